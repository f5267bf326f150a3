import { markdownCopyTextSchema } from '../markdown-copy.js';
import { markdownCopyParamsSchema, notModifiedSchema, publicationParamsSchema } from '../published-file.js';
import { jsonRpcErrorSchema, siteMcpAnswerSchema, siteMcpRequestSchema } from '../site-mcp.js';
import { route } from './route-contract.js';

/** What a publication serves beside its files: its pages' markdown copies and its MCP server. */
export const publishedSiteRoutes = {
  markdownCopy: route({
    method: 'GET',
    path: '/s/:slug/pages/*',
    params: markdownCopyParamsSchema,
    /** 301: the publication moved to its site's bare slug; 304: the client's copy is current. */
    responses: { 200: markdownCopyTextSchema, 301: notModifiedSchema, 304: notModifiedSchema },
    media: 'text/markdown',
    errors: [400, 404, 429, 500],
  }),
  siteMcp: route({
    method: 'POST',
    path: '/s/:slug/mcp',
    params: publicationParamsSchema,
    body: siteMcpRequestSchema,
    /**
     * 202: notifications only, nothing to answer; 308: the publication moved to its site's bare slug
     * (the method and body go along); 406 and 415: the transport's refusals, as JSON-RPC errors.
     */
    responses: {
      200: siteMcpAnswerSchema,
      202: notModifiedSchema,
      308: notModifiedSchema,
      406: jsonRpcErrorSchema,
      415: jsonRpcErrorSchema,
    },
    /** 403: a foreign Origin (DNS-rebinding protection). */
    errors: [400, 403, 404, 413, 429, 500],
  }),
};
