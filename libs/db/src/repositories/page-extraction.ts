import { sql } from 'kysely';
import type { PageCategory } from '@signpost/contracts';
import type { PageRendering, PageRow } from '../schema.js';

/** A fetched page as extraction (or the discovery crawl) read it: what its row stores. */
export interface PageExtraction {
  finalUrl: string;
  httpStatus: number;
  title: string;
  description: string;
  /** Both candidates for the description, for the site-wide choice (absent: not known). */
  declaredDescription?: string | null;
  leadParagraph?: string | null;
  headings: string[];
  wordCount: number;
  category: PageCategory;
  language: string | null;
  contentHash: string;
  content: string;
  markdown?: string | null;
  markdownUrl?: string | null;
  /** Link shares of the main content as extraction measured them (absent: measured before they were kept). */
  linkDensity?: number | null;
  linkListShare?: number | null;
  /** Used when the page row has no date of its own (from the sitemap). */
  lastModified?: string | null;
  /** How a page that looked built by its scripts was read; null or absent for any other page. */
  rendering?: Exclude<PageRendering, 'claimed'> | null;
  /** The ETag and Last-Modified headers it was served with, for a later conditional request. */
  etag?: string | null;
  lastModifiedHeader?: string | null;
}

/** The columns a fetched page's extraction sets on its row. */
export function extractionColumns(extraction: PageExtraction) {
  return {
    status: 'fetched' as const,
    final_url: extraction.finalUrl,
    http_status: extraction.httpStatus,
    title: extraction.title,
    description: extraction.description,
    declared_description: extraction.declaredDescription ?? null,
    lead_paragraph: extraction.leadParagraph ?? null,
    headings: JSON.stringify(extraction.headings),
    word_count: extraction.wordCount,
    category: extraction.category,
    language: extraction.language,
    content_hash: extraction.contentHash,
    content: extraction.content,
    markdown: extraction.markdown ?? null,
    markdown_url: extraction.markdownUrl ?? null,
    link_density: extraction.linkDensity ?? null,
    link_list_share: extraction.linkListShare ?? null,
    rendering: extraction.rendering ?? null,
    etag: extraction.etag ?? null,
    last_modified_header: extraction.lastModifiedHeader ?? null,
    fetch_error: null,
    fetched_at: sql<Date>`now()`,
  };
}

/**
 * A fetched page's row read back as the extraction it was saved from (null for a page not fetched),
 * so a later reading can keep the page without fetching it. Its description is the one the site-wide
 * choice settled on; a later choice is made again from both candidates, kept beside it.
 */
export function extractionOfRow(row: PageRow): PageExtraction | null {
  const { final_url, http_status, title, description, word_count, category, content_hash, content } = row;
  if (row.status !== 'fetched' || final_url === null || http_status === null || title === null) return null;
  if (description === null || word_count === null || category === null) return null;
  if (content_hash === null || content === null) return null;
  return {
    finalUrl: final_url,
    httpStatus: http_status,
    title,
    description,
    declaredDescription: row.declared_description,
    leadParagraph: row.lead_paragraph,
    headings: row.headings ?? [],
    wordCount: word_count,
    category,
    language: row.language,
    contentHash: content_hash,
    content,
    markdown: row.markdown,
    markdownUrl: row.markdown_url,
    linkDensity: row.link_density,
    linkListShare: row.link_list_share,
    lastModified: row.last_modified,
    rendering: row.rendering === 'claimed' ? null : row.rendering,
    etag: row.etag,
    lastModifiedHeader: row.last_modified_header,
  };
}
