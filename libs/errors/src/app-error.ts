/**
 * A failure a user can act on: a stable code, the HTTP status that fits, and a sentence for people.
 * `permanent` tells the job runner that retrying cannot help (the site does not exist, robots forbid
 * everything), so the analysis ends at once instead of after every retry.
 */
export interface AppErrorOptions {
  cause?: unknown;
  permanent?: boolean;
  headers?: Record<string, string>;
  details?: Record<string, string>;
}

export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly permanent: boolean;
  readonly headers: Record<string, string>;
  readonly details: Record<string, string>;

  constructor(code: string, status: number, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.permanent = options.permanent ?? false;
    this.headers = options.headers ?? {};
    this.details = options.details ?? {};
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export const badRequest = (message: string, code = 'bad_request') => new AppError(code, 400, message);
export const notFound = (message: string) => new AppError('not_found', 404, message);
export const serviceUnavailable = (message: string, cause?: unknown) =>
  new AppError('unavailable', 503, message, { cause });
