import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './job-lane.js';

describe('retryDelayMs', () => {
  it('doubles the delay after each failed attempt, as BullMQ exponential backoff does', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(100, attempt))).toEqual([100, 200, 400, 800]);
  });
});
