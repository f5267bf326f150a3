import type { FastifyInstance } from 'fastify';
import type { Runtime } from '@signpost/runtime';

export async function healthRoutes(app: FastifyInstance, { runtime }: { runtime: Runtime }) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    const checks = await Promise.allSettled([runtime.database.ping(), runtime.queue.ping()]);
    const [database, queue] = checks.map((check) => (check.status === 'fulfilled' ? 'ok' : 'unreachable'));
    if (database === 'ok' && queue === 'ok') return { status: 'ready', database, queue };
    request.log.warn({ database, queue }, 'not ready');
    return reply.status(503).send({
      error: 'unavailable',
      message: 'A dependency is unreachable; try again shortly.',
      database,
      queue,
    });
  });
}
