// What a crawl is given and what it hands back, apart from the crawl itself (site-crawl.ts), so
// that what settles its pages (page-settling.ts) reads them without reaching into the crawl.
import type { ExtractedPage } from '@signpost/extraction';
import type { GuardedFetcher } from '@signpost/fetch';
import type { CandidatePages } from './candidate-pages.js';
import type { CrawlProgress } from './crawl-snapshot.js';
import type { PageNavigation, PageReader } from './page-reading/read-page.js';
import type { PageValidators, PreviousReading } from './previous-reading.js';
import type { MarkdownSite } from './script-built/markdown-answer.js';
import type { TrapGuard } from './trap-guard.js';

/** A page the crawl fetched and kept, handed over so nothing has to fetch it again. */
export interface CrawledPage {
  url: string;
  status: number;
  headers: Record<string, string>;
  html: string;
  /** Its menus and breadcrumb section, read with its signals. */
  navigation: PageNavigation;
  /** Its extraction, when the crawl's reader made one (PageReading). */
  extraction?: ExtractedPage | undefined;
  /** The HTML came from the browser, the page being an empty JavaScript shell. */
  rendered: boolean;
}

/** Renders a page in a browser; discovery uses it for pages that arrive as an empty shell. */
export interface PageRenderer {
  render(url: string, signal?: AbortSignal): Promise<{ url: string; html: string }>;
}

export interface CrawlOptions {
  fetcher: GuardedFetcher;
  candidates: CandidatePages;
  traps: TrapGuard;
  /** Our robots.txt product token, for `<meta name="signpostbot">` and X-Robots-Tag. */
  productToken: string;
  maxPages: number;
  /** Requests the crawl may make in all: pages kept plus what redirects, 404s and traps cost. */
  maxFetches: number;
  concurrency: number;
  /** Pause before each request (robots.txt Crawl-delay, capped). */
  delayMs: number;
  /** Fingerprint of the site's answer to an address that cannot exist, when that answer is 200. */
  soft404Fingerprint: string | null;
  renderer?: PageRenderer | undefined;
  /** Set when the site's script builds its pages from markdown files: they are read from those. */
  markdownSite?: MarkdownSite | null | undefined;
  /** Parses each fetched page; worker threads keep the crawl's own thread free for its requests. */
  readPage: PageReader;
  signal?: AbortSignal | undefined;
  onPage?: ((page: CrawledPage) => void | Promise<void>) | undefined;
  /** Pages of an earlier reading: asked for conditionally, an unchanged one kept without being read. */
  previous?: { validators: PageValidators; onUnchanged: PreviousReading['onUnchanged'] } | undefined;
  /** How far an earlier attempt of this crawl had got (its candidates restored): it goes on from there. */
  resumeFrom?: CrawlProgress | undefined;
  checkpoints?: CrawlCheckpointing | undefined;
}

/** Snapshots of the crawl's progress, taken every `everyMs` at a moment no page is half settled. */
export interface CrawlCheckpointing {
  everyMs: number;
  /** Must return at once: the crawl goes on while the snapshot is stored. */
  take(progress: CrawlProgress): void;
}

export interface CrawlStats {
  fetches: number;
  rendered: number;
  trapRefusals: number;
  /** Pages the site answered 304 for, kept as the earlier reading read them. */
  unchanged: number;
}
