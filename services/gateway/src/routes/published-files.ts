import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@signpost/contracts';
import { isCurrent } from '../http/conditional-get.js';
import { declaredRoute } from '../http/declared-route.js';
import { ACCEPTS_API_KEY } from '../openapi/api-docs.js';
import { limitPerAddress, type RateRule } from '../plugins/rate-limits.js';
import type { PublishingService } from '../publishing/publishing-service.js';
import type { ReadCounts } from '../readers/reader-counter.js';

/** Shared caches may keep a published file this long before asking again (with its validators). */
export const PUBLIC_CACHE = 'public, max-age=300, stale-while-revalidate=60';
/**
 * A move to the bare slug is not forever: another account that proves control of the site later takes
 * the bare slug, and this address serves its own account's file again. Without a bound, clients keep
 * a 301 indefinitely.
 */
export const MOVED_CACHE = 'public, max-age=300';

/**
 * Reads of published files per client address and minute: ample for agents that poll a file and for a
 * crawler that reads every section file, while a flood of requests stops here.
 */
export const PUBLISHED_READS_PER_MINUTE = 600;

/** The limit of every read under /s/: the files, and their pages' markdown copies. */
export const PUBLISHED_READS: RateRule = {
  max: PUBLISHED_READS_PER_MINUTE,
  timeWindow: '1 minute',
  message: 'Too many requests for published files. Please wait a moment before trying again.',
};

export const publishedFileRoutes: FastifyPluginAsyncZod<{
  publishing: PublishingService;
  readers: ReadCounts;
}> = async (app, { publishing, readers }) => {
  const docs = { security: ACCEPTS_API_KEY, tags: ['files'] };

  app.route({
    ...declaredRoute(ROUTES.publishLlmFile, {
      ...docs,
      summary: 'Publish a generated file at a public address for its site',
      description:
        'Until the account proves control of the site (POST /api/sites/verification), the address has a ' +
        'random part of its own; once it has, publishing again moves the file to the site’s bare address ' +
        'and the old one redirects there. Point the site’s own /llms.txt at it with a redirect or a proxy. ' +
        'Each page the file lists is served as markdown beside it (/s/{slug}/pages/{path}.md), and the ' +
        'site’s MCP server at /s/{slug}/mcp; with `linkMarkdown`, the llms.txt links those copies.',
      responses: {
        200: 'Where the llms.txt and its llms-full.txt are served, and whether the site is verified.',
      },
    }),
    handler: async (request) =>
      publishing.publish(request.caller, request.params.id, {
        linkMarkdown: request.body?.linkMarkdown ?? false,
      }),
  });

  app.route({
    ...declaredRoute(ROUTES.unpublishLlmFile, {
      ...docs,
      summary: 'Stop serving what the account publishes for the site of this file',
      description: 'Withdraws the site’s publication, including a newer file a monitor republished.',
      responses: { 200: 'The address answers 404 from now on.' },
    }),
    handler: async (request) => publishing.unpublish(request.caller, request.params.id),
  });

  app.route({
    ...declaredRoute(ROUTES.withdrawSitePublication, {
      ...docs,
      summary: 'Stop serving whatever the account publishes for a site',
      description:
        '`{site}` is the site’s host, with its port when it is not the scheme’s default, URL-encoded.',
      responses: { 200: 'The address answers 404 from now on; a bare address is free for the site’s owner.' },
    }),
    handler: async (request) => publishing.withdrawSite(request.caller, request.params.site),
  });

  app.route({
    ...declaredRoute(ROUTES.publishedFile, {
      tags: ['files'],
      summary: 'Read a published llms.txt, its llms-full.txt, or a section file the full text lists',
      responses: {
        200: 'The text, with its validators (ETag, Last-Modified).',
        301: 'The publication moved to its site’s bare address once the account proved control of the site.',
        304: 'The copy the client holds is current.',
      },
    }),
    config: limitPerAddress(PUBLISHED_READS),
    handler: async (request, reply) => {
      const { slug, file } = request.params;
      const served = await publishing.serve(slug, file);
      reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
      if (served.kind === 'moved') {
        return reply
          .status(301)
          .header('cache-control', MOVED_CACHE)
          .header('location', `/s/${served.slug}/${file}`)
          .send('');
      }
      const { text } = served;
      readers.count(slug, request.headers['user-agent']);
      reply
        .header('cache-control', PUBLIC_CACHE)
        .header('etag', text.etag)
        .header('last-modified', text.lastModified.toUTCString());
      if (isCurrent(request.headers['if-none-match'], request.headers['if-modified-since'], text))
        return reply.status(304).send();
      return reply.header('content-type', 'text/plain; charset=utf-8').send(text.content);
    },
  });
};
