import { createGuardedFetcher } from '@signpost/fetch';
import type { Runtime } from '@signpost/runtime';
import { ValidationPool } from './validation-pool.js';
import { ValidatorService } from './validator-service.js';
import { ReadinessService } from '../readiness/readiness-service.js';

/** Threads for the checks: enough that one slow text does not queue the others behind it. */
const VALIDATION_THREADS = 2;
const MAX_WAITING_STEPS = 64;

/**
 * The validator, and the readiness report that builds on it, with what they hold for the app's lifetime: one fetcher, whose connection pool and
 * per-host limits all checks share, and the worker threads; `close` lets both go.
 */
export function openValidator(runtime: Pick<Runtime, 'config' | 'repos' | 'usage'>): {
  validator: ValidatorService;
  readiness: ReadinessService;
  close: () => Promise<void>;
} {
  const fetcher = createGuardedFetcher(runtime.config.crawl);
  const pool = new ValidationPool({
    deadlineMs: runtime.config.validator.deadlineMs,
    threads: VALIDATION_THREADS,
    maxWaiting: MAX_WAITING_STEPS,
  });
  return {
    validator: new ValidatorService(runtime, fetcher, pool),
    readiness: new ReadinessService(runtime, fetcher, pool),
    close: async () => {
      await Promise.all([fetcher.close(), pool.close()]);
    },
  };
}
