import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@signpost/config';
import { extractPage } from '@signpost/extraction/extract-page';
import type { PageForLlm } from '@signpost/scoring';
import { AnthropicScorer } from '@signpost/scoring/anthropic-scorer';
import { startFakeAnthropic, type FakeAnthropicServer } from '@signpost/testing/servers';
import { startFixtureSite } from '@signpost/testing';

const PAGES = 100;
const LATENCY_MS = 300;

/**
 * LLM scoring cost and speed with the default settings, against a local Messages API that answers
 * every call after a fixed latency: calls per 100 pages (target <= 12.5, i.e. one per 8 pages),
 * estimated input tokens per page (target <= 1,500) and wall time against the floor, calls x
 * latency / concurrency (target <= 1.5x).
 */
describe('LLM scoring batches', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  async function measure(label: string, pages: PageForLlm[]) {
    const fake: FakeAnthropicServer = await startFakeAnthropic({ latencyMs: LATENCY_MS });
    closers.push(fake.close);
    const { llm } = loadConfig({});
    const scorer = new AnthropicScorer({ ...llm, apiKey: 'bench-key', baseUrl: fake.url });
    const started = performance.now();
    const result = await scorer.score('https://fixture.test', scorer.prepare(pages));
    const wallMs = performance.now() - started;
    const calls = fake.requests.length;
    const inputTokens =
      result.usage.inputTokens + result.usage.cacheReadTokens + result.usage.cacheCreationTokens;
    const floorMs = (calls * LATENCY_MS) / llm.concurrency;
    console.log(
      `${label}: ${pages.length} pages, concurrency ${llm.concurrency}, ${LATENCY_MS} ms per call: ` +
        `${((calls / pages.length) * 100).toFixed(1)} calls per 100 pages, ` +
        `${Math.round(inputTokens / pages.length)} input tokens per page ` +
        `(${Math.round(result.usage.cacheReadTokens / pages.length)} of them cache reads), ` +
        `wall ${Math.round(wallMs)} ms vs floor ${Math.round(floorMs)} ms (${(wallMs / floorMs).toFixed(2)}x), ` +
        `$${result.usage.costUsd.toFixed(4)}`,
    );
    expect(result.outcomes.every((outcome) => outcome.ok)).toBe(true);
  }

  it('scores the fixture site', async () => {
    const site = await startFixtureSite({ pages: PAGES - 1 });
    closers.push(site.close);
    const pages = await Promise.all(
      site.paths.map(async (path, position) => {
        const url = `${site.origin}${path}`;
        const page = extractPage(await (await fetch(url)).text(), url);
        return { key: url, url, ...page, content: page.text, isHomepage: position === 0 };
      }),
    );
    await measure('fixture site', pages);
  });

  it('scores long pages, cut to the per-page budget', async () => {
    const words = 'deploy the worker with a queue and a cache then check the latency of each request'.split(
      ' ',
    );
    const pages = Array.from({ length: PAGES }, (_, index) => ({
      key: `https://fixture.test/docs/${index}`,
      url: `https://fixture.test/docs/${index}`,
      title: `Guide ${index}`,
      description: `Guide number ${index}.`,
      headings: Array.from({ length: 12 }, (_, heading) => `Section ${heading}`),
      category: 'docs' as const,
      content: Array.from(
        { length: 6_000 },
        (_, word) => `${words[(word + index) % words.length]}${word % 13}`,
      ).join(' '),
      isHomepage: index === 0,
    }));
    await measure('long pages', pages);
  });
});
