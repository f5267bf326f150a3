import type { StageWorkers } from '@signpost/queue';
import type { StageDeps } from '../stage-deps.js';
import { compileResultHandler } from './compile-result-handler.js';
import { scorePagesHandler } from './score-pages-handler.js';
import { createLlmScorer } from './create-llm-scorer.js';

/** The scoring service: scores pages and compiles the result, both on the scoring queue. */
export async function scoringStage(deps: StageDeps): Promise<StageWorkers> {
  return {
    queues: ['scoring'],
    handlers: [
      scorePagesHandler({ ...deps, scorer: await createLlmScorer(deps.config, deps.logger) }),
      compileResultHandler(deps),
    ],
    close: async () => {},
  };
}
