import { Readability } from '@mozilla/readability';
import type { CheerioAPI } from 'cheerio';
import { parseHTML } from 'linkedom';
import { firstInPage, forgetPageIndex } from '../page-query.js';
import { normaliseDocumentationMarkup } from './documentation-markup.js';
import { boundForReading, NORMALISING_BUDGET, READING_BUDGET } from './input-budget.js';
import { keepMarkedContent } from './page-regions.js';
import { toMarkdown } from './markdown.js';
import { markTopHeadings, restoreTopHeadings } from './top-headings.js';

export interface MainContent {
  /** The main content's markup, for the readers of its text. */
  html: string;
  markdown: string;
}

/** Below this many characters a page's best candidate is read again with looser rules (Readability's retry). */
const MIN_CONTENT_CHARS = 500;

/** The address the page's links are relative to: its `<base href>`, else its own; null when neither is one. */
function linkBaseOf($: CheerioAPI, pageUrl: string): string | null {
  try {
    return new URL(firstInPage($, 'base[href]')?.attribs['href'] ?? '', pageUrl).href;
  } catch {
    return null;
  }
}

/**
 * Readability is given the page's own title, as it reads pages in Firefox: it drops the heading
 * that repeats the title, and the title settles close calls between candidates (a title heading
 * left in place tips a wrapper of the article and its teasers over the article itself). The
 * dropped heading is put back when its element is kept (top-headings.ts). Readability resolves
 * every link of the content against the document's base, and linkedom knows no address for the
 * document: each resolution would fail, at the cost of an exception, so the head names the page's.
 */
function prepareHead($: CheerioAPI, linkBase: string | null): void {
  const title = $('head title').first().text();
  const head = $('head').empty().append($('<title></title>').text(title));
  if (linkBase !== null) head.append($('<base>').attr('href', linkBase));
}

const CODE_INDEX_ATTRIBUTE = 'data-code-index';
const CODE_PLACEHOLDER = 'code';

/**
 * Readability scores a block by its length and its commas, so a block of code (commas on every
 * line) outscores the prose around it and a short page is read as its code alone. It is shown each
 * block as a placeholder word, which it does not score, and the code is put back once it has chosen.
 */
function setCodeAside($: CheerioAPI): string[] {
  return $('pre > code')
    .toArray()
    .map((code, index) => {
      const text = $(code).text();
      $(code).attr(CODE_INDEX_ATTRIBUTE, String(index)).text(CODE_PLACEHOLDER);
      return text;
    });
}

function putCodeBack(content: Element, code: readonly string[]): void {
  for (const block of content.querySelectorAll(`[${CODE_INDEX_ATTRIBUTE}]`)) {
    block.textContent = code[Number(block.getAttribute(CODE_INDEX_ATTRIBUTE))] ?? '';
    block.removeAttribute(CODE_INDEX_ATTRIBUTE);
  }
}

const TABLE_PARTS = new Set(['TABLE', 'TBODY', 'THEAD', 'TR', 'TD', 'TH']);

/**
 * Readability scores table cells as it scores paragraphs, so on a page that is mostly one long table
 * (a list of deprecated APIs, a reference of options) it can choose the table's body alone, without
 * the table's own header row and the paragraphs that introduce it. Such a choice is the page
 * itself, read whole within its marked region.
 */
function chosePartOfTable(content: Element): boolean {
  const page = content.querySelector('.page') ?? content;
  return [...page.children].some(
    (child) => TABLE_PARTS.has(child.tagName) || [...child.children].some((row) => row.tagName === 'TR'),
  );
}

/**
 * The page's main content, read by Mozilla Readability (the reader view of Firefox) over linkedom's
 * DOM, once the documentation generators' own markup has been normalised (see
 * documentation-markup.ts). A page with nothing Readability recognises as content
 * (an empty shell, a list of links) yields its whole body. Changes the parsed page it is given.
 */
export function readMainContent($: CheerioAPI, pageUrl: string): MainContent {
  const linkBase = linkBaseOf($, pageUrl);
  // The page is changed from here on.
  forgetPageIndex($);
  boundForReading($, NORMALISING_BUDGET);
  normaliseDocumentationMarkup($);
  keepMarkedContent($);
  boundForReading($, READING_BUDGET);
  prepareHead($, linkBase);
  const topHeadings = markTopHeadings($);
  const code = setCodeAside($);
  const html = $.html();
  const article = new Readability<Node>(parseHTML(html).document, {
    charThreshold: MIN_CONTENT_CHARS,
    keepClasses: true,
    disableJSONLD: true,
    serializer: (node) => node,
  }).parse();
  const chosen = article?.content as Element | undefined;
  const content = (
    chosen === undefined || chosePartOfTable(chosen) ? parseHTML(html).document.body : chosen
  ) as Element | null;
  if (content === null) return { html: '', markdown: '' };
  putCodeBack(content, code);
  restoreTopHeadings(content, topHeadings);
  return { html: content.outerHTML, markdown: toMarkdown(content) };
}
