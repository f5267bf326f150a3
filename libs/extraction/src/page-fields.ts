import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { cleanDeclaredText } from './clean-text.js';
import { firstInPage, hasAncestorIn, selectInPage } from './page-query.js';
import { readHeading, titleWithoutBadges } from './page-title.js';
import { capLength, truncateAtWord } from './text-utils.js';

const MAX_TITLE_CHARS = 500;
const MAX_DESCRIPTION_CHARS = 1_000;
const MAX_HEADINGS = 30;
const MAX_HEADING_CHARS = 300;

/** Navigation-like regions whose headings ("Products", "Company") say nothing about the page. */
const CHROME_SELECTOR = 'nav, footer, aside, [role="navigation"], [role="contentinfo"]';

function metaContent($: CheerioAPI, selector: string): string {
  return cleanDeclaredText(firstInPage($, selector)?.attribs['content'] ?? '');
}

const comparable = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The heading the page's title was made from: the first h1 of its content, else the first h1. */
function pageHeading($: CheerioAPI) {
  const heading = firstInPage($, 'main h1, [role="main"] h1, article h1') ?? firstInPage($, 'h1');
  return $(heading === undefined ? [] : [heading]);
}

/**
 * The page's title: <title> (never an SVG's), else og:title, else its h1; entities decoded, invisible
 * characters and the badges its generator copied from the heading dropped. A <title> that is only
 * the site's declared name gives way to og:title, which then names the page.
 */
export function readTitle($: CheerioAPI): string {
  const heading = readHeading($, pageHeading($));
  const documentTitle = cleanDeclaredText(
    $(selectInPage($, 'title').filter((element) => $(element).closest('svg').length === 0))
      .first()
      .text(),
  );
  const openGraphTitle = metaContent($, 'meta[property="og:title" i], meta[name="og:title" i]');
  const siteName = comparable(metaContent($, 'meta[property="og:site_name" i]'));
  const namesOnlySite =
    siteName !== '' &&
    comparable(documentTitle) === siteName &&
    openGraphTitle !== '' &&
    comparable(openGraphTitle) !== siteName;
  const title = (namesOnlySite ? openGraphTitle : documentTitle) || openGraphTitle || heading.text;
  return capLength(titleWithoutBadges(title, heading), MAX_TITLE_CHARS);
}

/** Headings h1 to h3 in document order, outside navigation, footers and sidebars, without badges. */
export function readHeadings($: CheerioAPI): string[] {
  const headings: string[] = [];
  const chrome = new Set<AnyNode>(selectInPage($, CHROME_SELECTOR));
  const inChrome = (element: Element) => chrome.has(element) || hasAncestorIn(element, chrome);
  for (const element of selectInPage($, 'h1, h2, h3')) {
    if (inChrome(element)) continue;
    const { text } = readHeading($, $(element));
    if (text !== '') headings.push(capLength(text, MAX_HEADING_CHARS));
    if (headings.length >= MAX_HEADINGS) break;
  }
  return headings;
}

/** Meta description, else og:description; empty when the page declares neither. */
export function readDeclaredDescription($: CheerioAPI): string {
  const declared =
    metaContent($, 'meta[name="description" i]') ||
    metaContent($, 'meta[property="og:description" i], meta[name="og:description" i]');
  return truncateAtWord(declared, MAX_DESCRIPTION_CHARS);
}

/** The address of the page's markdown version, when it links one. */
export function readMarkdownAlternate($: CheerioAPI, pageUrl: string): string | null {
  const href = firstInPage($, 'link[rel~="alternate" i][type="text/markdown" i][href]')?.attribs['href'];
  if (href === undefined) return null;
  try {
    const url = new URL(href, pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function isoDate(raw: string | undefined): string | null {
  const time = Date.parse(raw?.trim() ?? '');
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** When the page last changed: article or Open Graph meta first, else the Last-Modified header. */
export function readLastModified($: CheerioAPI, header: string | undefined): string | null {
  const declared = firstInPage(
    $,
    'meta[property="article:modified_time" i], meta[property="og:updated_time" i], meta[name="last-modified" i]',
  )?.attribs['content'];
  return isoDate(declared) ?? isoDate(header);
}

/** The page's language as a canonical BCP 47 tag (`en-US`), from <html lang> or Content-Language. */
export function readLanguage($: CheerioAPI): string | null {
  const declared =
    firstInPage($, 'html')?.attribs['lang'] ??
    firstInPage($, 'meta[http-equiv="content-language" i]')?.attribs['content'] ??
    '';
  const candidate = declared.split(',')[0]?.trim().replace(/_/g, '-') ?? '';
  if (candidate === '') return null;
  try {
    return Intl.getCanonicalLocales(candidate)[0] ?? null;
  } catch {
    return null;
  }
}
