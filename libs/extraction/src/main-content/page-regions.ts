import type { Cheerio, CheerioAPI } from 'cheerio';
import { readableText, type DomNode } from '../dom-text.js';

/** Regions a page marks as not its content: navigation, banners, footers and what it hides. */
const MARKED_CHROME = [
  'nav',
  '[role="navigation"]',
  '[role="banner"]',
  '[role="contentinfo"]',
  '[role="search"]',
  '[hidden]',
  '[aria-hidden="true"]',
  'dialog',
].join(', ');
/** Page-level header, footer and sidebars; inside the content they hold titles and bylines. */
const PAGE_CHROME = 'header, footer, aside';
const CONTENT_REGION = 'main, [role="main"], article';
const MAIN_REGION = 'main, [role="main"]';
/**
 * The share of the page's paragraph text a marked region must hold to be trusted as the content.
 * Below it the markup says something else: an empty <main> beside the one in use, <article>s that
 * are the comments or the teasers of other posts while the post itself sits in a <div>.
 */
const MIN_PROSE_SHARE = 0.5;

/** Characters of paragraph text in some disjoint regions (a <p> never holds another). */
function proseIn($: CheerioAPI, regions: Cheerio<DomNode>): number {
  return regions
    .find('p')
    .toArray()
    .reduce((chars, paragraph) => chars + readableText($(paragraph)).length, 0);
}

/** The outermost elements `selector` matches: disjoint, so reading all of them reads each node once. */
function outermost($: CheerioAPI, selector: string): Cheerio<DomNode> {
  return $(selector).filter((_, element) => $(element).parents(selector).length === 0);
}

/**
 * The regions the page marks as its content, most specific first: its <main> (or role=main)
 * holding the most paragraph text, then its outermost <article>s.
 */
function markedRegions($: CheerioAPI): Cheerio<DomNode>[] {
  const mains = outermost($, MAIN_REGION)
    .toArray()
    .map((main) => ({ main, prose: proseIn($, $(main)) }))
    .sort((a, b) => b.prose - a.prose);
  const regions = [outermost($, 'article')];
  if (mains[0] !== undefined) regions.unshift($(mains[0].main));
  return regions.filter((region) => region.length > 0);
}

/**
 * Narrows the page (in place) to what its own markup says is content, and drops what it marks as
 * chrome. Readability then chooses within that region, so a sidebar richer in text than a short
 * page never wins. A region is trusted only when it holds most of the page's paragraph text;
 * when none does, Readability chooses over the whole page.
 */
export function keepMarkedContent($: CheerioAPI): void {
  $(MARKED_CHROME).remove();
  $(PAGE_CHROME)
    .filter((_, element) => $(element).parents(CONTENT_REGION).length === 0)
    .remove();
  const pageProse = proseIn($, $('body'));
  const trusted = markedRegions($).find(
    (region) => pageProse === 0 || proseIn($, region) >= MIN_PROSE_SHARE * pageProse,
  );
  if (trusted !== undefined) $('body').empty().append(trusted);
}
