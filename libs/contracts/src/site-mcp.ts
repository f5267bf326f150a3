import { z } from 'zod';

/**
 * The MCP server of a published file, `POST /s/{slug}/mcp`: its tools' names and shapes, as the
 * server registers them and clients (and tests outside the project) call them.
 */
export const SITE_MCP_TOOLS = { searchDocs: 'search_docs', fetchPage: 'fetch_page' } as const;

/** The files it offers as resources, by name. */
export const SITE_MCP_RESOURCES = ['llms.txt', 'llms-full.txt'] as const;

export const SEARCH_DOCS_DEFAULT_LIMIT = 5;
const SEARCH_DOCS_MAX_LIMIT = 20;

export const searchDocsInputShape = {
  query: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .describe('What to look for, in words; "quoted phrases" and -exclusions work.'),
  limit: z
    .number()
    .int()
    .min(1)
    .max(SEARCH_DOCS_MAX_LIMIT)
    .optional()
    .describe(`How many results, best first (${SEARCH_DOCS_DEFAULT_LIMIT} unless given).`),
};

export const searchDocsResultSchema = z.object({
  title: z.string(),
  /** The page's own address, as the published file lists it; fetch_page takes it. */
  url: z.string(),
  /** The passages of the page that match, the matched words in **bold**. */
  excerpt: z.string(),
});
export type SearchDocsResult = z.infer<typeof searchDocsResultSchema>;

export const searchDocsOutputShape = { results: z.array(searchDocsResultSchema) };

export const fetchPageInputShape = {
  url: z
    .string()
    .trim()
    .min(1)
    .max(2_000)
    .describe('The address of a page the file lists (as search_docs answers it), or of its markdown copy.'),
};

const jsonRpcMessageSchema = z.looseObject({ jsonrpc: z.literal('2.0') });

/** A JSON-RPC message or batch; the MCP transport reads it further. */
export const siteMcpRequestSchema = z.union([jsonRpcMessageSchema, z.array(jsonRpcMessageSchema).min(1)]);
export const siteMcpAnswerSchema = z.union([jsonRpcMessageSchema, z.array(jsonRpcMessageSchema)]);

/** How the MCP transport refuses a message it cannot take (a missing Accept, a wrong content type). */
export const jsonRpcErrorSchema = z.object({
  jsonrpc: z.literal('2.0'),
  error: z.object({ code: z.number().int(), message: z.string() }),
  id: z.union([z.string(), z.number(), z.null()]),
});
