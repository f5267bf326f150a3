/** What a logged URL shows instead of its query string. */
export const REDACTED_QUERY = '?[redacted]';

/**
 * A URL as it may be logged: its query string replaced, since links carry tokens there (verification,
 * password reset, a misplaced API key), and its fragment dropped. Works on paths and absolute URLs.
 */
export function urlForLog(url: unknown): unknown {
  if (typeof url !== 'string') return url;
  const end = url.search(/[?#]/);
  if (end === -1) return url;
  return url[end] === '?' ? `${url.slice(0, end)}${REDACTED_QUERY}` : url.slice(0, end);
}

/** The parts of an HTTP request a log line keeps: a Fastify request or a plain Node one. */
interface LoggableRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remoteAddress?: string; remotePort?: number } | null;
}

/** The `req` of a log line, like Fastify's own, but with the query string of its URL redacted. */
export function requestForLog(request: LoggableRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    host: request.host,
    remoteAddress: request.ip ?? request.socket?.remoteAddress,
    remotePort: request.socket?.remotePort,
  };
}
