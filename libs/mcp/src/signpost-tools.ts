import { setTimeout as sleep } from 'node:timers/promises';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { CallToolResult, ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import {
  ANALYSIS_FAILURES,
  analyzeSiteInputSchema,
  analyzeSiteResultSchema,
  checkAgentReadinessInputSchema,
  checkAgentReadinessResultSchema,
  generateLlmsTxtInputSchema,
  generateLlmsTxtResultSchema,
  isErrorCode,
  validateLlmsTxtInputSchema,
  validateLlmsTxtResultSchema,
  type AnalysisRecord,
  type AnalyzeSiteInput,
  type CheckAgentReadinessResult,
  type ValidateLlmsTxtInput,
  type ValidationResponse,
} from '@signpost/contracts';
import { AppError } from '@signpost/errors';
import { waitForAnalysis, type AnalysisFollowing } from './analysis-wait.js';
import { progressNotices } from './progress-notices.js';
import { structuredResult, toolFailure } from './tool-results.js';

/**
 * What the tools do their work with, for one caller: the gateway hands in its services bound to the
 * account of the request, `signpost mcp` the embedded engine's. Limits are theirs to apply.
 */
export interface SignpostToolDeps {
  /**
   * Starts an analysis as POST /api/analyze does without `force`: the caller's own completed analysis
   * of the site from the last 24 hours answers, else a new one is admitted under its plan, or refused
   * with the plan's error.
   */
  startAnalysis(input: AnalyzeSiteInput): Promise<{ analysisId: string }>;
  /** Opened before an analysis is started, so a caller that may follow no more is refused for free. */
  followAnalyses(): Promise<AnalysisFollowing>;
  /** The llms.txt of a completed analysis's default selection. */
  writeLlmsTxt(analysis: AnalysisRecord): Promise<{ fileId?: string; content: string; pageCount: number }>;
  validateLlmsTxt(input: ValidateLlmsTxtInput): Promise<ValidationResponse>;
  checkAgentReadiness(url: string): Promise<CheckAgentReadinessResult>;
  /** A failure that was not a refusal the caller can act on; it is answered without its details. */
  reportError(error: unknown): void;
  /**
   * Aborted when the server stops: a call still waiting for an analysis then answers at once, saying
   * how to pick the analysis up later, rather than leaving its client waiting on a closed stream.
   */
  stopping: AbortSignal;
}

type ToolExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

/** The call's failures as tool errors; a cancelled call answers nothing, so it is not reported. */
async function answer(deps: SignpostToolDeps, extra: ToolExtra, work: () => Promise<CallToolResult>) {
  try {
    return await work();
  } catch (error) {
    if (extra.signal.aborted) throw error;
    return toolFailure(error, deps.reportError);
  }
}

/**
 * The pause between the last progress notice and the call's answer. The SDK's client hands a
 * notice to its handler a microtask after reading it, and drops the handler when it reads the
 * answer: an answer read in the same chunk as the notice leaves it "for an unknown token".
 */
const LAST_NOTICE_GAP_MS = 20;

/** Progress notices for a call that carries a progress token; nothing for one that does not. */
function progressOf(extra: ToolExtra): (record: AnalysisRecord) => Promise<void> {
  const progressToken = extra._meta?.progressToken;
  if (progressToken === undefined) return async () => {};
  const notices = progressNotices((notice) =>
    extra.sendNotification({ method: 'notifications/progress', params: { progressToken, ...notice } }),
  );
  return async (record) => {
    await notices(record);
    if (record.status !== 'processing') await sleep(LAST_NOTICE_GAP_MS);
  };
}

const stoppedWhileWaiting = (analysisId: string) =>
  new AppError(
    'unavailable',
    `Signpost is restarting; analysis ${analysisId} goes on. In a moment, call generate_llms_txt with ` +
      'this analysisId: it waits for the analysis and answers its file.',
  );

/** Waits for the analysis `analysisIdOf` names (starting it, maybe) to complete; a failure throws. */
async function completedAnalysis(
  deps: SignpostToolDeps,
  extra: ToolExtra,
  analysisIdOf: () => Promise<string>,
): Promise<AnalysisRecord> {
  const following = await deps.followAnalyses();
  try {
    const analysisId = await analysisIdOf();
    const record = await waitForAnalysis(
      following,
      analysisId,
      progressOf(extra),
      AbortSignal.any([extra.signal, deps.stopping]),
    ).catch((error: unknown) => {
      throw deps.stopping.aborted && !extra.signal.aborted ? stoppedWhileWaiting(analysisId) : error;
    });
    if (record.status === 'failed') {
      const code = record.error !== null && isErrorCode(record.error) ? record.error : 'internal';
      throw new AppError(code, record.message ?? ANALYSIS_FAILURES.internal);
    }
    return record;
  } finally {
    await following.close();
  }
}

const startedBy = (deps: SignpostToolDeps, input: AnalyzeSiteInput) => async () =>
  (await deps.startAnalysis(input)).analysisId;

/** Signpost's four tools, on any MCP server: the gateway's per request, or the CLI's over stdio. */
export function registerSignpostTools(server: McpServer, deps: SignpostToolDeps): void {
  server.registerTool(
    'analyze_site',
    {
      title: 'Analyse a website',
      description:
        "Finds a website's pages, reads and scores each for how useful it is to an AI assistant, and " +
        'answers the analysis id, the pages found and the default selection for its llms.txt. Counts ' +
        "against the plan's analyses; the caller's own analysis of the site from the last 24 hours " +
        'answers instead. Takes from seconds to minutes; sends progress when asked.',
      inputSchema: analyzeSiteInputSchema,
      outputSchema: analyzeSiteResultSchema,
      annotations: { readOnlyHint: false, idempotentHint: false, openWorldHint: true },
    },
    (input, extra) =>
      answer(deps, extra, async () => {
        const record = await completedAnalysis(deps, extra, startedBy(deps, input));
        return structuredResult(analyzeSiteResultSchema, {
          analysisId: record.id,
          url: record.url,
          siteName: record.siteName,
          totalPagesFound: record.totalPagesFound,
          pageLimit: record.pageLimit,
          pages: record.discoveredPages,
          defaultSelection: record.discoveredPages.filter((page) => page.selected).map((page) => page.url),
        });
      }),
  );

  server.registerTool(
    'generate_llms_txt',
    {
      title: 'Write the llms.txt of a website',
      description:
        'Answers the text of an llms.txt listing the default selection of an analysis: the one named ' +
        "by analysisId (waited for while it runs), or for url the caller's own analysis of the site " +
        'from the last 24 hours, else a new analysis (counted like analyze_site).',
      inputSchema: generateLlmsTxtInputSchema,
      outputSchema: generateLlmsTxtResultSchema,
      annotations: { readOnlyHint: false, idempotentHint: true, openWorldHint: true },
    },
    (input, extra) =>
      answer(deps, extra, async () => {
        const { analysisId, url } = input;
        const record = await completedAnalysis(
          deps,
          extra,
          analysisId !== undefined ? async () => analysisId : startedBy(deps, { url: url ?? '' }),
        );
        const file = await deps.writeLlmsTxt(record);
        return structuredResult(
          generateLlmsTxtResultSchema,
          { analysisId: record.id, fileId: file.fileId, pageCount: file.pageCount, llmsTxt: file.content },
          file.content,
        );
      }),
  );

  server.registerTool(
    'validate_llms_txt',
    {
      title: 'Check an llms.txt',
      description:
        "Checks a site's llms.txt (give url: the site, or the file's own address) or the text of one " +
        '(give content) against the format, and answers a 0-100 score with each finding and its fix.',
      inputSchema: validateLlmsTxtInputSchema,
      outputSchema: validateLlmsTxtResultSchema,
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: true },
    },
    (input, extra) =>
      answer(deps, extra, async () =>
        structuredResult(validateLlmsTxtResultSchema, await deps.validateLlmsTxt(input)),
      ),
  );

  server.registerTool(
    'check_agent_readiness',
    {
      title: 'Check what an AI agent finds on a website',
      description:
        'Checks everything an AI agent needs from a website (llms.txt, markdown copies, discovery ' +
        'links, robots.txt towards AI crawlers, sitemap, pages readable without JavaScript) and ' +
        'answers a 0-100 score with a fix for each problem.',
      inputSchema: checkAgentReadinessInputSchema,
      outputSchema: checkAgentReadinessResultSchema,
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: true },
    },
    (input, extra) =>
      answer(deps, extra, async () =>
        structuredResult(checkAgentReadinessResultSchema, await deps.checkAgentReadiness(input.url)),
      ),
  );
}
