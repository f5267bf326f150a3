import type { Config } from '@signpost/config';
import { presentAnalysis, renderDefaultSelection } from '@signpost/analyses';
import type { SignpostToolDeps } from '@signpost/mcp';
import { validateLlmsTxt } from '@signpost/llmstxt';
import type { Runtime } from '@signpost/runtime';
import { operatorCaller } from '@signpost/usage';
import { readinessOf } from './readiness-command.js';
import { validateSite } from './validate-command.js';

/** As `signpost generate`: an analysis asked for without a page count reads this many at most. */
const DEFAULT_MAX_PAGES = 100;

/**
 * The tools' work on the embedded engine of `signpost mcp`. Whoever runs the command operates this
 * installation, as with `signpost generate`: the usage policy decides what the operator may do, and
 * an analysis of the same site from this session is reused unless it is asked for again with another
 * page count.
 */
export function embeddedTools(
  runtime: Runtime,
  config: Config,
  { stopping, reportError }: Pick<SignpostToolDeps, 'stopping' | 'reportError'>,
): SignpostToolDeps {
  const { repos } = runtime;
  const readRecord = async (analysisId: string) => {
    const row = await repos.analyses.get(analysisId);
    if (!row) throw new Error(`Analysis ${analysisId} is not one of this session's analyses.`);
    const pages = row.status === 'completed' ? await repos.pages.listScoredSummaries(analysisId) : [];
    return presentAnalysis(row, pages);
  };
  return {
    stopping,
    reportError,
    startAnalysis: async ({ url, maxPages }) => {
      const started = await runtime.lifecycle.start(operatorCaller, {
        url,
        force: false,
        maxPages: maxPages ?? DEFAULT_MAX_PAGES,
      });
      return { analysisId: started.kind === 'started' ? started.analysisId : started.analysis.id };
    },
    followAnalyses: async () => ({
      read: readRecord,
      onChange: (analysisId, changed) => runtime.progress.subscribe(analysisId, changed),
      close: async () => {},
    }),
    writeLlmsTxt: async (record) => {
      const row = await repos.analyses.get(record.id);
      if (!row) throw new Error(`Analysis ${record.id} is not one of this session's analyses.`);
      const pages = await repos.pages.listScored(record.id);
      const { llmsTxt, pageCount } = renderDefaultSelection(row, pages, config.llmsFull.budgetBytes);
      return { content: llmsTxt, pageCount };
    },
    // Never validateTarget: an agent's address must not be read as a local file.
    validateLlmsTxt: async (input) =>
      input.content !== undefined
        ? validateLlmsTxt(input.content)
        : validateSite(input.url ?? '', input.includeRobotsTxt, config),
    checkAgentReadiness: (url) => readinessOf(url, config),
  };
}
