import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAnthropic, type FakeAnthropicServer } from '@signpost/testing/servers';
import { AnthropicScorer, type AnthropicScorerOptions } from './anthropic-scorer.js';
import { estimateTokens } from './tokens.js';
import type { PageForLlm } from './page-input.js';

const PRICES = { inputPerMTok: 1, outputPerMTok: 5, cacheReadPerMTok: 0.1, cacheWritePerMTok: 1.25 };

function makePages(count: number, words = 200): PageForLlm[] {
  return Array.from({ length: count }, (_, index) => ({
    key: `https://acme.test/docs/${index}`,
    url: `https://acme.test/docs/${index}`,
    title: `Guide ${index} | Acme`,
    description: `How to do thing ${index}.`,
    headings: [`Guide ${index}`, 'Steps'],
    category: 'docs' as const,
    content: Array.from({ length: words }, (_, word) => `word${(word * 7 + index) % 97}`).join(' '),
    isHomepage: index === 0,
  }));
}

describe('AnthropicScorer against a local Messages API', () => {
  let fake: FakeAnthropicServer;
  let waits: number[];

  beforeEach(async () => {
    fake = await startFakeAnthropic();
    waits = [];
  });
  afterEach(async () => {
    await fake.close();
  });

  const scorer = (overrides: Partial<AnthropicScorerOptions> = {}) =>
    new AnthropicScorer({
      apiKey: 'test-key',
      baseUrl: fake.url,
      model: 'claude-haiku-4-5',
      timeoutMs: 5_000,
      concurrency: 4,
      maxInputTokensPerPage: 1_200,
      batchTokenBudget: 16_000,
      prices: PRICES,
      retry: { maxAttempts: 3, baseDelayMs: 1_000, maxDelayMs: 30_000 },
      sleep: async (ms) => {
        waits.push(ms);
      },
      ...overrides,
    });

  async function score(pages: PageForLlm[], overrides: Partial<AnthropicScorerOptions> = {}) {
    const llm = scorer(overrides);
    return llm.score('https://acme.test', llm.prepare(pages));
  }

  it('batches pages by tokens: every page in exactly one request, at most one request per 8 pages', async () => {
    const result = await score(makePages(100));
    expect(fake.requests.length).toBeLessThanOrEqual(100 / 8);
    expect(result.usage.calls).toBe(fake.requests.length);
    const asked = fake.requests.flatMap((request) => request.pages.map((page) => page.path));
    expect(asked.sort()).toEqual(
      makePages(100)
        .map((page) => new URL(page.url).pathname)
        .sort(),
    );
    expect(fake.requests.length % 4).toBe(0);
  });

  it('sends the stable instructions first, marked for prompt caching, and the pages after them', async () => {
    await score(makePages(3));
    const [request] = fake.requests;
    expect(request?.body.system?.[0]?.cache_control).toEqual({ type: 'ephemeral' });
    expect(request?.body.tool_choice).toEqual({ type: 'tool', name: 'record_page_judgements' });
    expect(request?.body.system?.[0]?.text).not.toContain('acme.test');
    expect(request?.body.messages[0]?.content).toContain('<page id="p1">');
  });

  it('cuts long pages to their token budget', async () => {
    const [long] = makePages(1, 30_000);
    await score([long!], { maxInputTokensPerPage: 800 });
    const message = fake.requests[0]?.body.messages[0]?.content ?? '';
    const block = /<page id="p1">[\s\S]*<\/page>/.exec(message)?.[0] ?? '';
    expect(estimateTokens(block)).toBeLessThanOrEqual(800);
    expect(block).toContain('[…]');
  });

  it('reads the judgements and the site identity from the tool call', async () => {
    const result = await score(makePages(5));
    expect(result.outcomes).toHaveLength(5);
    for (const outcome of result.outcomes) {
      expect(outcome.ok).toBe(true);
      if (!outcome.ok) continue;
      expect(outcome.judgement.title).toMatch(/^AI: Guide \d$/);
      expect(outcome.judgement.description.length).toBeLessThanOrEqual(160);
      expect(outcome.judgement.category).toBe('docs');
      expect(outcome.contentHash).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(result.site).toEqual({ name: 'Fake Site Name', summary: 'A site summarised by the fake model.' });
  });

  it('re-asks only the pages whose judgement was missing or malformed, then gives up on them', async () => {
    const malformed = { kind: 'tool-input' as const };
    fake.enqueue(
      {
        ...malformed,
        input: (pages) => ({
          pages: [
            {
              id: pages[0]!.id,
              quality_score: 8,
              category: 'docs',
              title: 'A',
              description: 'B',
              reason: 'C',
            },
            {
              id: pages[1]!.id,
              quality_score: 42,
              category: 'docs',
              title: 'A',
              description: 'B',
              reason: 'C',
            },
          ],
        }),
      },
      {
        ...malformed,
        input: (pages) => ({
          pages: [
            {
              id: pages[0]!.id,
              quality_score: 6,
              category: 'blog',
              title: 'D',
              description: 'E',
              reason: 'F',
            },
          ],
        }),
      },
    );
    const result = await score(makePages(3));
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]?.pages.map((page) => page.path)).toEqual(['/docs/1', '/docs/2']);
    const [first, second, third] = result.outcomes;
    expect(first).toMatchObject({ ok: true, judgement: { qualityScore: 8 } });
    expect(second).toMatchObject({ ok: true, judgement: { qualityScore: 6, category: 'blog' } });
    expect(third).toMatchObject({ ok: false, why: expect.stringMatching(/malformed/) });
  });

  it('waits as long as a 429 asks (retry-after) and then succeeds', async () => {
    fake.enqueue({ kind: 'status', status: 429, headers: { 'retry-after': '2' } });
    const result = await score(makePages(3));
    expect(waits).toEqual([2_000]);
    expect(fake.requests).toHaveLength(2);
    expect(result.outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(result.usage.calls).toBe(1);
  });

  it('backs off on 529 overloaded, and falls back when it persists', async () => {
    fake.enqueue({ kind: 'status', status: 529 });
    expect((await score(makePages(2))).outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThanOrEqual(500);
    expect(waits[0]).toBeLessThanOrEqual(1_000);

    fake.enqueue(...Array.from({ length: 3 }, () => ({ kind: 'status' as const, status: 529 })));
    const failed = await score(makePages(2));
    expect(failed.outcomes.map((outcome) => (outcome.ok ? 'ok' : outcome.why))).toEqual([
      'the AI service was overloaded',
      'the AI service was overloaded',
    ]);
    expect(failed.usage.calls).toBe(0);
  });

  it('gives up on a retry-after beyond the longest wait it accepts', async () => {
    fake.enqueue({ kind: 'status', status: 429, headers: { 'retry-after': '3600' } });
    const result = await score(makePages(2));
    expect(waits).toEqual([]);
    expect(result.outcomes.every((outcome) => !outcome.ok)).toBe(true);
  });

  it('does not retry a request the API refuses as bad', async () => {
    fake.enqueue({ kind: 'status', status: 400 });
    const result = await score(makePages(2));
    expect(fake.requests).toHaveLength(1);
    expect(result.outcomes[0]).toMatchObject({ ok: false, why: 'the AI service answered 400' });
  });

  it('times out a slow call, retries it, and falls back when every attempt is slow', async () => {
    fake.enqueue({ kind: 'slow', delayMs: 2_000 });
    const recovered = await score(makePages(2), { timeoutMs: 200 });
    expect(recovered.outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(fake.requests).toHaveLength(2);

    fake.enqueue(...Array.from({ length: 3 }, () => ({ kind: 'slow' as const, delayMs: 2_000 })));
    const failed = await score(makePages(2), { timeoutMs: 200 });
    expect(failed.outcomes[0]).toMatchObject({ ok: false, why: 'the AI service timed out' });
  });

  it('prices every call from its usage, prompt-cache writes and reads included', async () => {
    const llm = scorer();
    const first = await llm.score('https://acme.test', llm.prepare(makePages(3)));
    const second = await llm.score('https://acme.test', llm.prepare(makePages(3)));
    expect(first.usage.cacheCreationTokens).toBeGreaterThan(0);
    expect(first.usage.cacheReadTokens).toBe(0);
    expect(second.usage.cacheReadTokens).toBe(first.usage.cacheCreationTokens);
    for (const { usage } of [first, second]) {
      const expected =
        (usage.inputTokens * 1 +
          usage.outputTokens * 5 +
          usage.cacheReadTokens * 0.1 +
          usage.cacheCreationTokens * 1.25) /
        1e6;
      expect(usage.costUsd).toBeCloseTo(expected, 12);
    }
    expect(second.usage.costUsd).toBeLessThan(first.usage.costUsd);
    const pageCosts = first.outcomes.reduce((sum, outcome) => sum + (outcome.ok ? outcome.costUsd : 0), 0);
    expect(pageCosts).toBeCloseTo(first.usage.costUsd, 12);
  });

  it('keeps at most `concurrency` calls in flight', async () => {
    await fake.close();
    fake = await startFakeAnthropic({ latencyMs: 30 });
    await score(makePages(120), { concurrency: 2, batchTokenBudget: 3_000 });
    expect(fake.requests.length).toBeGreaterThan(4);
    expect(fake.maxInFlight()).toBe(2);
  });
});
