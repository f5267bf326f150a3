import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Runtime } from '@signpost/runtime';
import { app, type AppOptions } from './app.js';
import { resolveJwtSecret } from './auth/jwt-secret.js';
import { clientRequestIdOf } from './plugins/client-request-id.js';
import { securityHeaders } from './plugins/security-headers.js';

const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Builds the HTTP server around the app plugin: logging, request ids, proxy trust, limits, headers.
 * `readers` replaces the counter of reads of published files (AppOptions).
 */
export async function buildServer(
  runtime: Runtime,
  { readers }: Pick<AppOptions, 'readers'> = {},
): Promise<FastifyInstance> {
  const server = Fastify({
    loggerInstance: runtime.logger.child({ component: 'http' }) as FastifyBaseLogger,
    trustProxy: runtime.config.http.trustProxy.length > 0 ? runtime.config.http.trustProxy : false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Request ids are the server's own: a client's x-request-id could collide with or forge others.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    childLoggerFactory: (logger, bindings, options, rawRequest) =>
      logger.child({ ...bindings, ...clientRequestIdOf(rawRequest.headers) }, options),
    connectionTimeout: 60_000,
    requestTimeout: 60_000,
    return503OnClosing: true,
  });
  server.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await server.register(securityHeaders, { config: runtime.config });
  await server.register(app, { runtime, jwtSecret: await resolveJwtSecret(runtime.config), readers });
  return server;
}
