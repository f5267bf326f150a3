import type { StageWorkers } from '@signpost/queue';
import type { StageDeps } from '../stage-deps.js';
import { compileResultHandler } from './compile-result-handler.js';
import { scorePagesHandler } from './score-pages-handler.js';
import { createLlmScorer } from './create-llm-scorer.js';

/** The scoring service: scores pages and compiles the result, both on the scoring queue. */
export function scoringStage(deps: StageDeps): StageWorkers {
  return {
    queues: ['scoring'],
    handlers: [
      scorePagesHandler({ ...deps, scorer: createLlmScorer(deps.config, deps.logger) }),
      compileResultHandler(deps),
    ],
    close: async () => {},
  };
}
