import type { Runtime, StageWorkers } from '@signpost/runtime';
import { compileResultHandler } from './compile-result-handler.js';
import { scorePagesHandler } from './score-pages-handler.js';
import { createLlmScorer } from './create-llm-scorer.js';

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
