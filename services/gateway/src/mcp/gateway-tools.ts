import type { FastifyBaseLogger } from 'fastify';
import type { SignpostToolDeps } from '@signpost/mcp';
import type { ProgressChannel } from '@signpost/queue';
import type { AccountCaller } from '@signpost/usage';
import type { AnalysisService } from '../analyses/analysis-service.js';
import { HEARTBEAT_MS, type AnalysisFollower } from '../event-streams/analysis-follower.js';
import type { LlmFileService } from '../llm-files/llm-file-service.js';
import type { ReadinessService } from '../readiness/readiness-service.js';
import type { ValidatorService } from '../validator/validator-service.js';

/** The gateway's services the MCP tools work with: the same ones the REST routes call. */
export interface McpServices {
  analyses: AnalysisService;
  follower: AnalysisFollower;
  progress: ProgressChannel;
  files: LlmFileService;
  validator: ValidatorService;
  readiness: ReadinessService;
}

/**
 * The tools' work for one caller, done by the REST API's services so both apply the same plans and
 * limits: analyses admitted by the usage policy, a waiting call counted among the caller's open
 * progress streams, the validator's allowance and threads.
 */
export function gatewayTools(
  { analyses, follower, progress, files, validator, readiness }: McpServices,
  { caller, log, stopping }: { caller: AccountCaller; log: FastifyBaseLogger; stopping: AbortSignal },
): SignpostToolDeps {
  return {
    stopping,
    startAnalysis: async ({ url, maxPages }) => {
      const { analysisId } = await analyses.start(caller, { url, force: false, maxPages });
      return { analysisId };
    },
    followAnalyses: async () => {
      const slot = await follower.hold(caller);
      const renewing = setInterval(() => {
        slot.renew().catch((error: unknown) => log.warn({ err: error }, 'MCP follow count failed'));
      }, HEARTBEAT_MS);
      return {
        read: (analysisId) => analyses.get(caller, analysisId),
        onChange: (analysisId, changed) => progress.subscribe(analysisId, changed),
        close: async () => {
          clearInterval(renewing);
          await slot.release();
        },
      };
    },
    writeLlmsTxt: async (analysis) => {
      const selectedPages = analysis.discoveredPages
        .filter((page) => page.selected)
        .map((page) => ({ url: page.url, selected: true }));
      const { id } = await files.generate(caller, { analysisId: analysis.id, selectedPages });
      const file = await files.get(caller, id);
      return { fileId: file.id, content: file.content, pageCount: file.pageCount };
    },
    validateLlmsTxt: (input) => validator.validate(caller, input),
    checkAgentReadiness: (url) => readiness.check(caller, url),
    reportError: (error) => log.error({ err: error }, 'MCP tool call failed'),
  };
}
