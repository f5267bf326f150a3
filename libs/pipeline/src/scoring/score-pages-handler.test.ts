import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addFetchedPages,
  createAnalysis,
  createTestRuntime,
  jobContext,
  startFakeAnthropic,
  type FakeAnthropicServer,
  type TestRuntime,
} from '@signpost/testing';
import { createLlmScorer } from './create-llm-scorer.js';
import { withSiteDescriptions } from './page-descriptions.js';
import { scorePagesHandler } from './score-pages-handler.js';

const PAGES = 12;
const JOB = jobContext();

describe('score-pages', () => {
  let fake: FakeAnthropicServer;
  let runtime: TestRuntime;

  beforeAll(async () => {
    fake = await startFakeAnthropic();
    runtime = await createTestRuntime('scoring-test', {
      ANTHROPIC_API_KEY: 'test-key',
      ANTHROPIC_BASE_URL: fake.url,
    });
  });
  afterAll(async () => {
    await runtime?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  const handler = async (withLlm = true) =>
    scorePagesHandler({
      ...runtime,
      scorer: withLlm ? await createLlmScorer(runtime.config, runtime.logger) : null,
    });

  /** An analysis waiting at the scoring stage with fetched pages; `variant` changes every page's text. */
  async function analysisAtScoring(aiPagesLimit: number | null, variant = randomUUID()) {
    const analysis = await createAnalysis(runtime.repos, {
      url: 'https://acme.test/',
      site_key: 'https://acme.test/',
      tier: aiPagesLimit === null ? 'solo' : 'starter',
      stage: 'ai-analysis',
      max_pages: 200,
      ai_pages_limit: aiPagesLimit,
    });
    const urls = Array.from({ length: PAGES }, (_, i) =>
      i === 0 ? 'https://acme.test/' : `https://acme.test/docs/${i}`,
    );
    await addFetchedPages(
      runtime.repos,
      analysis.id,
      urls.map((url, position) => ({
        url,
        title: `Page ${position} | Acme`,
        description: `About page ${position}.`,
        headings: [`Page ${position}`],
        wordCount: 150 + position * 40,
        contentHash: `hash-${position}`,
        content: `${variant} page ${position} `.repeat(30 + position * 10),
      })),
    );
    await runtime.repos.analyses.setSiteIdentity(analysis.id, 'acme.test', 'Extracted summary.');
    return analysis.id;
  }

  const pagesOf = async (id: string) => runtime.repos.pages.listFetched(id);

  it('scores every page of a paid plan with the LLM, in batches, and records what it cost', async () => {
    const id = await analysisAtScoring(null);
    await (await handler()).handle({ analysisId: id }, JOB);
    const pages = await pagesOf(id);
    expect(pages.every((page) => page.scored_by === 'llm')).toBe(true);
    expect(pages[1]).toMatchObject({ ai_title: 'AI: Page 1', ai_category: 'docs', title: 'Page 1 | Acme' });
    expect(pages[1]?.ai_description?.length).toBeLessThanOrEqual(160);
    const analysis = await runtime.repos.analyses.get(id);
    expect(analysis).toMatchObject({
      stage: 'finalization',
      pages_scored: PAGES,
      api_calls: fake.requests.length,
      cached_pages: 0,
      cost_saved: 0,
      cache_hit: false,
      site_name: 'Fake Site Name',
      site_summary: 'A site summarised by the fake model.',
    });
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(fake.requests.length).toBeLessThanOrEqual(Math.ceil(PAGES / 8));
    expect(analysis?.estimated_cost).toBeGreaterThan(0);
  });

  it('answers an unchanged site from the score cache: no call, and the metrics say so', async () => {
    const variant = randomUUID();
    const first = await analysisAtScoring(null, variant);
    await (await handler()).handle({ analysisId: first }, JOB);
    const calls = fake.requests.length;
    const firstCost = (await runtime.repos.analyses.get(first))?.estimated_cost ?? 0;

    const second = await analysisAtScoring(null, variant);
    await (await handler()).handle({ analysisId: second }, JOB);
    expect(fake.requests.length).toBe(calls);
    const analysis = await runtime.repos.analyses.get(second);
    expect(analysis).toMatchObject({
      api_calls: 0,
      estimated_cost: 0,
      cached_pages: PAGES,
      cache_hit: true,
      site_name: 'Fake Site Name',
    });
    expect(analysis?.cost_saved).toBeCloseTo(firstCost, 10);
    expect((await pagesOf(second)).every((page) => page.scored_by === 'cache' && page.ai_title)).toBe(true);
  });

  it('gives the starter plan the LLM on its first 5 pages and the rules on the rest, saying so', async () => {
    const id = await analysisAtScoring(5);
    await (await handler()).handle({ analysisId: id }, JOB);
    expect(fake.requests.flatMap((request) => request.pages)).toHaveLength(5);
    const pages = await pagesOf(id);
    expect(pages.slice(0, 5).map((page) => page.scored_by)).toEqual(Array(5).fill('llm'));
    for (const page of pages.slice(5)) {
      expect(page.scored_by).toBe('heuristic');
      expect(page.score_reason).toMatch(/Scored by rules: the plan's AI analysis covers the first 5 pages/);
      expect(page.ai_title).toBeNull();
    }
  });

  it('falls back to the rules for a page the LLM keeps answering badly, and still finishes', async () => {
    const broken = (pages: { id: string }[]) => ({
      pages: pages.slice(1).map((page) => ({
        id: page.id,
        quality_score: 7,
        category: 'docs',
        title: 'T',
        description: 'D',
        reason: 'R',
      })),
    });
    fake.enqueue({ kind: 'tool-input', input: broken }, { kind: 'tool-input', input: broken });
    const id = await analysisAtScoring(null);
    await (await handler()).handle({ analysisId: id }, JOB);
    const pages = await pagesOf(id);
    expect(pages.filter((page) => page.scored_by === 'heuristic')).toHaveLength(1);
    expect(pages.find((page) => page.scored_by === 'heuristic')?.score_reason).toMatch(
      /missing or malformed/,
    );
    expect((await runtime.repos.analyses.get(id))?.stage).toBe('finalization');
  });

  it('scores everything by the rules without an API key', async () => {
    const id = await analysisAtScoring(null);
    await (await handler(false)).handle({ analysisId: id }, JOB);
    expect(fake.requests).toHaveLength(0);
    const pages = await pagesOf(id);
    expect(pages.every((page) => page.scored_by === 'heuristic')).toBe(true);
    expect(pages[0]?.score_reason).toMatch(/AI scoring is not configured/);
    expect(await runtime.repos.analyses.get(id)).toMatchObject({
      site_name: 'Acme',
      api_calls: 0,
      estimated_cost: 0,
      stage: 'finalization',
    });
  });

  it('on a replay, asks only about pages not yet scored, and a second replay changes nothing', async () => {
    const id = await analysisAtScoring(null);
    const already = (await pagesOf(id)).slice(0, 4);
    await runtime.repos.pages.saveScores(
      id,
      already.map((page) => ({
        url: page.url,
        qualityScore: 9.9,
        scoredBy: 'llm' as const,
        reason: 'earlier run',
      })),
    );
    await (await handler()).handle({ analysisId: id }, JOB);
    const asked = fake.requests.flatMap((request) => request.pages.map((page) => page.path));
    expect(asked.sort()).toEqual(Array.from({ length: PAGES - 4 }, (_, i) => `/docs/${i + 4}`).sort());
    expect((await pagesOf(id)).slice(0, 4).every((page) => page.quality_score === 9.9)).toBe(true);

    const before = await runtime.repos.analyses.get(id);
    await (await handler()).handle({ analysisId: id }, JOB);
    expect(fake.requests.flatMap((request) => request.pages)).toHaveLength(PAGES - 4);
    expect(await runtime.repos.analyses.get(id)).toEqual(before);
  });

  it('gives pages their own opening for a description the whole site declares, before the LLM reads them', async () => {
    const sitewide = 'Next generation testing framework powered by Vite';
    const analysis = await createAnalysis(runtime.repos, {
      url: 'https://acme.test/',
      site_key: 'https://acme.test/',
      tier: 'solo',
      stage: 'ai-analysis',
      max_pages: 200,
      ai_pages_limit: null,
    });
    const paths = ['/', '/guide/mocking', '/guide/snapshot', '/guide/coverage', '/guide/installation'];
    const lead = (path: string) => `The ${path} guide explains one feature of the test runner in detail.`;
    await addFetchedPages(
      runtime.repos,
      analysis.id,
      paths.map((path, position) => ({
        url: `https://acme.test${path}`,
        title: `${path} | Guide | Acme`,
        description: path === '/guide/installation' ? lead(path) : sitewide,
        declaredDescription: path === '/guide/installation' ? 'Installation' : sitewide,
        leadParagraph: position === 0 ? '' : lead(path),
        content: `${randomUUID()} ${path} `.repeat(60),
      })),
    );
    await (await handler()).handle({ analysisId: analysis.id }, JOB);

    const pages = await pagesOf(analysis.id);
    expect(pages.map((page) => page.description)).toEqual([sitewide, ...paths.slice(1).map(lead)]);
    const asked = fake.requests.flatMap((request) => request.body.messages.map((message) => message.content));
    expect(asked.join('\n').split(`description: ${sitewide}`)).toHaveLength(2);
    expect(asked.join('\n')).toContain(`description: ${lead('/guide/mocking')}`);
    expect(pages.every((page) => page.ai_description?.startsWith('What '))).toBe(true);

    // A replay chooses again from what extraction kept, and so chooses the same.
    const again = await withSiteDescriptions(runtime.repos, analysis.id, pages);
    expect(again.map((page) => page.description)).toEqual(pages.map((page) => page.description));
  });

  it('keeps a tag listing below the default selection, whether the LLM or the cache judged it', async () => {
    const posts = Array.from(
      { length: 12 },
      (_, i) => `- [Post ${i} about css](https://acme.test/blog/${i})`,
    );
    async function siteWithTagPage(variant: string) {
      const analysis = await createAnalysis(runtime.repos, {
        url: 'https://acme.test/',
        site_key: 'https://acme.test/',
        tier: 'solo',
        stage: 'ai-analysis',
        max_pages: 200,
        ai_pages_limit: null,
      });
      await addFetchedPages(runtime.repos, analysis.id, [
        { url: 'https://acme.test/', title: 'Acme', content: `${variant} home `.repeat(80) },
        {
          url: 'https://acme.test/tags/css/',
          title: 'Tagged css | Acme',
          headings: ['Tagged css'],
          wordCount: 400,
          markdown: `# Tagged css\n\n${posts.join('\n')}`,
          content: `${variant} tagged css post `.repeat(100),
        },
      ]);
      return analysis.id;
    }
    const tagPageOf = async (id: string) =>
      (await pagesOf(id)).find((page) => page.url === 'https://acme.test/tags/css/');

    const variant = randomUUID();
    const judged = await siteWithTagPage(variant);
    await (await handler()).handle({ analysisId: judged }, JOB);
    expect(await tagPageOf(judged)).toMatchObject({ scored_by: 'llm', quality_score: 2 });
    expect((await tagPageOf(judged))?.score_reason).toMatch(/^Internal or unfinished page \(tag listing\)/);

    const cached = await siteWithTagPage(variant);
    await (await handler()).handle({ analysisId: cached }, JOB);
    expect(await tagPageOf(cached)).toMatchObject({ scored_by: 'cache', quality_score: 2 });
  });
});
