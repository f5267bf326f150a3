export const MAX_RETRIES = 2;
const MAX_RETRY_AFTER_MS = 5_000;
const BASE_BACKOFF_MS = 500;

export function isRetryableStatus(status: number): boolean {
  return status === 429 || status === 503;
}

/**
 * How long to wait before retry number `attempt` (1-based): the server's Retry-After (seconds or an
 * HTTP date) when it gives one, else a short doubling backoff; never more than a few seconds.
 */
export function retryDelayMs(retryAfter: string | undefined, attempt: number, now = Date.now()): number {
  const fallback = BASE_BACKOFF_MS * 2 ** (attempt - 1);
  const value = retryAfter?.trim() ?? '';
  let requested: number | null = null;
  if (/^\d+$/.test(value)) {
    requested = Number(value) * 1000;
  } else if (value !== '') {
    const date = Date.parse(value);
    if (!Number.isNaN(date)) requested = Math.max(0, date - now);
  }
  return Math.min(requested ?? fallback, MAX_RETRY_AFTER_MS);
}
