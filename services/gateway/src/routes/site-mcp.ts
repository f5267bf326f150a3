import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicationParamsSchema, ROUTES } from '@signpost/contracts';
import { declaredRoute } from '../http/declared-route.js';
import { limitPerAddress, type RateRule } from '../plugins/rate-limits.js';
import type { ReadCounts } from '../readers/reader-counter.js';
import { exchange } from '../site-mcp/mcp-exchange.js';
import { refuseForeignOrigin } from '../site-mcp/origin-guard.js';
import type { SiteDocs } from '../site-mcp/site-docs.js';
import { siteMcpServer } from '../site-mcp/site-mcp-server.js';

/**
 * Messages to sites' MCP servers per client address and minute: an agent's session (initialise, list,
 * a few dozen searches and reads) fits many times over; a search costs more than a file read, so the
 * limit is below that of /s/'s files.
 */
export const SITE_MCP_MESSAGES_PER_MINUTE = 120;

const SITE_MCP_MESSAGES: RateRule = {
  max: SITE_MCP_MESSAGES_PER_MINUTE,
  timeWindow: '1 minute',
  message: 'Too many requests to this MCP server. Please wait a moment before trying again.',
};

/** What the transport answers a GET or DELETE in stateless mode: no event stream, no session to end. */
const METHOD_NOT_ALLOWED = {
  jsonrpc: '2.0',
  error: { code: -32000, message: 'Method not allowed: this server is stateless; send messages by POST.' },
  id: null,
} as const;

export const siteMcpRoutes: FastifyPluginAsyncZod<{
  docs: SiteDocs;
  publicUrl: string;
  readers: ReadCounts;
}> = async (app, { docs, publicUrl, readers }) => {
  const publicOrigin = new URL(publicUrl).origin;

  app.route({
    ...declaredRoute(ROUTES.siteMcp, {
      tags: ['files'],
      summary: 'The site’s own MCP server, over its published llms.txt',
      description:
        'Streamable HTTP (protocol 2025-11-25 and 2025-06-18), stateless, read-only and public. Tools: ' +
        '`search_docs { query, limit? }` answers `structuredContent.results: [{ title, url, excerpt }]` ' +
        'best first; `fetch_page { url }` answers a listed page’s markdown (any other address is a tool ' +
        'error). Resources: llms.txt and llms-full.txt. A request with another site’s Origin is refused.',
      responses: {
        200: 'The JSON-RPC answer (or answers, for a batch).',
        202: 'Notifications only: nothing to answer.',
        308: 'The publication moved to its site’s bare address; send the message there.',
        406: 'The request does not accept both application/json and text/event-stream.',
        415: 'The body is not application/json.',
      },
    }),
    config: limitPerAddress(SITE_MCP_MESSAGES),
    onRequest: async (request) => refuseForeignOrigin(request.headers.origin, publicOrigin),
    handler: async (request, reply) => {
      const found = await docs.at(request.params.slug);
      if (found.kind === 'moved') {
        return reply.status(308).header('location', `/s/${found.slug}/mcp`).send('');
      }
      readers.count(request.params.slug, request.headers['user-agent'], 'mcp');
      const server = siteMcpServer(found.docs, (error) =>
        request.log.error({ err: error }, 'the site MCP server could not answer'),
      );
      return exchange(server, request, reply, publicUrl);
    },
  });

  app.route({
    method: ['GET', 'DELETE'],
    url: ROUTES.siteMcp.path,
    // The transport's own answer to these methods, outside the API: nothing but POST is served here.
    schema: { hide: true, params: publicationParamsSchema, response: { 405: z.unknown() } },
    config: limitPerAddress(SITE_MCP_MESSAGES),
    handler: async (_request, reply) => reply.status(405).header('allow', 'POST').send(METHOD_NOT_ALLOWED),
  });
};
