import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@signpost/contracts';
import { isCurrent } from '../http/conditional-get.js';
import { declaredRoute } from '../http/declared-route.js';
import { limitPerAddress } from '../plugins/rate-limits.js';
import type { MarkdownCopies } from '../publishing/markdown-copies.js';
import type { ReadCounts } from '../readers/reader-counter.js';
import { MOVED_CACHE, PUBLIC_CACHE, PUBLISHED_READS } from './published-files.js';

export const markdownCopyRoutes: FastifyPluginAsyncZod<{
  copies: MarkdownCopies;
  readers: ReadCounts;
}> = async (app, { copies, readers }) => {
  app.route({
    ...declaredRoute(ROUTES.markdownCopy, {
      tags: ['files'],
      summary: 'Read the markdown of a page a published llms.txt lists',
      description:
        'The rest of the path (`*`) is the page’s own path without its outer slashes (`index` for the ' +
        'site’s root), followed by `.md`. Only the pages the published file lists are served; they ' +
        'change whenever the file is published again.',
      responses: {
        200: 'The page’s markdown, with its validators (ETag, Last-Modified).',
        301: 'The publication moved to its site’s bare address once the account proved control of the site.',
        304: 'The copy the client holds is current.',
      },
    }),
    config: limitPerAddress(PUBLISHED_READS),
    handler: async (request, reply) => {
      const found = await copies.at(request.params.slug, request.params['*']);
      reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
      if (found.kind === 'moved') {
        return reply
          .status(301)
          .header('cache-control', MOVED_CACHE)
          .header('location', found.location)
          .send('');
      }
      const { copy } = found;
      readers.count(request.params.slug, request.headers['user-agent']);
      reply
        .header('cache-control', PUBLIC_CACHE)
        .header('etag', copy.etag)
        .header('last-modified', copy.lastModified.toUTCString());
      if (isCurrent(request.headers['if-none-match'], request.headers['if-modified-since'], copy))
        return reply.status(304).send();
      return reply.header('content-type', 'text/markdown; charset=utf-8').send(copy.markdown);
    },
  });
};
