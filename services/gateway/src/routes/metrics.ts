import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Metrics } from '@signpost/metrics';

/** The label of a request no route matched: its URL would let any client grow the series. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * Times every request of the app by its route pattern, and serves this process's metrics at
 * GET /metrics in Prometheus's text format. Registered before the routes (a hook applies to the routes
 * that come after it); the endpoint is for scrapers inside the cluster, so it stays out of the API
 * document.
 */
export const metricsRoutes = fp(async (app: FastifyInstance, { metrics }: { metrics: Metrics }) => {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.httpRequest(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    const { contentType, body } = await metrics.expose();
    return reply.type(contentType).send(body);
  });
});
