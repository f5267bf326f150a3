import type { Runtime, StageWorkers } from '@signpost/runtime';
import { compileResultHandler } from './handlers/compile-result.js';
import { scorePagesHandler } from './handlers/score-pages.js';
import { createLlmScorer } from './scoring/create-llm-scorer.js';

/** The scoring service: scores pages and compiles the result, both on the scoring queue. */
export function scoringStage(runtime: Runtime): StageWorkers {
  return {
    queues: ['scoring'],
    handlers: [
      scorePagesHandler({ ...runtime, scorer: createLlmScorer(runtime.config, runtime.logger) }),
      compileResultHandler(runtime),
    ],
    close: async () => {},
  };
}
