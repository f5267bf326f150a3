import type { CheerioAPI } from 'cheerio';
import { firstInPage, selectInPage } from '@signpost/extraction/page-query';
import { navKeyOf } from './nav-key.js';

const TRAIL_SELECTOR = [
  'nav[aria-label*="breadcrumb" i]',
  '[itemtype*="schema.org/BreadcrumbList" i]',
  'ol[class*="breadcrumb" i]',
  'ul[class*="breadcrumb" i]',
  'div[class*="breadcrumb" i]',
].join(', ');
const ITEM_SELECTOR = 'li, [itemprop="itemListElement"]';
const ACTIVE_CLASS = /(^|[-_\s])(active|current)([-_\s]|$)/i;
const HOME_TEXT = /^(home|start|docs?|documentation)$/i;
const MAX_LABEL_CHARS = 80;
/** More items than this is not a trail but some other list that borrowed the class name. */
const MAX_TRAIL_ITEMS = 12;
const MAX_JSON_LD_CHARS = 100_000;

interface TrailItem {
  text: string;
  url: string | null;
  current: boolean;
}

/** Separators trails print between items ("Guide »", "› API"). */
const SEPARATORS = /^[\s»›>/|·⟩→]+|[\s»›>/|·⟩→]+$/g;
/** Cut first: a label longer than this is not one, and the separator pattern then stays cheap. */
const MAX_ITEM_CHARS = 400;
const clean = (text: string) => text.slice(0, MAX_ITEM_CHARS).replace(/\s+/g, ' ').replace(SEPARATORS, '');

function resolve(href: string | undefined, pageUrl: string): string | null {
  if (!href) return null;
  try {
    return new URL(href, pageUrl).href;
  } catch {
    return null;
  }
}

function markupTrail($: CheerioAPI, pageUrl: string): TrailItem[] {
  const trailElement = firstInPage($, TRAIL_SELECTOR);
  if (trailElement === undefined) return [];
  return $(trailElement)
    .find(ITEM_SELECTOR)
    .slice(0, MAX_TRAIL_ITEMS + 1)
    .toArray()
    .filter((item) => $(item).find(ITEM_SELECTOR).length === 0)
    .map((item) => {
      const element = $(item);
      const link = element.find('a[href]').first();
      return {
        text: clean(element.text()),
        url: resolve(link.attr('href'), pageUrl),
        current:
          element.is('[aria-current]') ||
          element.find('[aria-current]').length > 0 ||
          ACTIVE_CLASS.test(element.attr('class') ?? ''),
      };
    });
}

/** A BreadcrumbList in JSON-LD, the form search engines read, when the markup has no trail. */
function jsonLdTrail($: CheerioAPI, pageUrl: string): TrailItem[] {
  for (const script of selectInPage($, 'script[type="application/ld+json"]')) {
    const source = $(script).text();
    if (source.length > MAX_JSON_LD_CHARS || !source.includes('BreadcrumbList')) continue;
    let data: unknown;
    try {
      data = JSON.parse(source);
    } catch {
      continue;
    }
    const graph: unknown[] = Array.isArray(data)
      ? data
      : [data, ...((data as { '@graph'?: unknown[] })?.['@graph'] ?? [])];
    const list = graph.find(
      (node): node is { itemListElement: unknown[] } =>
        (node as { '@type'?: unknown })?.['@type'] === 'BreadcrumbList' &&
        Array.isArray((node as { itemListElement?: unknown }).itemListElement),
    );
    if (list === undefined) continue;
    return list.itemListElement.slice(0, MAX_TRAIL_ITEMS + 1).map((entry) => {
      const item = entry as { name?: unknown; item?: unknown };
      const target =
        typeof item.item === 'object' && item.item !== null
          ? (item.item as { '@id'?: unknown; name?: unknown })
          : null;
      const name =
        typeof item.name === 'string' ? item.name : typeof target?.name === 'string' ? target.name : '';
      const href =
        typeof item.item === 'string'
          ? item.item
          : typeof target?.['@id'] === 'string'
            ? target['@id']
            : undefined;
      return { text: clean(name), url: resolve(href, pageUrl), current: false };
    });
  }
  return [];
}

/**
 * The section a page's breadcrumb trail puts it in: the nearest item above the page itself, the
 * site's home left out ("Home > API Reference > createSlice" is "API Reference"). Null when the page
 * has no trail, or its trail holds only the home page and itself.
 */
export function readBreadcrumbGroup($: CheerioAPI, pageUrl: string): string | null {
  let trail = markupTrail($, pageUrl);
  if (trail.length === 0) trail = jsonLdTrail($, pageUrl);
  if (trail.length === 0 || trail.length > MAX_TRAIL_ITEMS) return null;
  const page = navKeyOf(pageUrl);
  const root = navKeyOf(new URL('/', pageUrl).href);
  if (page === root) return null;
  const names = pageNames($);
  const parents = trail.filter((item, index) => {
    if (item.text === '' || item.text.length > MAX_LABEL_CHARS || item.current) return false;
    if (item.url !== null && (navKeyOf(item.url) === page || navKeyOf(item.url) === root)) return false;
    if (index === 0 && HOME_TEXT.test(item.text)) return false;
    return !(item.url === null && names.has(item.text.toLowerCase()));
  });
  return parents.at(-1)?.text ?? null;
}

/** What the page calls itself: its first heading and its title, before any " | Site" suffix. */
function pageNames($: CheerioAPI): Set<string> {
  const textOf = (selector: string) => {
    const element = firstInPage($, selector);
    return element === undefined ? '' : clean($(element).text());
  };
  const title = textOf('title');
  return new Set(
    [textOf('h1'), title, title.split(/\s[|·–—-]\s/)[0] ?? '']
      .map((name) => name.toLowerCase())
      .filter((name) => name !== ''),
  );
}
