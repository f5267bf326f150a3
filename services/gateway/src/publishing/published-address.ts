import type { PublishedFileAddress } from '@signpost/contracts';
import type { PublishedFileRow } from '@signpost/db';

/** The public addresses of a publication, under the gateway's public URL. */
export function publishedAddress(publicUrl: string, row: PublishedFileRow): PublishedFileAddress {
  const base = `${publicUrl}/s/${row.slug}`;
  return {
    url: `${base}/llms.txt`,
    fullUrl: `${base}/llms-full.txt`,
    mcpUrl: `${base}/mcp`,
    linkMarkdown: row.link_markdown,
    publishedAt: row.published_at.toISOString(),
  };
}
