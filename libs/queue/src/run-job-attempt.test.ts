import { describe, expect, it } from 'vitest';
import { AppError, analysisFailure } from '@signpost/errors';
import { createLogger } from '@signpost/logger';
import { defineHandler, handlersByName } from './handler-registry.js';
import type { JobContext } from './handler-registry.js';
import { InvalidJobPayloadError } from './job-definitions.js';
import type { ExhaustedJob } from './job-queue.js';
import { UnknownJobError, isPermanentJobFailure, runJobAttempt } from './run-job-attempt.js';
import type { JobAttempt } from './run-job-attempt.js';

const logger = createLogger({ log: { level: 'silent', pretty: false } }, 'run-job-attempt-test');
const analysisId = '6f1c2a4e-8b3d-4f5a-9c7e-1d2b3a4c5d6e';

function setUp(handle: (ctx: JobContext) => Promise<void>, onExhaustedError?: Error) {
  const events: string[] = [];
  const exhausted: ExhaustedJob[] = [];
  const contexts: JobContext[] = [];
  const runner = {
    handlers: handlersByName([
      defineHandler('score-pages', async (_payload, ctx) => {
        contexts.push(ctx);
        events.push('handler');
        await handle(ctx);
      }),
    ]),
    onExhausted: async (job: ExhaustedJob) => {
      events.push('exhausted');
      exhausted.push(job);
      if (onExhaustedError) throw onExhaustedError;
    },
    logger,
  };
  const attempt = (overrides: Partial<JobAttempt> = {}) =>
    runJobAttempt(
      {
        name: 'score-pages',
        payload: { analysisId },
        jobId: `score-pages__${analysisId}`,
        attempt: 1,
        maxAttempts: 3,
        signal: new AbortController().signal,
        ...overrides,
      },
      runner,
    ).then(
      () => events.push('resolved'),
      (error: unknown) => {
        events.push('rejected');
        return error;
      },
    );
  return { attempt, events, exhausted, contexts };
}

describe('runJobAttempt', () => {
  it('runs the handler with the parsed payload and tells it whether this is the final attempt', async () => {
    const { attempt, contexts, events } = setUp(async () => {});
    await attempt({ attempt: 2 });
    await attempt({ attempt: 3 });
    expect(contexts.map(({ attempt: n, isFinalAttempt }) => [n, isFinalAttempt])).toEqual([
      [2, false],
      [3, true],
    ]);
    expect(events).toEqual(['handler', 'resolved', 'handler', 'resolved']);
  });

  it('rethrows a failure that may be retried without reporting it', async () => {
    const failure = new Error('database busy');
    const { attempt, events } = setUp(async () => {
      throw failure;
    });
    expect(await attempt()).toBe(failure);
    expect(events).toEqual(['handler', 'rejected']);
  });

  it('reports a failure on the final attempt before rethrowing it', async () => {
    const failure = new Error('still broken');
    const { attempt, events, exhausted } = setUp(async () => {
      throw failure;
    });
    expect(await attempt({ attempt: 3 })).toBe(failure);
    expect(events).toEqual(['handler', 'exhausted', 'rejected']);
    expect(exhausted).toEqual([
      { name: 'score-pages', payload: { analysisId }, jobId: `score-pages__${analysisId}`, error: failure },
    ]);
  });

  it('reports a permanent failure on the first attempt', async () => {
    const failure = analysisFailure('robots_disallowed');
    const { attempt, events } = setUp(async () => {
      throw failure;
    });
    expect(await attempt()).toBe(failure);
    expect(events).toEqual(['handler', 'exhausted', 'rejected']);
  });

  it('fails an invalid payload permanently without running the handler', async () => {
    const { attempt, events, exhausted } = setUp(async () => {});
    const error = await attempt({ payload: { analysisId: 'nope' } });
    expect(error).toBeInstanceOf(InvalidJobPayloadError);
    expect(events).toEqual(['exhausted', 'rejected']);
    expect(exhausted[0]?.payload).toEqual({ analysisId: 'nope' });
  });

  it('fails a job without a handler permanently', async () => {
    const { attempt, events } = setUp(async () => {});
    expect(await attempt({ name: 'compile-result' })).toBeInstanceOf(UnknownJobError);
    expect(await attempt({ name: 'reticulate-splines' })).toBeInstanceOf(UnknownJobError);
    expect(events).toEqual(['exhausted', 'rejected', 'rejected']);
  });

  it('does not report a job that was interrupted, even on its final attempt', async () => {
    const controller = new AbortController();
    const { attempt, events } = setUp(async () => {
      controller.abort();
      throw new Error('aborted');
    });
    await attempt({ attempt: 3, signal: controller.signal });
    expect(events).toEqual(['handler', 'rejected']);
  });

  it('keeps the handler error when onExhausted itself fails', async () => {
    const failure = new Error('handler failure');
    const { attempt, events } = setUp(async () => {
      throw failure;
    }, new Error('database down'));
    expect(await attempt({ attempt: 3 })).toBe(failure);
    expect(events).toEqual(['handler', 'exhausted', 'rejected']);
  });
});

describe('isPermanentJobFailure', () => {
  it('is true only for errors that no retry can fix', () => {
    expect(isPermanentJobFailure(analysisFailure('site_not_found'))).toBe(true);
    expect(isPermanentJobFailure(analysisFailure('site_timeout'))).toBe(false);
    expect(isPermanentJobFailure(new AppError('internal', 'x', { permanent: true }))).toBe(true);
    expect(isPermanentJobFailure(new InvalidJobPayloadError('score-pages', []))).toBe(true);
    expect(isPermanentJobFailure(new Error('plain'))).toBe(false);
    expect(isPermanentJobFailure('thrown string')).toBe(false);
  });
});
