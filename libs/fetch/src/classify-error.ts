import { BlockedAddressError } from './connection-guard.js';
import { FetchError } from './fetch-error.js';

const TIMEOUT_CODES: ReadonlySet<string> = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
]);

/** OpenSSL's words for an answer to a TLS handshake that is not TLS (a plain http server, say). */
const NOT_TLS_CODES: ReadonlySet<string> = new Set([
  'ERR_SSL_WRONG_VERSION_NUMBER',
  'ERR_SSL_PACKET_LENGTH_TOO_LONG',
  'ERR_SSL_HTTP_REQUEST',
]);

/** The error itself, its causes and, for AggregateErrors (happy eyeballs), each attempt's error. */
function* errorChain(error: unknown, depth = 0): Generator<unknown> {
  if (depth > 5 || error === undefined || error === null) return;
  yield error;
  if (error instanceof AggregateError) {
    for (const inner of error.errors) yield* errorChain(inner, depth + 1);
  }
  if (error instanceof Error) yield* errorChain(error.cause, depth + 1);
}

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** True when undici or the socket gave up waiting for the host (not when the caller gave up). */
export function isTimeoutError(error: unknown): boolean {
  return [...errorChain(error)].some((item) => TIMEOUT_CODES.has(codeOf(item) ?? ''));
}

/** Turns whatever undici, node:net or the guards threw into a FetchError with a stable code. */
export function toFetchError(
  error: unknown,
  url: string,
  deadlinePassed: boolean,
  timeoutMs: number,
): FetchError {
  if (error instanceof FetchError) return error;
  const chain = [...errorChain(error)];
  const blocked = chain.find((item) => item instanceof BlockedAddressError);
  if (blocked !== undefined) {
    return new FetchError('address_refused', (blocked as BlockedAddressError).message, url, error);
  }
  if (deadlinePassed || isTimeoutError(error)) {
    return new FetchError('timeout', `No complete answer within ${timeoutMs} ms`, url, error);
  }
  const code = chain.map(codeOf).find((item) => item !== undefined);
  if (code === 'ECONNREFUSED') {
    return new FetchError('connection_refused', `${url} refused the connection`, url, error);
  }
  if (code !== undefined && NOT_TLS_CODES.has(code)) {
    return new FetchError('not_tls', `${new URL(url).host} does not speak https (${code})`, url, error);
  }
  if (code === 'ENOTFOUND') {
    return new FetchError('host_not_found', `No such host: ${new URL(url).hostname}`, url, error);
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new FetchError('network', `Could not reach ${url}: ${code ?? reason}`, url, error);
}
