import {
  pathOf,
  successSchemaOf,
  type RouteAnswer,
  type RouteContract,
  type RouteInput,
} from '@signpost/contracts';
import type { HttpRequest, ResponseParser } from './http-client.js';

/** How a call is sent beyond what the route table says: its timeout, cancellation and headers. */
export type CallOptions = Pick<HttpRequest<unknown>, 'signal' | 'timeoutMs' | 'headers' | 'plainText'>;

/**
 * The request for a call of a route in the table: its method, its path with the params and query
 * filled in, the body, and the route's success schema as the parser of the answer.
 */
export function requestOf<C extends RouteContract>(
  contract: C,
  input: RouteInput<C>,
  options: CallOptions = {},
): HttpRequest<RouteAnswer<C>> {
  const { params, query, body } = input as { params?: object; query?: object; body?: unknown };
  return {
    method: contract.method,
    path: pathOf(contract, { params, query }),
    body,
    // A generic schema's parse is typed loosely; the answer type is the same schema's output.
    parser: successSchemaOf(contract) as ResponseParser<RouteAnswer<C>>,
    ...options,
  };
}
