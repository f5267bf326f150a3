import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { anonymousCaller, type Caller } from '@signpost/usage';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking, resolved once per request; services take it as their first argument. */
    caller: Caller;
  }
}

/**
 * Resolves the caller of every request. Until accounts exist every caller is anonymous, known by the
 * client address (the proxy-aware address Fastify derives from TRUST_PROXY).
 */
export const callerPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('caller');
  app.addHook('onRequest', async (request) => {
    request.caller = anonymousCaller(request.ip);
  });
});
