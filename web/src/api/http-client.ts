import { errorBodySchema } from '@signpost/contracts';
import type { ErrorBody } from '@signpost/contracts';
import { ApiError, CLIENT_ERROR_CODES } from './api-error.js';
import type { ClientErrorCode } from './api-error.js';
import { readBoundedText } from './bounded-body.js';
import { clientErrorMessage } from './error-messages/index.js';

/** The subset of `fetch` the client needs, so tests can hand in a fake. */
export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

/** Anything that validates an unknown JSON value into `T` (the contracts' zod schemas qualify). */
export interface ResponseParser<T> {
  parse(input: unknown): T;
}

export interface HttpClientOptions {
  fetch: FetchFunction;
  /** Prepended to every path; empty means same origin. */
  baseUrl?: string;
  timeoutMs?: number;
  maxResponseBytes?: number;
}

export interface HttpRequest<T> {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  /** Sent as they are, after the client's own (Accept, Content-Type). */
  headers?: Record<string, string>;
  parser: ResponseParser<T>;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The answer is plain text (a file), handed to the parser as it is rather than as JSON. */
  plainText?: boolean;
}

export interface HttpClient {
  request<T>(request: HttpRequest<T>): Promise<T>;
}

const DEFAULT_TIMEOUT_MS = 20_000;
const DEFAULT_MAX_RESPONSE_BYTES = 16 * 1024 * 1024;

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const baseUrl = options.baseUrl ?? '';
  const maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;

  return {
    async request<T>(request: HttpRequest<T>): Promise<T> {
      const timeout = AbortSignal.timeout(request.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (request.body !== undefined) headers['Content-Type'] = 'application/json';
      Object.assign(headers, request.headers);

      let status = 0;
      try {
        const response = await options.fetch(`${baseUrl}${request.path}`, {
          method: request.method,
          headers,
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          credentials: 'include',
          signal,
        });
        status = response.status;
        const text = await readBoundedText(response, maxBytes);
        if (!response.ok) throw errorFromResponse(response, text);
        if (request.plainText) return request.parser.parse(text);
        return parseBody(text, request.parser, status);
      } catch (error) {
        if (error instanceof ApiError) throw error;
        // The caller cancelled (a query was dropped): let that abort travel as it is.
        if (request.signal?.aborted) throw error;
        const code = timeout.aborted ? CLIENT_ERROR_CODES.timeout : CLIENT_ERROR_CODES.network;
        throw clientError(code, status, error);
      }
    },
  };
}

function parseBody<T>(text: string, parser: ResponseParser<T>, status: number): T {
  try {
    // A 204 (or any empty body) reaches the parser as undefined, which only a bodiless call accepts.
    return parser.parse(text === '' ? undefined : JSON.parse(text));
  } catch (error) {
    throw clientError(CLIENT_ERROR_CODES.invalidResponse, status, error);
  }
}

function clientError(code: ClientErrorCode, status: number, cause: unknown): ApiError {
  return new ApiError(status, code, clientErrorMessage(code, status), {}, cause);
}

function errorFromResponse(response: Response, text: string): ApiError {
  const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'));
  const body = readErrorBody(text);
  if (body === null) {
    const code = CLIENT_ERROR_CODES.http;
    return new ApiError(response.status, code, clientErrorMessage(code, response.status), {
      retryAfterSeconds,
    });
  }
  return new ApiError(response.status, body.error, body.message, {
    retryAfterSeconds,
    resetAt: body.resetAt ?? null,
    suggestedUpgrade: body.suggestedUpgrade ?? null,
  });
}

const errorDetailsSchema = errorBodySchema.omit({ error: true });

/**
 * The gateway's error body. Its code is kept even when this page does not know it: a newer server's
 * sentence still beats a bare 'HTTP {status}'.
 */
function readErrorBody(text: string): (Omit<ErrorBody, 'error'> & { error: string }) | null {
  const json = parseJsonOrNull(text);
  if (typeof json !== 'object' || json === null || !('error' in json) || typeof json.error !== 'string') {
    return null;
  }
  const details = errorDetailsSchema.safeParse(json);
  return details.success ? { ...details.data, error: json.error } : null;
}

function parseJsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function parseRetryAfter(header: string | null): number | null {
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
}
