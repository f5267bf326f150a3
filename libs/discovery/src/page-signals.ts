import { load, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { firstInPage, selectInPage } from '@signpost/extraction/page-query';
import { baseUrlOf, readLinks } from './page-links.js';
import { normalizePageUrl } from './url-hygiene.js';

/** Pages with less visible text than this and a script are candidates for rendering. */
const SHELL_MAX_TEXT_CHARS = 200;
const FEED_TYPES = ['application/rss+xml', 'application/atom+xml', 'application/feed+json'];
const NOT_FOUND_TITLE = /\b(404|not found|page not found|no longer exists|does ?n[o']t exist)\b/i;

export interface PageSignals {
  links: string[];
  /** The page's canonical address when it names one. */
  canonical: string | null;
  noindex: boolean;
  nofollow: boolean;
  /** hreflang alternates (`link rel="alternate" hreflang`). */
  alternates: string[];
  /** RSS and Atom feeds the page advertises. */
  feeds: string[];
  /** An empty page whose content a script would build: worth rendering. */
  looksLikeShell: boolean;
  /** Its title or heading says the page does not exist, whatever the status code. */
  saysNotFound: boolean;
  /** Characters of visible text. */
  textChars: number;
  /** Title and opening text without digits: equal for every page of a soft-404 template. */
  fingerprint: string;
}

/** robots directives for us: the generic ones and any addressed to our product token. */
function robotsDirectives($: CheerioAPI, robotsHeader: string | undefined, productToken: string): string[] {
  const directives: string[] = [];
  for (const meta of selectInPage($, 'meta[name]')) {
    const name = (meta.attribs['name'] ?? '').toLowerCase();
    if (name === 'robots' || name === productToken)
      directives.push((meta.attribs['content'] ?? '').toLowerCase());
  }
  for (const part of (robotsHeader ?? '').toLowerCase().split(/,(?=\s*[a-z-]+\s*:)/)) {
    const agent = /^\s*([a-z0-9_-]+)\s*:(?!\s*\d)/.exec(part)?.[1];
    if (agent === undefined || agent === productToken) directives.push(part);
  }
  return directives.flatMap((value) => value.split(/[,\s]+/)).map((value) => value.trim());
}

function linkHrefs($: CheerioAPI, selector: string, base: string): string[] {
  const urls: string[] = [];
  for (const element of selectInPage($, selector)) {
    const href = element.attribs['href'];
    const url = href === undefined ? null : normalizePageUrl(href, base);
    if (url !== null) urls.push(url);
  }
  return urls;
}

const INVISIBLE: ReadonlySet<string> = new Set(['script', 'style', 'noscript', 'template', 'svg']);

/** The body's text outside scripts and styles, read by walking the tree (no copy of the document). */
function visibleText($: CheerioAPI): string {
  const parts: string[] = [];
  const pending: { children: unknown[] }[] = selectInPage($, 'body');
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    for (const child of node.children as {
      type: string;
      data?: string;
      name?: string;
      children?: unknown[];
    }[]) {
      if (child.type === 'text') parts.push(child.data ?? '');
      else if (child.children !== undefined && !INVISIBLE.has(child.name ?? '')) {
        pending.push({ children: child.children });
      }
    }
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * What discovery needs from one HTML page: its links, canonical address, robots directives,
 * alternates and feeds, and the marks of an empty JavaScript shell or a soft 404.
 */
export function readPageSignals(
  html: string | CheerioAPI,
  pageUrl: string,
  options: { robotsHeader?: string | undefined; productToken: string },
): PageSignals {
  const $ = typeof html === 'string' ? load(html) : html;
  const base = baseUrlOf($, pageUrl);
  const directives = robotsDirectives($, options.robotsHeader, options.productToken.toLowerCase());
  const text = visibleText($);
  const textOf = (element: Element | undefined) => (element === undefined ? '' : $(element).text().trim());
  const title = textOf(firstInPage($, 'title'));
  const heading = textOf(firstInPage($, 'h1'));
  const links = readLinks($, pageUrl, base);
  const canonicalHref = firstInPage($, 'link[rel~="canonical" i][href]')?.attribs['href'];
  return {
    links,
    canonical: canonicalHref === undefined ? null : normalizePageUrl(canonicalHref, base),
    noindex: directives.includes('noindex') || directives.includes('none'),
    nofollow: directives.includes('nofollow') || directives.includes('none'),
    alternates: linkHrefs($, 'link[rel~="alternate" i][hreflang][href]', base),
    feeds: linkHrefs(
      $,
      FEED_TYPES.map((type) => `link[rel~="alternate" i][type="${type}" i][href]`).join(', '),
      base,
    ),
    looksLikeShell:
      text.length < SHELL_MAX_TEXT_CHARS && firstInPage($, 'script') !== undefined && links.length <= 3,
    saysNotFound: NOT_FOUND_TITLE.test(title) || NOT_FOUND_TITLE.test(heading),
    textChars: text.length,
    fingerprint: `${title}\n${text.slice(0, 300)}`.replace(/\d+/g, '#'),
  };
}
