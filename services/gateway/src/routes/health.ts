import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@signpost/contracts';
import type { HealthService } from '../health/health-service.js';
import { declaredRoute } from '../http/declared-route.js';

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  app.route({
    ...declaredRoute(ROUTES.health, {
      tags: ['health'],
      summary: 'Liveness: the process answers',
      responses: { 200: 'The process is alive.' },
    }),
    handler: async () => ({ status: 'ok' as const }),
  });

  app.route({
    ...declaredRoute(ROUTES.readiness, {
      tags: ['health'],
      summary: 'Readiness: the database and the queue answer',
      responses: { 200: 'Ready to serve.', 503: 'A dependency is unreachable; the body says which.' },
    }),
    handler: async (request, reply) => {
      const { ready, database, queue } = await health.readiness();
      if (ready) return { status: 'ready' as const, database, queue };
      request.log.warn({ database, queue }, 'not ready');
      return reply.status(503).send({
        error: 'unavailable',
        message: 'A dependency is unreachable; try again shortly.',
        database,
        queue,
      });
    },
  });
};
