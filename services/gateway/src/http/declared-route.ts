import type { z } from 'zod';
import type { errorBodySchema, RouteContract } from '@signpost/contracts';
import type { SecurityRequirement } from '../openapi/security-requirement.js';
import { body, errorResponses } from './responses.js';

/** What the API document says of a route beyond its contract: its words, grouping and security. */
export interface RouteDocs<C extends RouteContract> {
  tags: string[];
  summary: string;
  description?: string;
  security?: SecurityRequirement[];
  /** What each of the contract's own answers means. */
  responses: { [S in keyof C['responses']]: string };
}

type Documented<S extends z.ZodType> = ReturnType<typeof body<S>>;

type ResponsesOf<C extends RouteContract> = {
  [S in keyof C['responses']]: Documented<Extract<C['responses'][S], z.ZodType>>;
} & Record<C['errors'][number], Documented<typeof errorBodySchema>>;

type SchemaOf<C extends RouteContract> = Omit<RouteDocs<C>, 'responses'> & {
  response: ResponsesOf<C>;
} & (C extends { params: infer P extends z.ZodType } ? { params: P } : unknown) &
  (C extends { query: infer Q extends z.ZodType } ? { querystring: Q } : unknown) &
  (C extends { body: infer B extends z.ZodType } ? { body: B } : unknown);

/**
 * The method, URL and schema Fastify registers a route with, from its entry in the route table and
 * its docs: routes spread this into `app.route` and add only their handler and policies.
 */
export function declaredRoute<const C extends RouteContract>(
  contract: C,
  { responses: descriptions, ...docs }: RouteDocs<C>,
): { method: C['method']; url: string; schema: SchemaOf<C> } {
  const answers = Object.entries(contract.responses).map(([status, schema]) => {
    const success = Number(status) < 300;
    const description = (descriptions as Record<string, string>)[status] ?? '';
    return [status, body(description, schema as z.ZodType, success ? contract.media : undefined)];
  });
  const schema = {
    ...docs,
    ...(contract.params && { params: contract.params }),
    ...(contract.query && { querystring: contract.query }),
    ...(contract.body && { body: contract.body }),
    response: { ...Object.fromEntries(answers), ...errorResponses(...contract.errors) },
  };
  return { method: contract.method, url: contract.path, schema: schema as SchemaOf<C> };
}
