import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  healthResponseSchema,
  RENDER_PATH,
  renderRequestSchema,
  renderResponseSchema,
} from '@signpost/contracts';
import { AppError } from '@signpost/errors';
import type { PageRenderer } from '@signpost/render';
import { bearerMatches } from './bearer-token.js';
import { errorResponse } from './error-response.js';

/** A request is one address; anything bigger is not one of our workers. */
const BODY_LIMIT_BYTES = 16 * 1024;

export interface RenderServerOptions {
  renderer: PageRenderer;
  /** Every /render request must carry `Authorization: Bearer <token>`. */
  token: string;
  /** The renderer's bound on one page; a request, its wait for the pool included, is cut at twice it. */
  renderTimeoutMs: number;
  logger: FastifyBaseLogger;
}

const routes: FastifyPluginAsyncZod<RenderServerOptions> = async (app, { renderer, token }) => {
  app.get('/healthz', { schema: { response: { 200: healthResponseSchema } } }, async () => ({
    status: 'ok' as const,
  }));
  // Nothing to wait for: Chromium starts on the first page, and a failed start is that page's 503.
  app.get('/readyz', { schema: { response: { 200: healthResponseSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  app.post(
    RENDER_PATH,
    {
      schema: {
        body: renderRequestSchema,
        response: { 200: renderResponseSchema, '4xx': errorBodySchema, '5xx': errorBodySchema },
      },
      // The token is checked before the body is read or parsed.
      onRequest: async (request) => {
        if (!bearerMatches(request.headers.authorization, token)) {
          throw new AppError(
            'unauthorized',
            'This service needs its token: Authorization: Bearer <RENDER_TOKEN>.',
          );
        }
      },
    },
    async (request, reply) => {
      // A worker that gives up (its own deadline, a cancelled analysis) frees the browser at once.
      const gone = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      return renderer.render(request.body.url, gone.signal);
    },
  );
};

/**
 * The render service's HTTP server: /healthz, /readyz and the one authenticated route that opens a
 * page in Chromium. Its process holds no secret beyond its own token (libs/config's
 * renderServiceEnvSchema), so a compromised browser finds nothing worth taking.
 */
export async function buildRenderServer(options: RenderServerOptions): Promise<FastifyInstance> {
  const server = Fastify({
    loggerInstance: options.logger,
    bodyLimit: BODY_LIMIT_BYTES,
    connectionTimeout: options.renderTimeoutMs * 2,
    requestTimeout: options.renderTimeoutMs * 2,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  server.setErrorHandler((error, request, reply) => {
    const { status, body } = errorResponse(error);
    // A page that fails to render is the site's doing; only our own failures are errors here.
    if (status === 500) request.log.error({ err: error }, body.message);
    return reply.status(status).send(body);
  });
  server.setNotFoundHandler((_request, reply) =>
    reply
      .status(404)
      .send({ error: 'not_found', message: 'Only /healthz, /readyz and POST /render are served here.' }),
  );
  await server.register(routes, options);
  return server;
}
