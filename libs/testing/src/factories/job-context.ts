import type { JobContext } from '@signpost/queue';

/** The context a queue hands a handler on a first, not final, attempt. */
export function jobContext(overrides: Partial<JobContext> = {}): JobContext {
  return {
    jobId: 'test-job',
    attempt: 1,
    isFinalAttempt: false,
    signal: new AbortController().signal,
    ...overrides,
  };
}
