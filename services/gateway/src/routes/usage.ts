import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkLimitsRequestSchema,
  checkLimitsResponseSchema,
  simpleUsageResponseSchema,
  trackUsageRequestSchema,
  trackUsageResponseSchema,
  usageEmailParamsSchema,
  usageResponseSchema,
} from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { checkLimits, reportUsage, type Caller, type CostEstimator } from '@signpost/usage';
import { body, errorResponses } from '../http/responses.js';

/** The operator never calls over HTTP; every request's caller is a visitor or an account. */
const asker = (caller: Caller) => {
  if (caller.kind === 'operator') throw new Error('the operator has no HTTP caller');
  return caller;
};

/**
 * Usage and limits (docs/product-rules.md, Usage and limits). /api/analyze is where use is counted; these
 * only tell the caller about itself.
 */
export const usageRoutes: FastifyPluginAsyncZod<{
  runtime: Pick<Runtime, 'repos' | 'usage'>;
  estimateCost: CostEstimator;
}> = async (app, { runtime, estimateCost }) => {
  const tags = ['usage'];
  const usageFor = (caller: Caller, email: string) => reportUsage(runtime, asker(caller), email);

  app.get(
    '/api/usage/:email',
    {
      schema: {
        tags,
        summary: "The caller's usage: its account's for its own email, else the anonymous count",
        params: usageEmailParamsSchema,
        response: {
          200: body('Usage this period.', usageResponseSchema),
          ...errorResponses(400, 401, 429, 500),
        },
      },
    },
    async (request) => usageFor(request.caller, request.params.email),
  );

  app.get(
    '/api/simple-usage/:email',
    {
      schema: {
        tags,
        summary: 'The short form of /api/usage/{email}',
        params: usageEmailParamsSchema,
        response: {
          200: body('Usage this period.', simpleUsageResponseSchema),
          ...errorResponses(400, 401, 429, 500),
        },
      },
    },
    async (request) => usageFor(request.caller, request.params.email),
  );

  app.post(
    '/api/simple-usage/track',
    {
      schema: {
        tags,
        summary: 'The current count; counts nothing itself (use is counted by /api/analyze)',
        body: trackUsageRequestSchema,
        response: {
          200: body('The count.', trackUsageResponseSchema),
          ...errorResponses(400, 401, 429, 500),
        },
      },
    },
    async (request) => {
      const report = await usageFor(request.caller, request.body.email);
      return { count: report.usage.analysesToday, tier: report.tier };
    },
  );

  app.post(
    '/api/check-limits',
    {
      schema: {
        tags,
        summary: 'Whether the caller may start an analysis now, and with which limits',
        body: checkLimitsRequestSchema,
        response: {
          200: body('The limits check.', checkLimitsResponseSchema),
          ...errorResponses(400, 401, 429, 500),
        },
      },
    },
    async (request) => checkLimits({ ...runtime, estimateCost }, asker(request.caller), request.body.email),
  );
};
