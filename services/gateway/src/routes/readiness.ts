import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@signpost/contracts';
import { declaredRoute } from '../http/declared-route.js';
import type { ReadinessService } from '../readiness/readiness-service.js';

/** The agent-readiness report: anyone may ask (anonymous callers within the validator's allowance). */
export const readinessRoutes: FastifyPluginAsyncZod<{ readiness: ReadinessService }> = async (
  app,
  { readiness },
) => {
  const tags = ['validator'];
  app.route({
    ...declaredRoute(ROUTES.checkAgentReadiness, {
      tags,
      summary: 'Check everything an AI agent needs from a site, with a fix for each problem',
      description:
        'A 0-100 score from named checks (llms.txt, markdown, discovery links, robots.txt and usage ' +
        'signals towards AI agents, sitemap, pages without JavaScript). Anonymous callers share the ' +
        "validator's checks per UTC day. The report is kept 30 days at GET /api/agent-readiness/{id}.",
      responses: { 200: 'The report, with the id of its shareable copy.' },
    }),
    handler: async (request) => readiness.check(request.caller, request.body.url),
  });
  app.route({
    ...declaredRoute(ROUTES.sharedReadinessReport, {
      tags,
      summary: 'A readiness report shared by its id',
      responses: { 200: 'The report as it was made.' },
    }),
    handler: async (request) => readiness.shared(request.params.id),
  });
};
