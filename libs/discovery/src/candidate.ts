// What the crawl knows of one address it met: where it came from, what became of it and why it was
// let go. Candidate lists (candidate-pages.ts) and their snapshots (crawl-snapshot.ts) both speak it.

export const PAGE_SOURCES = ['homepage', 'sitemap', 'link'] as const;
export type PageSource = (typeof PAGE_SOURCES)[number];

export const PAGE_STATES = ['pending', 'fetched', 'failed', 'dropped'] as const;
/** What the crawl learnt of a page: kept (`fetched`), kept with an error, or not fetched (`pending`). */
export type PageState = (typeof PAGE_STATES)[number];

export interface DiscoveredUrl {
  url: string;
  source: PageSource;
  lastModified: string | null;
  /** `fetched` pages were handed to `onPage`; `failed` ones carry why; `pending` ones were not fetched. */
  state: Exclude<PageState, 'dropped'>;
  failure?: { status: number | null; message: string };
}

/**
 * Why the crawl let an address go. `redirected` loses nothing: the page is kept at the address the
 * redirect lands on. `sitemap_dead` ones were not fetched: the sitemap section listing them answered
 * 404 page after page (sitemap-health.ts). The others are addresses that are not pages of the analysis.
 */
export type DropReason = (typeof DROP_REASONS)[number];
export const DROP_REASONS = [
  'redirected',
  'not_found',
  'not_html',
  'off_site',
  'duplicate',
  'canonical_elsewhere',
  'noindex',
  'soft_404',
  'unfetchable',
  'sitemap_dead',
] as const;

export interface Candidate {
  index: number;
  /** Place in the page list: the first address that led to it (a redirect's target takes its source's). */
  rank: number;
  url: string;
  source: PageSource;
  lastModified: string | null;
  state: PageState;
  failure?: { status: number | null; message: string };
  dropReason?: DropReason;
  /** The canonical address a page named when it was dropped for naming another. */
  canonical?: string;
}
