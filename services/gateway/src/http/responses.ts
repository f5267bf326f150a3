import type { z } from 'zod';
import { errorBodySchema } from '@signpost/contracts';

/** A response of one media type with the contract its body follows, as the type provider reads it. */
export function body<S extends z.ZodType>(description: string, schema: S, mediaType = 'application/json') {
  return { description, content: { [mediaType]: { schema } } };
}

const ERROR_DESCRIPTIONS = {
  400: 'The request is not valid, or its JSON is malformed; the message names what to change.',
  401: 'No valid session: sign in, or refresh the access token.',
  402: 'The payment was declined; nothing changed.',
  403: 'The account may not do this (a demo session, or an unverified email).',
  404: 'Nothing has that id; analyses and files are kept 30 days.',
  409: 'The request conflicts with the state of what it names.',
  413: 'The request body is larger than this endpoint accepts.',
  429: 'Too many requests, or the daily allowance is used; Retry-After says when to try again.',
  500: 'Something went wrong on our side.',
  503: 'A service this call needs is unavailable (payments not set up, or Stripe not answering).',
} as const;

type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** The error body (docs/product-rules.md, Errors) for each status a route can fail with. */
export function errorResponses<const S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, body(ERROR_DESCRIPTIONS[status], errorBodySchema)]),
  ) as Record<S, ReturnType<typeof body<typeof errorBodySchema>>>;
}
