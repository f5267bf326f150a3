import { Readability } from '@mozilla/readability';
import type { CheerioAPI } from 'cheerio';
import { parseHTML } from 'linkedom';
import { normaliseDocumentationMarkup } from './documentation-markup.js';
import { boundForReading, NORMALISING_BUDGET, READING_BUDGET } from './input-budget.js';
import { keepMarkedContent } from './page-regions.js';
import { TOP_HEADING_ATTRIBUTE, toMarkdown } from './markdown.js';

export interface MainContent {
  /** The main content's markup, for the readers of its text. */
  html: string;
  markdown: string;
}

/** Below this many characters a page's best candidate is read again with looser rules (Readability's retry). */
const MIN_CONTENT_CHARS = 500;

/**
 * The page's main content, read by Mozilla Readability (the reader view of Firefox) over linkedom's
 * DOM, once the documentation generators' own markup has been normalised (see
 * documentation-markup.ts). A page with nothing Readability recognises as content (an empty shell, a
 * list of links) yields its whole body. Changes the parsed page it is given.
 */
/**
 * The page's title was read already; hidden from Readability, which would otherwise drop the heading
 * that repeats it. Its h1s are marked, as it renames them h2.
 */
function markTopHeadings($: CheerioAPI): void {
  $('title').remove();
  $('h1').attr(TOP_HEADING_ATTRIBUTE, '');
}

export function readMainContent($: CheerioAPI): MainContent {
  boundForReading($, NORMALISING_BUDGET);
  normaliseDocumentationMarkup($);
  keepMarkedContent($);
  boundForReading($, READING_BUDGET);
  markTopHeadings($);
  const html = $.html();
  const article = new Readability<Node>(parseHTML(html).document, {
    charThreshold: MIN_CONTENT_CHARS,
    keepClasses: true,
    serializer: (node) => node,
  }).parse();
  const content = (article?.content ?? parseHTML(html).document.body) as Element | null;
  if (content === null) return { html: '', markdown: '' };
  return { html: content.outerHTML, markdown: toMarkdown(content) };
}
