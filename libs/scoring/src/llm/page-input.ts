import { createHash } from 'node:crypto';
import type { PageCategory } from '@signpost/contracts';
import { estimateTokens, shortenText, truncateToTokens } from './tokens.js';

/** One page as the scorer receives it. */
export interface PageForLlm {
  /** The caller's key for the page, returned with its judgement. */
  key: string;
  url: string;
  title: string;
  description: string;
  headings: readonly string[];
  /** The extractor's guess, which the model may correct. */
  category: PageCategory;
  /** Extracted main text. */
  content: string;
  isHomepage: boolean;
}

/** A page cut to its token budget and rendered the way the model reads it. */
export interface PreparedPage {
  page: PageForLlm;
  /** sha256 of exactly what the model reads of the page: the score cache key. */
  contentHash: string;
  /** The page's fields, without the per-request id (see renderPage). */
  fields: string;
  tokens: number;
}

const MAX_TITLE_CHARS = 200;
const MAX_DESCRIPTION_CHARS = 320;
const MAX_HEADINGS = 15;
const MAX_HEADINGS_CHARS = 600;
/** Tags and attributes around each page, beyond its fields. */
const ENVELOPE_TOKENS = 25;

function pathOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Renders a page's fields with its content cut so that the whole page stays within
 * `maxTokensPerPage`. The path stands for the URL so that the same page read over http or https,
 * with or without www, is the same input (and the same cache entry).
 */
export function preparePage(page: PageForLlm, maxTokensPerPage: number): PreparedPage {
  const headings = shortenText(page.headings.slice(0, MAX_HEADINGS).join(' | '), MAX_HEADINGS_CHARS);
  const header = [
    `path: ${pathOf(page.url)}`,
    page.isHomepage ? 'home page: yes' : '',
    `guessed category: ${page.category}`,
    `title: ${shortenText(page.title, MAX_TITLE_CHARS) || '(none)'}`,
    `description: ${shortenText(page.description, MAX_DESCRIPTION_CHARS) || '(none)'}`,
    `headings: ${headings || '(none)'}`,
    'content:',
  ]
    .filter((line) => line !== '')
    .join('\n');
  const contentBudget = Math.max(0, maxTokensPerPage - ENVELOPE_TOKENS - estimateTokens(header));
  const content = truncateToTokens(page.content.replace(/\s+/g, ' ').trim(), contentBudget) || '(empty)';
  const fields = `${header}\n${content}`;
  return {
    page,
    contentHash: createHash('sha256').update(fields).digest('hex'),
    fields,
    tokens: ENVELOPE_TOKENS + estimateTokens(fields),
  };
}

/** The page as it appears in a request, under the id its judgement must carry. */
export function renderPage(prepared: PreparedPage, id: string): string {
  return `<page id="${escapeAttribute(id)}">\n${prepared.fields}\n</page>`;
}
