import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@signpost/errors';
import { SCRAPE_REFUSED, scrapeAllowed, type Metrics } from '@signpost/metrics';

interface MetricsRouteOptions {
  metrics: Metrics;
  /** METRICS_TOKEN: when set, a scrape must bear it. */
  token: string | undefined;
}

/** The label of a request no route matched: its URL would let any client grow the series. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * Times every request of the app by its route pattern, and serves this process's metrics at
 * GET /metrics in Prometheus's text format. Registered before the routes (a hook applies to the routes
 * that come after it); the endpoint is for scrapers inside the cluster, so it stays out of the API
 * document, and with METRICS_TOKEN set it answers only a scrape bearing the token.
 */
export const metricsRoutes = fp(async (app: FastifyInstance, { metrics, token }: MetricsRouteOptions) => {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.httpRequest(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
  });

  app.get(
    '/metrics',
    { schema: { hide: true }, config: { ownAuthorization: true } },
    async (request, reply) => {
      if (!scrapeAllowed(request.headers.authorization, token)) {
        throw new AppError('unauthorized', SCRAPE_REFUSED.message);
      }
      const { contentType, body } = await metrics.expose();
      return reply.type(contentType).send(body);
    },
  );
});
