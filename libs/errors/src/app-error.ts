import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@signpost/contracts';

/**
 * A failure a user can act on: a code from the one union in @signpost/contracts (which fixes its HTTP
 * status), and a sentence for people. `permanent` tells the job runner that retrying cannot help (the
 * site does not exist, robots forbid everything), so the analysis ends at once instead of after every
 * retry.
 */
export interface AppErrorOptions {
  cause?: unknown;
  permanent?: boolean;
  headers?: Record<string, string>;
  details?: Omit<ErrorBody, 'error' | 'message'>;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly permanent: boolean;
  readonly headers: Record<string, string>;
  readonly details: Omit<ErrorBody, 'error' | 'message'>;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.permanent = options.permanent ?? false;
    this.headers = options.headers ?? {};
    this.details = options.details ?? {};
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export const badRequest = (message: string, code: ErrorCode = 'bad_request') => new AppError(code, message);
export const notFound = (message: string) => new AppError('not_found', message);
export const serviceUnavailable = (message: string, cause?: unknown) =>
  new AppError('unavailable', message, { cause });
