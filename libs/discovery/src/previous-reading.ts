import type { CandidatePages } from './candidate-pages.js';
import type { PageSource } from './candidate.js';
import type { TrapGuard } from './trap-guard.js';

/** A page an earlier reading of the site kept, with the validators it was served with then. */
export interface PreviousPage {
  url: string;
  source: PageSource;
  /** Its ETag and Last-Modified headers as sent; a page with neither is fetched in full. */
  etag: string | null;
  lastModified: string | null;
}

/** A page the site answered 304 for: unchanged since the earlier reading, and not read again. */
export interface UnchangedPage {
  url: string;
  /** The 304's headers (a server may send a fresh ETag with it). */
  headers: Record<string, string>;
}

/**
 * An earlier reading of the same site (a monitor's last run): its pages are asked for with
 * If-None-Match / If-Modified-Since, and one the site says is unchanged is kept as read then.
 */
export interface PreviousReading {
  /** In the earlier reading's order. */
  pages: readonly PreviousPage[];
  /** Receives each unchanged page, in the crawl's order, as `onPage` receives the pages read. */
  onUnchanged(page: UnchangedPage): void | Promise<void>;
}

/** The validators to send for each page that has one, by its address. */
export type PageValidators = ReadonlyMap<string, { etag: string | null; lastModified: string | null }>;

/**
 * Offers every page of the earlier reading up front, after the sitemaps, each with the source it had.
 * An unchanged page is kept without being parsed, so the pages it links to are not found through
 * it: they were pages of the earlier reading too (an unchanged page links where it linked before),
 * and are offered here. The trap guard trusts those a sitemap or the home page gave, as a crawl
 * does, and counts those found through links as it counted them then (see TrapGuard.recall).
 */
export async function offerPreviousPages(
  previous: PreviousReading,
  candidates: CandidatePages,
  traps: TrapGuard,
): Promise<void> {
  const linked: string[] = [];
  for (const page of previous.pages) {
    // A home page that moved is an ordinary page now: only the start page is kept whatever it says.
    const source = page.source === 'homepage' ? 'link' : page.source;
    if ((await candidates.offerPrevious(page.url, source)) !== 'added') continue;
    if (page.source === 'link') linked.push(page.url);
    else traps.trust(page.url);
  }
  traps.recall(linked);
}

export function validatorsOf(previous: PreviousReading | undefined): PageValidators {
  const validators = new Map<string, { etag: string | null; lastModified: string | null }>();
  for (const { url, etag, lastModified } of previous?.pages ?? []) {
    if (etag !== null || lastModified !== null) validators.set(url, { etag, lastModified });
  }
  return validators;
}
