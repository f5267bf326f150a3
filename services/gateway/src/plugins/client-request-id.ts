import type { IncomingHttpHeaders } from 'node:http';

/** A caller's own correlation id is kept only in this shape, so it cannot flood or forge a log line. */
const CLIENT_REQUEST_ID = /^[\w.:-]{1,64}$/;

/**
 * The `x-request-id` a client sent, when it is a short plain token: logged beside the server's own
 * request id (which is always generated here, never taken from the client) so a caller can still
 * correlate its calls. Anything else is dropped.
 */
export function clientRequestIdOf(headers: IncomingHttpHeaders): { clientRequestId: string } | undefined {
  const value = headers['x-request-id'];
  return typeof value === 'string' && CLIENT_REQUEST_ID.test(value) ? { clientRequestId: value } : undefined;
}
