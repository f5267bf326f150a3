import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { ROUTES, type ErrorBody } from '@signpost/contracts';
import { createSignpostMcpServer } from '@signpost/mcp';
import { GATEWAY_VERSION } from '../http/gateway-version.js';
import { declaredRoute } from '../http/declared-route.js';
import { ACCOUNT_OR_API_KEY } from '../openapi/api-docs.js';
import { VALIDATE_BODY_LIMIT_BYTES } from '../routes/validator.js';
import { gatewayTools, type McpServices } from './gateway-tools.js';
import { refuseForeignOrigin } from '../site-mcp/origin-guard.js';
import { challengeRefusedCredentials, requireBearer } from './mcp-access.js';

export interface McpRouteOptions {
  services: McpServices;
  /** PUBLIC_URL: the one origin a browser page may call from. */
  publicUrl: string;
}

/** The request headers the transport reads; the caller is Fastify's already. */
const TRANSPORT_HEADERS = ['accept', 'content-type', 'mcp-protocol-version'];

/**
 * The request as the web-standard transport reads it: its method and the headers it reads; the body
 * Fastify parsed is handed over beside it. The address is built on PUBLIC_URL, never on the Host
 * header a client chose.
 */
function webRequestOf(request: FastifyRequest, publicUrl: string): Request {
  const headers = new Headers();
  for (const name of TRANSPORT_HEADERS) {
    for (const value of [request.headers[name] ?? []].flat()) headers.append(name, value);
  }
  return new Request(new URL(request.url, publicUrl), { method: request.method, headers });
}

/**
 * Sends the transport's answer as it is: Fastify writes a web Response's status and headers and
 * streams its body, past the route's serializers (the route's types know only the bodies its schemas
 * describe, not the Response that carries them).
 */
function sendWebResponse(reply: FastifyReply, answer: Response): FastifyReply {
  return reply.send(answer);
}

const NO_STREAM: ErrorBody = {
  error: 'bad_request',
  message: 'This MCP server keeps no sessions: POST each JSON-RPC message to /mcp.',
};

/**
 * POST /mcp: Signpost's own MCP server over Streamable HTTP, for an API key or an access token. Each
 * request gets a server of its own, bound to its caller and without a session: nothing is kept
 * between requests, so any gateway can answer any of them. A tool call answers as an event stream,
 * so its progress notifications reach the client while it runs.
 */
export const mcpRoutes: FastifyPluginAsyncZod<McpRouteOptions> = async (app, { services, publicUrl }) => {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onSend', challengeRefusedCredentials);
  // A call can wait minutes for its analysis: on shutdown it answers at once instead (its analysis
  // goes on), so the gateway stops without waiting for it.
  const stopping = new AbortController();
  app.addHook('preClose', async () => stopping.abort());

  app.route({
    ...declaredRoute(ROUTES.mcp, {
      security: ACCOUNT_OR_API_KEY,
      tags: ['mcp'],
      summary: "Signpost's MCP server for AI agents (Streamable HTTP)",
      description:
        'JSON-RPC messages of the Model Context Protocol (versions 2025-11-25 and 2025-06-18) with the ' +
        'tools analyze_site, generate_llms_txt, validate_llms_txt and check_agent_readiness, under the ' +
        "plan's limits as on the REST API. Without sessions: GET and DELETE answer 405. Protocol errors " +
        'the transport finds (an unsupported MCP-Protocol-Version) answer 400 as JSON-RPC errors.',
      responses: {
        200: 'Server-sent events carrying the JSON-RPC answer, after any progress notifications.',
        202: 'A notification or a response was taken; nothing to answer.',
        406: 'The Accept header must take both application/json and text/event-stream.',
      },
    }),
    bodyLimit: VALIDATE_BODY_LIMIT_BYTES,
    onRequest: async (request) => refuseForeignOrigin(request.headers.origin, publicOrigin),
    handler: async (request, reply) => {
      const caller = requireBearer(request.caller);
      const tools = gatewayTools(services, { caller, log: request.log, stopping: stopping.signal });
      const server = createSignpostMcpServer(tools, { version: GATEWAY_VERSION });
      const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined });
      await server.connect(transport);
      // However the answer ends (sent, or the client gone), the call's work stops with it.
      reply.raw.on('close', () => void server.close());
      const answer = await transport.handleRequest(webRequestOf(request, publicUrl), {
        parsedBody: request.body,
      });
      // A proxy that buffers would hold the progress notifications back until the answer ends.
      return sendWebResponse(reply.header('x-accel-buffering', 'no'), answer);
    },
  });

  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: ROUTES.mcp.path,
      // Not part of the API: the transport's way of saying it offers no stream and no session.
      schema: { hide: true },
      handler: async (_request, reply) => reply.status(405).header('allow', 'POST').send(NO_STREAM),
    });
  }
};
