import type { Runtime, StageWorkers } from '@signpost/runtime';
import { compileResultHandler } from './handlers/compile-result.js';
import { scorePagesHandler } from './handlers/score-pages.js';

/** The scoring service: scores pages and compiles the result, both on the scoring queue. */
export function scoringStage(runtime: Runtime): StageWorkers {
  return {
    queues: ['scoring'],
    handlers: [scorePagesHandler(runtime), compileResultHandler(runtime)],
    close: async () => {},
  };
}
