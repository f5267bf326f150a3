import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@signpost/contracts';
import { declaredRoute } from '../http/declared-route.js';
import { ACCEPTS_API_KEY } from '../openapi/api-docs.js';
import type { PublishingService } from '../publishing/publishing-service.js';

/** Shared caches may keep a published file this long before asking again (with its validators). */
const PUBLIC_CACHE = 'public, max-age=300, stale-while-revalidate=60';

export const publishedFileRoutes: FastifyPluginAsyncZod<{ publishing: PublishingService }> = async (
  app,
  { publishing },
) => {
  const docs = { security: ACCEPTS_API_KEY, tags: ['files'] };

  app.route({
    ...declaredRoute(ROUTES.publishLlmFile, {
      ...docs,
      summary: 'Publish a generated file at a stable public address for its site',
      description:
        'The address names the site and stays the same when the site’s file is published again; ' +
        'point the site’s own /llms.txt at it with a redirect or a proxy.',
      responses: { 200: 'Where the llms.txt and its llms-full.txt are served.' },
    }),
    handler: async (request) => publishing.publish(request.caller, request.params.id),
  });

  app.route({
    ...declaredRoute(ROUTES.unpublishLlmFile, {
      ...docs,
      summary: 'Stop serving a published file',
      responses: { 200: 'The address answers 404 from now on.' },
    }),
    handler: async (request) => publishing.unpublish(request.caller, request.params.id),
  });

  app.route({
    ...declaredRoute(ROUTES.publishedFile, {
      tags: ['files'],
      summary: 'Read a published llms.txt, its llms-full.txt, or a section file the full text lists',
      responses: {
        200: 'The text, with its validators (ETag, Last-Modified).',
        304: 'The copy the client holds is current.',
      },
    }),
    handler: async (request, reply) => {
      const text = await publishing.serve(request.params.slug, request.params.file);
      reply
        .header('access-control-allow-origin', '*')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', PUBLIC_CACHE)
        .header('etag', text.etag)
        .header('last-modified', text.lastModified.toUTCString());
      if (isCurrent(request.headers['if-none-match'], request.headers['if-modified-since'], text))
        return reply.status(304).send();
      return reply.header('content-type', 'text/plain; charset=utf-8').send(text.content);
    },
  });
};

/** Whether the client's copy is the current one (RFC 9110: If-None-Match decides when it is sent). */
function isCurrent(
  ifNoneMatch: string | undefined,
  ifModifiedSince: string | undefined,
  text: { etag: string; lastModified: Date },
): boolean {
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === text.etag);
  }
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(text.lastModified.getTime() / 1000) * 1000 <= since;
}
