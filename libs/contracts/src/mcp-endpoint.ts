import { z } from 'zod';

/**
 * What POST /mcp takes: one JSON-RPC 2.0 message (a request, a notification or a response to the
 * server), read further by the MCP transport; batches left the protocol in 2025-06-18.
 */
export const mcpMessageSchema = z.looseObject({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number().int()]).optional(),
  method: z.string().optional(),
});
export type McpMessage = z.infer<typeof mcpMessageSchema>;

/**
 * POST /mcp's answer to a request, as text: server-sent events each carrying a JSON-RPC message (the
 * call's progress notifications, then its response). A stream has no JSON body to describe, only its
 * text.
 */
export const mcpEventStreamSchema = z.string();
