import { APIConnectionError, APIError, APIUserAbortError } from '@anthropic-ai/sdk';

export interface RetryPolicy {
  /** Calls per request, the first included. */
  maxAttempts: number;
  /** First wait when the server names none; doubled each attempt. */
  baseDelayMs: number;
  /** A server asking for a longer wait than this gets none: the pages fall back instead. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 4, baseDelayMs: 1_000, maxDelayMs: 60_000 };

/** Rate limited (429), overloaded (529), server errors, timeouts and dropped connections pass; bad requests do not. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof APIUserAbortError) return false;
  if (error instanceof APIConnectionError) return true;
  if (!(error instanceof APIError) || error.status === undefined) return false;
  if (error.headers?.get('x-should-retry') === 'false') return false;
  return error.status === 408 || error.status === 409 || error.status === 429 || error.status >= 500;
}

/** The wait the server asked for, from `retry-after-ms`, or `retry-after` in seconds or as a date. */
export function serverRetryDelayMs(error: unknown, now = Date.now()): number | null {
  if (!(error instanceof APIError) || !error.headers) return null;
  const millis = Number(error.headers.get('retry-after-ms') ?? Number.NaN);
  if (Number.isFinite(millis) && millis >= 0) return millis;
  const value = error.headers.get('retry-after');
  if (value === null) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * The wait before attempt `attempt + 1`, or null to give up. Without a server hint, exponential
 * backoff with jitter, so that many workers throttled together do not return together.
 */
export function retryDelayMs(
  error: unknown,
  attempt: number,
  policy: RetryPolicy,
  random = Math.random,
): number | null {
  if (attempt >= policy.maxAttempts || !isRetryable(error)) return null;
  const asked = serverRetryDelayMs(error);
  if (asked !== null) return asked <= policy.maxDelayMs ? asked : null;
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
