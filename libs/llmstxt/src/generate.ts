import type { PageCategory } from '@signpost/contracts';
import { groupPages, OPTIONAL_SECTION } from './group-pages.js';
import { linkText, linkUrl, oneLine } from './plain-text.js';

export interface LlmsTxtPage {
  /** Absolute http(s) URL. */
  url: string;
  title: string;
  description: string;
  category: PageCategory;
  /** 0-10; low-scored pages are listed under `## Optional`. */
  qualityScore?: number | undefined;
  /** The site's own navigation group of the page; the section of its category without one. */
  section?: string | null | undefined;
}

export interface LlmsTxtInput {
  siteName: string;
  summary: string;
  /**
   * More about the site than the summary says (the LLM's words, or the home page's own description
   * or opening text). Written under the summary when it adds to it; without it no paragraph is.
   */
  details?: string | undefined;
  pages: readonly LlmsTxtPage[];
  /**
   * Files of the full text when it is split by section (`fullTextLinks`), listed under their own
   * section before Optional, so an assistant sees them as part of the file and never as skippable.
   */
  fullText?: readonly { title: string; url: string; notes: string }[] | undefined;
}

export const FULL_TEXT_SECTION = 'Full text';

/** Each URL once, the first occurrence kept, so the file never lists a page twice. */
export function uniquePages<P extends { url: string }>(pages: readonly P[]): P[] {
  const seen = new Set<string>();
  return pages.filter((page) => {
    const key = linkUrl(page.url);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function siteTitle(siteName: string): string {
  return oneLine(siteName) || 'Website';
}

export function siteSummary(siteName: string, summary: string): string {
  return oneLine(summary) || `The pages of ${siteTitle(siteName)} that matter most to AI assistants.`;
}

function linkLine(page: { title: string; url: string; description: string }): string {
  const title = linkText(page.title) || linkText(page.url);
  const notes = oneLine(page.description);
  return `- [${title}](${linkUrl(page.url)})${notes ? `: ${notes}` : ''}`;
}

const comparableText = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The details paragraph: the site's own details when they add to the summary, and what Optional
 * means when the file has that section. Empty when there is nothing to say. Leading markdown marks
 * are dropped so that the line can never read as a heading, a quote or a list item.
 */
export function detailsParagraph(summary: string, details: string, hasOptional: boolean): string {
  const own = oneLine(details).replace(/^[#>\-*+\s]+/, '');
  const summaryKey = comparableText(summary);
  const adds = own !== '' && !summaryKey.includes(comparableText(own));
  const optional = hasOptional
    ? 'Pages under Optional are secondary and can be skipped when context is short.'
    : '';
  return [adds ? own : '', optional].filter((part) => part !== '').join(' ');
}

/**
 * Writes an llms.txt (https://llmstxt.org): the H1 name, a blockquote summary, the details paragraph
 * when there is something to say, then H2 sections of links (and of the full text's files when it is
 * split, before Optional). LF line endings, a final newline, no
 * trailing white space. Throws a RangeError for a page URL that is not absolute http(s).
 */
export function generateLlmsTxt(input: LlmsTxtInput): string {
  const groups = groupPages(uniquePages(input.pages));
  const hasOptional = groups.some((group) => group.title === OPTIONAL_SECTION);
  const summary = siteSummary(input.siteName, input.summary);
  const details = detailsParagraph(summary, input.details ?? '', hasOptional);
  const lines = [`# ${siteTitle(input.siteName)}`, '', `> ${summary}`, ''];
  if (details !== '') lines.push(details, '');
  const blocks = groups.map((group) => [`## ${group.title}`, '', ...group.pages.map(linkLine), '']);
  const fullText = (input.fullText ?? []).map((file) => linkLine({ ...file, description: file.notes }));
  if (fullText.length > 0) {
    const optional = groups.findIndex((group) => group.title === OPTIONAL_SECTION);
    blocks.splice(optional === -1 ? blocks.length : optional, 0, [
      `## ${FULL_TEXT_SECTION}`,
      '',
      ...fullText,
      '',
    ]);
  }
  for (const block of blocks) lines.push(...block);
  return `${lines.join('\n').trimEnd()}\n`;
}
