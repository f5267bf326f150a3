import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { decodedPathOf } from './request-path.js';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../../web/dist', import.meta.url));

/**
 * Serves the built SPA: its files as they are, and index.html for any other GET that no route of the
 * server answers and that is not an API path, so client-side routes survive a reload while the
 * server's own pages (/metrics, the API document, the queue board) stay theirs.
 */
export const webApp = fp(async (app: FastifyInstance, { webDistDir }: { webDistDir: string | undefined }) => {
  const root = webDistDir ?? DEFAULT_WEB_DIST;
  if (!existsSync(`${root}/index.html`)) {
    app.log.warn({ root }, 'web app not built; run `npm run build` to serve it');
    return;
  }
  await app.register(fastifyStatic, { root, wildcard: false, index: ['index.html'] });
  app.addHook('onRequest', async (request, reply) => {
    const path = decodedPathOf(request.url);
    const isApi = path.startsWith('/api/') || path === '/healthz' || path === '/readyz';
    if (!request.is404 || request.method !== 'GET' || isApi || path.includes('.')) return;
    if (path !== '/') return reply.sendFile('index.html');
  });
});
