import type { PageCategory } from '@signpost/contracts';

export interface LlmsTxtPage {
  url: string;
  title: string;
  description: string;
  category: PageCategory;
}

export interface LlmsTxtInput {
  siteName: string;
  summary: string;
  pages: readonly LlmsTxtPage[];
}

/** Section headings in the order an assistant needs them: how to use it first, company and legal last. */
const SECTIONS: readonly { title: string; categories: readonly PageCategory[] }[] = [
  { title: 'Documentation', categories: ['docs'] },
  { title: 'Guides', categories: ['tutorial'] },
  { title: 'API Reference', categories: ['api-reference'] },
  { title: 'Blog', categories: ['blog'] },
  { title: 'Changelog', categories: ['changelog'] },
  { title: 'Product', categories: ['product', 'pricing'] },
  { title: 'Company', categories: ['about', 'contact'] },
  { title: 'Legal', categories: ['legal'] },
  { title: 'Other', categories: ['other'] },
];

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Link text may not close the bracket early; a backslash escape keeps the text readable. */
const escapeLinkText = (text: string) => oneLine(text).replace(/([\\[\]])/g, '\\$1');

/** Parentheses and spaces in a URL would end the link target. */
const URL_ESCAPES: Record<string, string> = { ' ': '%20', '(': '%28', ')': '%29' };
const escapeUrl = (url: string) => url.replace(/[ ()]/g, (ch) => URL_ESCAPES[ch] ?? ch);

function linkLine(page: LlmsTxtPage): string {
  const title = escapeLinkText(page.title) || page.url;
  const notes = oneLine(page.description);
  return `- [${title}](${escapeUrl(page.url)})${notes ? `: ${notes}` : ''}`;
}

/** Writes an llms.txt (https://llmstxt.org): H1 name, blockquote summary, H2 sections of links. */
export function generateLlmsTxt(input: LlmsTxtInput): string {
  const lines = [`# ${oneLine(input.siteName) || 'Website'}`, ''];
  const summary = oneLine(input.summary);
  if (summary) lines.push(`> ${summary}`, '');
  for (const section of SECTIONS) {
    const pages = input.pages.filter((page) => section.categories.includes(page.category));
    if (pages.length === 0) continue;
    lines.push(`## ${section.title}`, '', ...pages.map(linkLine), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
