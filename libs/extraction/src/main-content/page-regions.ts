import type { CheerioAPI } from 'cheerio';

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

/**
 * Narrows the page (in place) to what its own markup says is content: <main> (or role=main) when
 * there is one, else its outermost <article>s, and drops what it marks as chrome. Readability then
 * chooses within that region, so a sidebar richer in text than a short page never wins.
 */
export function keepMarkedContent($: CheerioAPI): void {
  $(MARKED_CHROME).remove();
  $(PAGE_CHROME)
    .filter((_, element) => $(element).parents(CONTENT_REGION).length === 0)
    .remove();
  const main = $('main, [role="main"]').first();
  const regions =
    main.length > 0 ? main : $('article').filter((_, article) => $(article).parents('article').length === 0);
  if (regions.length === 0) return;
  $('body').empty().append(regions);
}
