import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  healthResponseSchema,
  readinessResponseSchema,
  unreadyResponseSchema,
  type DependencyStatus,
} from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { body } from '../http/responses.js';

const dependencyStatus = (check: PromiseSettledResult<unknown>): DependencyStatus =>
  check.status === 'fulfilled' ? 'ok' : 'unreachable';

export const healthRoutes: FastifyPluginAsyncZod<{ runtime: Runtime }> = async (app, { runtime }) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        response: { 200: body('The process is alive.', healthResponseSchema) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database and the queue answer',
        response: {
          200: body('Ready to serve.', readinessResponseSchema),
          503: body('A dependency is unreachable; the body says which.', unreadyResponseSchema),
        },
      },
    },
    async (request, reply) => {
      const [databaseCheck, queueCheck] = await Promise.allSettled([
        runtime.database.ping(),
        runtime.queue.ping(),
      ]);
      const database = dependencyStatus(databaseCheck);
      const queue = dependencyStatus(queueCheck);
      if (database === 'ok' && queue === 'ok') return { status: 'ready' as const, database, queue };
      request.log.warn({ database, queue }, 'not ready');
      return reply.status(503).send({
        error: 'unavailable',
        message: 'A dependency is unreachable; try again shortly.',
        database,
        queue,
      });
    },
  );
};
