import { readFileSync } from 'node:fs';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import {
  fetchPageInputShape,
  SEARCH_DOCS_DEFAULT_LIMIT,
  searchDocsInputShape,
  searchDocsOutputShape,
  SITE_MCP_RESOURCES,
  SITE_MCP_TOOLS,
} from '@signpost/contracts';
import { AppError } from '@signpost/errors';
import type { PublishedDocs } from './site-docs.js';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const READ_ONLY = { readOnlyHint: true, idempotentHint: true, openWorldHint: false } as const;
const UNREADABLE = 'The site’s documentation could not be read just now. Please try again.';

const text = (body: string) => ({ type: 'text' as const, text: body });
const toolError = (message: string): CallToolResult => ({ isError: true, content: [text(message)] });

/**
 * An MCP server over one site's published documentation, for one request (the transport is
 * stateless): `search_docs` and `fetch_page` over the pages its llms.txt lists, and the llms.txt and
 * llms-full.txt as resources. It reads only what was published; it never fetches anything.
 */
export function siteMcpServer(docs: PublishedDocs, logError: (error: unknown) => void): McpServer {
  const server = new McpServer(
    { name: 'signpost-site-docs', title: `Documentation published at /s/${docs.slug}`, version },
    {
      instructions:
        'The documentation of one website, as its published llms.txt lists it. search_docs finds the ' +
        'passages that answer a question; fetch_page reads a page it lists, as markdown.',
    },
  );
  // Sentences of our own errors are meant for readers; anything else is logged, never shown.
  const guarded = async (work: () => Promise<CallToolResult>): Promise<CallToolResult> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) return toolError(error.message);
      logError(error);
      return toolError(UNREADABLE);
    }
  };

  server.registerTool(
    SITE_MCP_TOOLS.searchDocs,
    {
      title: 'Search the documentation',
      description:
        'Full-text search over the pages the site’s llms.txt lists, best match first: each result has ' +
        'the page’s title, its address (for fetch_page) and the passages that match.',
      inputSchema: searchDocsInputShape,
      outputSchema: searchDocsOutputShape,
      annotations: READ_ONLY,
    },
    ({ query, limit }) =>
      guarded(async () => {
        const results = await docs.search(query, limit ?? SEARCH_DOCS_DEFAULT_LIMIT);
        return { content: [text(JSON.stringify({ results }))], structuredContent: { results } };
      }),
  );

  server.registerTool(
    SITE_MCP_TOOLS.fetchPage,
    {
      title: 'Read a page',
      description:
        'The markdown of a page the site’s llms.txt lists, by its address (or its markdown copy’s). ' +
        'Other addresses are not read.',
      inputSchema: fetchPageInputShape,
      annotations: READ_ONLY,
    },
    ({ url }) =>
      guarded(async () => {
        const page = await docs.page(url);
        if (!page) {
          return toolError(
            `${url} is not a page this site’s llms.txt lists, so it is not read. search_docs finds the pages it lists.`,
          );
        }
        return { content: [text(page.markdown)] };
      }),
  );

  for (const name of SITE_MCP_RESOURCES) {
    server.registerResource(
      name,
      docs.fileUrl(name),
      {
        title: name,
        description:
          name === 'llms.txt'
            ? 'The site’s llms.txt: what the site is and the pages that matter.'
            : 'The text of every page the llms.txt lists (or, when it is long, the list of its section files).',
        mimeType: 'text/plain',
      },
      async (uri) => {
        try {
          return { contents: [{ uri: uri.href, mimeType: 'text/plain', text: await docs.file(name) }] };
        } catch (error) {
          if (!(error instanceof AppError)) logError(error);
          throw new Error(error instanceof AppError ? error.message : UNREADABLE, { cause: error });
        }
      },
    );
  }
  return server;
}
