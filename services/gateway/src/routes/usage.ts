import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@signpost/contracts';
import { declaredRoute } from '../http/declared-route.js';
import type { UsageService } from '../usage/usage-service.js';

/**
 * Usage and limits (docs/product-rules.md, Usage and limits). /api/analyze is where use is counted; these
 * only tell the caller about itself.
 */
export const usageRoutes: FastifyPluginAsyncZod<{ usage: UsageService }> = async (app, { usage }) => {
  const tags = ['usage'];

  app.route({
    ...declaredRoute(ROUTES.usage, {
      tags,
      summary: "The caller's usage: its account's for its own email, else the anonymous count",
      responses: { 200: 'Usage this period.' },
    }),
    handler: async (request) => usage.report(request.caller, request.params.email),
  });

  app.route({
    ...declaredRoute(ROUTES.simpleUsage, {
      tags,
      summary: 'The short form of /api/usage/{email}',
      responses: { 200: 'Usage this period.' },
    }),
    handler: async (request) => usage.report(request.caller, request.params.email),
  });

  app.route({
    ...declaredRoute(ROUTES.trackUsage, {
      tags,
      summary: 'The current count; counts nothing itself (use is counted by /api/analyze)',
      responses: { 200: 'The count.' },
    }),
    handler: async (request) => usage.count(request.caller, request.body.email),
  });

  app.route({
    ...declaredRoute(ROUTES.checkLimits, {
      tags,
      summary: 'Whether the caller may start an analysis now, and with which limits',
      responses: { 200: 'The limits check.' },
    }),
    handler: async (request) => usage.checkLimits(request.caller, request.body.email),
  });
};
