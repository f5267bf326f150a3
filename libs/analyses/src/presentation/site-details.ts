import type { PageRow } from '@signpost/db';

const MAX_DETAILS_CHARS = 400;
/** A paragraph shorter than this is a tagline or a button, not a description. */
const MIN_PARAGRAPH_CHARS = 60;

const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Every `{opener}text](destination)` of the text replaced, as a global `/\[([^\]]*)\]\([^)]*\)/`
 * would, but with indexOf: that pattern rescans to the end of the text from every unclosed `[`,
 * quadratic on a page of them. A candidate before the first `]` shares its fate, so the scan moves on.
 */
function replaceLinks(text: string, opener: string, replace: (linkText: string) => string): string {
  let out = '';
  let from = 0;
  let start = text.indexOf(opener);
  while (start >= 0) {
    const close = text.indexOf(']', start + opener.length);
    if (close < 0) break;
    if (text[close + 1] !== '(') {
      start = text.indexOf(opener, close + 1);
      continue;
    }
    const end = text.indexOf(')', close + 2);
    if (end < 0) break;
    out += text.slice(from, start) + replace(text.slice(start + opener.length, close));
    from = end + 1;
    start = text.indexOf(opener, from);
  }
  return out + text.slice(from);
}

/** Markdown of one paragraph as plain text: links as their text, emphasis and code marks dropped. */
function plain(markdown: string): string {
  return replaceLinks(
    replaceLinks(markdown, '![', () => ' '),
    '[',
    (linkText) => linkText,
  )
    .replace(/[*_`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const ENDS_AS_SENTENCE = /[.!?…]$/;

/** The first paragraphs of prose of the page's markdown: no headings, lists, quotes, tables or code. */
function proseParagraphs(markdown: string): string[] {
  return markdown
    .split(/\n\s*\n/)
    .filter((block) => !/^\s*(?:#|[-*+] |\d+[.)] |>|\||```|~~~)/.test(block))
    .map(plain)
    .filter((text) => text.length >= MIN_PARAGRAPH_CHARS && ENDS_AS_SENTENCE.test(text));
}

/** Cut at the last sentence end within the limit, or at a word with an ellipsis. */
function capped(text: string): string {
  if (text.length <= MAX_DETAILS_CHARS) return text;
  const head = text.slice(0, MAX_DETAILS_CHARS);
  const sentenceEnd = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
  if (sentenceEnd >= MIN_PARAGRAPH_CHARS) return head.slice(0, sentenceEnd + 1);
  return `${head.slice(0, head.lastIndexOf(' '))}…`;
}

/**
 * What the llms.txt can say about the site beyond its summary, from the home page: the LLM's
 * description of it, else its own description when that is a sentence, else the first paragraph of
 * its text; the first of these that the summary does not already say. Empty when none adds anything.
 */
export function siteDetails(summary: string, home: PageRow | undefined): string {
  if (!home) return '';
  const said = comparable(summary);
  // The page's description may be a line that is no sentence (a figure, a byline): the details
  // paragraph is followed by a sentence of its own, and would run on into it.
  const description = home.description ?? '';
  const candidates = [
    home.ai_description ?? '',
    ENDS_AS_SENTENCE.test(description.trim()) ? description : '',
    ...proseParagraphs(home.markdown ?? ''),
  ];
  for (const candidate of candidates) {
    const text = capped(candidate.replace(/\s+/g, ' ').trim());
    const key = comparable(text);
    const repeatsSummary = said.includes(key) || (said !== '' && key.startsWith(said));
    if (key !== '' && !repeatsSummary) return text;
  }
  return '';
}
