import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The request headers the transport reads; the rest of the request stays with Fastify. */
const TRANSPORT_HEADERS = ['accept', 'content-type', 'mcp-protocol-version', 'mcp-session-id'];

/**
 * Answers one Streamable HTTP request with `server`, statelessly: a transport per request, with JSON
 * answers rather than an event stream (every tool answers at once), closed once it has answered.
 * The body is Fastify's, already parsed and within the gateway's body limit.
 */
export async function exchange(
  server: McpServer,
  request: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string,
): Promise<FastifyReply> {
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    const headers = new Headers();
    for (const name of TRANSPORT_HEADERS) {
      const value = request.headers[name];
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const answer = await transport.handleRequest(
      new Request(new URL(request.url, publicUrl), { method: request.method, headers }),
      { parsedBody: request.body },
    );
    reply.status(answer.status);
    answer.headers.forEach((value, name) => void reply.header(name, value));
    return reply.send(await answer.text());
  } finally {
    await server.close();
  }
}
