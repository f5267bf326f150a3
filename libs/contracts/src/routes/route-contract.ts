import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The statuses a route can fail with, each answered with the error body (docs/product-rules.md, Errors). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 429 | 500 | 503;

/**
 * One route of the HTTP API, declared once: the gateway registers it from this, the OpenAPI document
 * describes it from what the gateway registers, and the web client calls it from this.
 */
export interface RouteContract {
  method: HttpMethod;
  /** Fastify's spelling: `:name` for a path parameter. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Each answer other than the shared error body, by status: the success, and any special one. */
  responses: Partial<Record<number, z.ZodType>>;
  /** The media type of the success answers; JSON unless said. */
  media?: 'text/plain' | 'text/markdown' | 'text/event-stream';
  /** The statuses answered with the error body. */
  errors: readonly ErrorStatus[];
}

/** Declares a route, keeping its literal types for the gateway and the web client to read. */
export const route = <const C extends RouteContract>(contract: C): C => contract;

type SuccessStatus = 200 | 201 | 202;

/** The schema of a route's success answer (its 2xx answers share one schema). */
export type SuccessSchema<C extends RouteContract> = NonNullable<
  C['responses'][Extract<keyof C['responses'], SuccessStatus>]
>;

/** What a call answers on success, as its schema reads it. */
export type RouteAnswer<C extends RouteContract> = ReturnType<SuccessSchema<C>['parse']>;

/** The success schema itself, for the client to check the answer with. */
export function successSchemaOf<C extends RouteContract>(contract: C): SuccessSchema<C> {
  const status = Object.keys(contract.responses)
    .map(Number)
    .find((code) => code >= 200 && code < 300);
  const schema = status === undefined ? undefined : contract.responses[status];
  if (!schema) throw new Error(`${contract.method} ${contract.path} declares no success answer`);
  return schema as SuccessSchema<C>;
}

/** What a call sends: the route's params, query and body, each as its schema takes it in. */
export type RouteInput<C extends RouteContract> = (C extends { params: infer P extends z.ZodType }
  ? { params: z.input<P> }
  : unknown) &
  (C extends { query: infer Q extends z.ZodType } ? { query: z.input<Q> } : unknown) &
  (C extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : unknown);

/**
 * The path of a call: each `:name` filled with its encoded value, then the query's defined values in
 * the order given.
 */
export function pathOf(
  contract: Pick<RouteContract, 'path'>,
  input: { params?: object; query?: object } = {},
): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = contract.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  const query = Object.entries(input.query ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return query.length === 0 ? path : `${path}?${query.join('&')}`;
}
