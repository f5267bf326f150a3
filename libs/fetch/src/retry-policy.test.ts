import { describe, expect, it } from 'vitest';
import { isRetryableStatus, retryDelayMs } from './retry-policy.js';

describe('retryDelayMs', () => {
  it('honours Retry-After in seconds', () => {
    expect(retryDelayMs('2', 1)).toBe(2000);
  });

  it('honours Retry-After as an HTTP date', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(retryDelayMs('Wed, 01 Jan 2025 00:00:03 GMT', 1, now)).toBe(3000);
    expect(retryDelayMs('Tue, 31 Dec 2024 23:00:00 GMT', 1, now)).toBe(0);
  });

  it('caps long waits at five seconds', () => {
    expect(retryDelayMs('3600', 1)).toBe(5000);
  });

  it('falls back to a doubling backoff for a missing or unreadable header', () => {
    expect(retryDelayMs(undefined, 1)).toBe(500);
    expect(retryDelayMs('soon', 2)).toBe(1000);
  });

  it('retries only 429 and 503', () => {
    expect([429, 503, 500, 502, 404].map(isRetryableStatus)).toEqual([true, true, false, false, false]);
  });
});
