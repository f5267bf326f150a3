import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult, Progress } from '@modelcontextprotocol/sdk/types.js';
import type { AnalysisProgress, AnalysisRecord, DiscoveredPage } from '@signpost/contracts';
import { AppError } from '@signpost/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisFollowing } from './analysis-wait.js';
import { createSignpostMcpServer } from './signpost-server.js';
import type { SignpostToolDeps } from './signpost-tools.js';
import { ERROR_META_KEY } from './tool-results.js';

const ANALYSIS_ID = '7d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a09';

function page(url: string, qualityScore: number, selected: boolean): DiscoveredPage {
  return {
    url,
    title: `Page ${url}`,
    description: 'What the page is about.',
    category: 'docs',
    qualityScore,
    selected,
    lastModified: null,
    scoredBy: 'heuristic',
    reason: 'Clear and specific.',
  };
}

const PAGES = [page('https://docs.example.com/', 8, true), page('https://docs.example.com/legal', 2, false)];

function record(
  status: AnalysisRecord['status'],
  progress: Partial<AnalysisProgress> = {},
  failure: { error: string; message: string } | null = null,
): AnalysisRecord {
  return {
    id: ANALYSIS_ID,
    url: 'https://docs.example.com/',
    status,
    error: failure?.error ?? null,
    message: failure?.message ?? null,
    siteName: 'Example Docs',
    siteSummary: null,
    siteType: 'multi-page',
    sitemapFound: true,
    analysisMethod: 'sitemap',
    totalPagesFound: 2,
    pageLimit: null,
    discoveredPages: status === 'completed' ? PAGES : [],
    metrics: {
      cacheHit: false,
      processingTime: 1,
      apiCalls: 0,
      costSaved: 0,
      estimatedCost: 0,
      cachedPages: 0,
    },
    progress: {
      stage: 'discovery',
      percent: 0,
      pagesFound: 0,
      pagesFetched: 0,
      pagesScored: 0,
      stages: [],
      ...progress,
    },
    createdAt: '2026-01-01T00:00:00.000Z',
    completedAt: null,
  };
}

/**
 * An analysis that changes only when the test says: each `advance` makes the next record current and
 * tells the call that waits on it, so every notice the call sends is one the test caused.
 */
function scriptedAnalysis(records: AnalysisRecord[]) {
  let current = 0;
  const listeners = new Set<() => void>();
  const following: AnalysisFollowing = {
    read: vi.fn(async () => records[current]!),
    onChange: (_id, changed) => {
      listeners.add(changed);
      return () => listeners.delete(changed);
    },
    close: vi.fn(async () => {}),
  };
  return {
    following,
    listening: () => listeners.size > 0,
    advance() {
      current += 1;
      for (const listener of listeners) listener();
    },
  };
}

function fakeDeps(following: AnalysisFollowing, overrides: Partial<SignpostToolDeps> = {}): SignpostToolDeps {
  return {
    startAnalysis: vi.fn(async () => ({ analysisId: ANALYSIS_ID })),
    followAnalyses: async () => following,
    writeLlmsTxt: vi.fn(async () => ({ fileId: ANALYSIS_ID, content: '# Example Docs\n', pageCount: 1 })),
    validateLlmsTxt: vi.fn(),
    checkAgentReadiness: vi.fn(),
    reportError: vi.fn(),
    stopping: new AbortController().signal,
    ...overrides,
  };
}

let client: Client | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

async function connect(deps: SignpostToolDeps): Promise<Client> {
  const server = createSignpostMcpServer(deps, { version: '1.2.3' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  client = new Client({ name: 'signpost-tools-test', version: '0' });
  await client.connect(clientSide);
  return client;
}

const untilListening = (listening: () => boolean) => vi.waitFor(() => expect(listening()).toBe(true));

describe("Signpost's MCP tools", () => {
  it('lists four tools, each with an object input schema and an output schema', async () => {
    const { following } = scriptedAnalysis([record('completed')]);
    const { tools } = await (await connect(fakeDeps(following))).listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'analyze_site',
      'check_agent_readiness',
      'generate_llms_txt',
      'validate_llms_txt',
    ]);
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type).toBe('object');
      expect(tool.description?.length).toBeGreaterThan(40);
    }
  });

  it('analyses a site, telling progress that rises with each notice, and answers the default selection', async () => {
    const analysis = scriptedAnalysis([
      record('processing', { stage: 'discovery', percent: 4, pagesFound: 0 }),
      record('processing', { stage: 'discovery', percent: 4, pagesFound: 12, pagesFetched: 3 }),
      record('processing', { stage: 'discovery', percent: 4, pagesFound: 12, pagesFetched: 3 }),
      record('processing', { stage: 'content-fetch', percent: 40, pagesFound: 12, pagesFetched: 9 }),
      record('completed', {
        stage: 'finalization',
        percent: 100,
        pagesFound: 2,
        pagesFetched: 2,
        pagesScored: 2,
      }),
    ]);
    const deps = fakeDeps(analysis.following);
    const notices: Progress[] = [];
    const calling = (await connect(deps)).callTool(
      { name: 'analyze_site', arguments: { url: 'docs.example.com', maxPages: 50 } },
      undefined,
      { onprogress: (notice) => notices.push(notice) },
    );
    await untilListening(analysis.listening);
    for (let step = 0; step < 4; step += 1) {
      const seen = notices.length;
      analysis.advance();
      // The repeated record changes nothing, so it sends nothing; every other step sends one notice.
      if (step !== 1) await vi.waitFor(() => expect(notices.length).toBe(seen + 1));
    }
    const result = (await calling) as CallToolResult;

    expect(deps.startAnalysis).toHaveBeenCalledWith({ url: 'docs.example.com', maxPages: 50 });
    expect(notices).toEqual([
      { progress: 4, total: 100, message: 'Site Discovery: 0 pages found, 0 read' },
      { progress: 4.01, total: 100, message: 'Site Discovery: 12 pages found, 3 read' },
      { progress: 40, total: 100, message: 'Content Extraction: 12 pages found, 9 read' },
      { progress: 100, total: 100, message: 'Result Compilation: 2 pages found, 2 read, 2 scored' },
    ]);
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual({
      analysisId: ANALYSIS_ID,
      url: 'https://docs.example.com/',
      siteName: 'Example Docs',
      totalPagesFound: 2,
      pageLimit: null,
      pages: PAGES.map(({ url, title, description, category, qualityScore, selected }) => ({
        url,
        title,
        description,
        category,
        qualityScore,
        selected,
      })),
      defaultSelection: ['https://docs.example.com/'],
    });
    expect(JSON.parse((result.content[0] as { text: string }).text)).toEqual(result.structuredContent);
    expect(analysis.following.close).toHaveBeenCalledTimes(1);
    expect(analysis.listening()).toBe(false);
  });

  it("answers a plan's refusal as a tool error with its sentence, its code and details beside it", async () => {
    const { following } = scriptedAnalysis([record('completed')]);
    const refusal = new AppError('daily_limit_reached', 'You have used all 3 free analyses for today.', {
      details: { resetAt: '2026-01-02T00:00:00.000Z', suggestedUpgrade: 'solo' },
    });
    const deps = fakeDeps(following, { startAnalysis: vi.fn(async () => Promise.reject(refusal)) });
    const result = (await (
      await connect(deps)
    ).callTool({
      name: 'analyze_site',
      arguments: { url: 'https://docs.example.com' },
    })) as CallToolResult;

    expect(result).toMatchObject({
      isError: true,
      content: [{ type: 'text', text: 'You have used all 3 free analyses for today.' }],
      _meta: {
        [ERROR_META_KEY]: {
          error: 'daily_limit_reached',
          message: 'You have used all 3 free analyses for today.',
          resetAt: '2026-01-02T00:00:00.000Z',
          suggestedUpgrade: 'solo',
        },
      },
    });
    expect(result.structuredContent).toBeUndefined();
    expect(following.close).toHaveBeenCalledTimes(1);
    expect(deps.reportError).not.toHaveBeenCalled();
  });

  it('answers an analysis that failed with the catalogue sentence it ended with', async () => {
    const { following } = scriptedAnalysis([
      record('failed', {}, { error: 'site_not_found', message: 'Website not found. Please check the URL.' }),
    ]);
    const result = (await (
      await connect(fakeDeps(following))
    ).callTool({
      name: 'analyze_site',
      arguments: { url: 'https://docs.example.com' },
    })) as CallToolResult;
    expect(result).toMatchObject({
      isError: true,
      content: [{ text: 'Website not found. Please check the URL.' }],
      _meta: { [ERROR_META_KEY]: { error: 'site_not_found' } },
    });
  });

  it('answers an unexpected failure without its details, and reports it', async () => {
    const { following } = scriptedAnalysis([record('completed')]);
    const failure = new Error('connection to 10.0.0.5:5432 refused');
    const deps = fakeDeps(following, { validateLlmsTxt: vi.fn(async () => Promise.reject(failure)) });
    const result = (await (
      await connect(deps)
    ).callTool({
      name: 'validate_llms_txt',
      arguments: { content: '# Title\n' },
    })) as CallToolResult;
    expect(result).toMatchObject({ isError: true, _meta: { [ERROR_META_KEY]: { error: 'internal' } } });
    expect(JSON.stringify(result)).not.toContain('10.0.0.5');
    expect(deps.reportError).toHaveBeenCalledWith(failure);
  });

  it("writes the file of a named analysis, or of the url's analysis, and answers its text", async () => {
    const { following } = scriptedAnalysis([record('completed')]);
    const deps = fakeDeps(following);
    const connected = await connect(deps);

    const byId = (await connected.callTool({
      name: 'generate_llms_txt',
      arguments: { analysisId: ANALYSIS_ID },
    })) as CallToolResult;
    expect(deps.startAnalysis).not.toHaveBeenCalled();
    expect(byId.content).toEqual([{ type: 'text', text: '# Example Docs\n' }]);
    expect(byId.structuredContent).toEqual({
      analysisId: ANALYSIS_ID,
      fileId: ANALYSIS_ID,
      pageCount: 1,
      llmsTxt: '# Example Docs\n',
    });
    expect(deps.writeLlmsTxt).toHaveBeenCalledWith(expect.objectContaining({ id: ANALYSIS_ID }));

    await connected.callTool({ name: 'generate_llms_txt', arguments: { url: 'https://docs.example.com' } });
    expect(deps.startAnalysis).toHaveBeenCalledWith({ url: 'https://docs.example.com' });

    const neither = (await connected.callTool({
      name: 'generate_llms_txt',
      arguments: {},
    })) as CallToolResult;
    expect(neither.isError).toBe(true);
    expect(JSON.stringify(neither.content)).toContain('Give either url or analysisId');
  });
});
