import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@signpost/contracts';
import { declaredRoute } from '../http/declared-route.js';
import { ACCEPTS_API_KEY } from '../openapi/api-docs.js';
import type { SiteReadersService } from '../readers/site-readers-service.js';

/** Who reads an owner's published file: agents by class, agent and day. */
export const siteReadersRoutes: FastifyPluginAsyncZod<{ readers: SiteReadersService }> = async (
  app,
  { readers },
) => {
  app.route({
    ...declaredRoute(ROUTES.siteReaders, {
      security: ACCEPTS_API_KEY,
      tags: ['files'],
      summary: 'Who read the site’s published file, its markdown copies and its MCP server',
      description:
        '`{site}` is the site’s host, with its port when it is not the scheme’s default, URL-encoded. ' +
        'Every request is counted by the class of agent that made it (ai-training, ai-search, ai-user, ' +
        'search-engine, mcp for calls of the site’s MCP server, other), within a minute. `days` is 1 to ' +
        '90, 30 when missing; the days run to today (UTC), oldest first.',
      responses: { 200: 'The counts by class, by agent (most first) and by day.' },
    }),
    handler: async (request) => readers.readersOf(request.caller, request.params.site, request.query.days),
  });
};
