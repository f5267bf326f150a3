import type { CheerioAPI } from 'cheerio';
import type { ExtractedPage } from '@signpost/extraction';
import { parseHtmlDocument } from '@signpost/extraction/html-document';
import { readPageSignals, type PageSignals } from '../page-signals.js';
import { readBreadcrumbGroup } from '../site-nav/breadcrumbs.js';
import { readPageMenus, type PageMenu } from '../site-nav/page-menus.js';

/** One fetched page to read: plain data, as it may cross to a worker thread. */
export interface PageToRead {
  html: string;
  url: string;
  /** The answer's X-Robots-Tag header. */
  robotsHeader?: string | undefined;
  /** The answer's Last-Modified header, for a reader that also extracts the page. */
  lastModifiedHeader?: string | undefined;
  /** Our robots.txt product token, for `<meta name="signpostbot">` and X-Robots-Tag. */
  productToken: string;
}

/** Where the page puts itself in the site's navigation: its menus and its breadcrumb section. */
export interface PageNavigation {
  menus: PageMenu[];
  breadcrumbGroup: string | null;
}

/** What the crawl needs from a page, read in one parse: plain data, as it crosses threads. */
export interface PageReading {
  signals: PageSignals;
  navigation: PageNavigation;
  /**
   * The page's extraction, from the same parse, when the reader makes one: it is handed to
   * `onPage` with the page, so whoever keeps the page need not parse it again.
   */
  extraction?: ExtractedPage | undefined;
}

/** Reads pages for the crawl, on worker threads where the process has them. */
export type PageReader = (page: PageToRead) => Promise<PageReading>;

/** Reads a page from its markup, or from its parsed `document`, which is left as it was. */
export function readPage(
  { html, url, robotsHeader, productToken }: PageToRead,
  document: CheerioAPI = parseHtmlDocument(html),
): PageReading {
  return {
    signals: readPageSignals(document, url, { robotsHeader, productToken }),
    navigation: {
      menus: readPageMenus(document, url),
      breadcrumbGroup: readBreadcrumbGroup(document, url),
    },
  };
}

/**
 * Reads each page on the calling thread. The reading is copied as a thread would hand it over: the
 * strings htmlparser2 reads are slices of the page's markup, and a reading kept for the crawl's
 * length (its links, menus, fingerprint) would keep every page it came from.
 */
export const readPageOnThisThread: PageReader = (page) => Promise.resolve(structuredClone(readPage(page)));
