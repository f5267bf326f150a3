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
}

export interface LlmsTxtInput {
  siteName: string;
  summary: string;
  pages: readonly LlmsTxtPage[];
}

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

function linkLine(page: LlmsTxtPage): string {
  const title = linkText(page.title) || linkText(page.url);
  const notes = oneLine(page.description);
  return `- [${title}](${linkUrl(page.url)})${notes ? `: ${notes}` : ''}`;
}

/**
 * Writes an llms.txt (https://llmstxt.org): the H1 name, a blockquote summary, a line of guidance
 * (which also keeps the summary readable by the reference parser, which loses a blockquote followed
 * directly by a section), then H2 sections of links. LF line endings, a final newline, no trailing
 * white space. Throws a RangeError for a page URL that is not absolute http(s).
 */
export function generateLlmsTxt(input: LlmsTxtInput): string {
  const groups = groupPages(uniquePages(input.pages));
  const hasOptional = groups.some((group) => group.title === OPTIONAL_SECTION);
  const guidance = `The sections below link to the key pages of this site, grouped by topic.${
    hasOptional ? ' Pages under Optional are secondary and can be skipped when context is short.' : ''
  }`;
  const lines = [
    `# ${siteTitle(input.siteName)}`,
    '',
    `> ${siteSummary(input.siteName, input.summary)}`,
    '',
    guidance,
    '',
  ];
  for (const group of groups) {
    lines.push(`## ${group.title}`, '', ...group.pages.map(linkLine), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
