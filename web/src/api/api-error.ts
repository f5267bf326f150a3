/** The codes of failures found in the browser, next to the server's `ErrorCode`s of contracts. */
export const CLIENT_ERROR_CODES = {
  network: 'network',
  timeout: 'timeout',
  http: 'http_error',
  invalidResponse: 'invalid_response',
  responseTooLarge: 'response_too_large',
  /** A signed-in call was refused and the session could not be renewed. */
  sessionExpired: 'session_expired',
} as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[keyof typeof CLIENT_ERROR_CODES];

export interface ApiErrorDetails {
  retryAfterSeconds?: number | null;
  resetAt?: string | null;
  suggestedUpgrade?: string | null;
}

/**
 * A failed call to the Signpost API. `status` is 0 when no response arrived (network failure or
 * timeout). `code` is a client code, or the server's `ErrorCode`; a server newer than this page may
 * send a code it does not know yet, so any string is kept.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly retryAfterSeconds: number | null;
  readonly resetAt: string | null;
  readonly suggestedUpgrade: string | null;

  constructor(status: number, code: string, message: string, details: ApiErrorDetails = {}, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = details.retryAfterSeconds ?? null;
    this.resetAt = details.resetAt ?? null;
    this.suggestedUpgrade = details.suggestedUpgrade ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
