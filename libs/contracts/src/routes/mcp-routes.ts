import { mcpEventStreamSchema, mcpMessageSchema } from '../mcp-endpoint.js';
import { notModifiedSchema } from '../published-file.js';
import { jsonRpcErrorSchema } from '../site-mcp.js';
import { route } from './route-contract.js';

/** Signpost's own MCP server for AI agents (Streamable HTTP, without sessions). */
export const mcpRoutes = {
  mcp: route({
    method: 'POST',
    path: '/mcp',
    body: mcpMessageSchema,
    /**
     * 202: a notification or a response, nothing to answer; 406: the transport's refusal of an Accept
     * header that does not take both JSON and event streams, as a JSON-RPC error.
     */
    responses: { 200: mcpEventStreamSchema, 202: notModifiedSchema, 406: jsonRpcErrorSchema },
    media: 'text/event-stream',
    /** 403: a page of another origin (DNS-rebinding protection). */
    errors: [400, 401, 403, 413, 429, 500],
  }),
};
