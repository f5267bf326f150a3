export type { DiscoveredUrl, DropReason, PageSource } from './candidate.js';
export {
  discoverSite,
  type DiscoveryCheckpoints,
  type DiscoveryOptions,
  type DiscoveryProgress,
  type DiscoveryResult,
} from './discover-site.js';
export { crawlSnapshotSchema, type CrawlSnapshot } from './crawl-snapshot.js';
export type { PreviousPage, PreviousReading, UnchangedPage } from './previous-reading.js';
export type { CrawledPage, PageRenderer } from './crawl-options.js';
export { isSameSite, normalizePageUrl } from './url-hygiene.js';
export { droppedPagesNote } from './dropped-pages-note.js';
export { SiteNavigation, type NavPlace } from './site-nav/site-navigation.js';
export { siteNavigationSnapshotSchema, type SiteNavigationSnapshot } from './site-nav/navigation-snapshot.js';
export {
  readPage,
  readPageOnThisThread,
  type PageNavigation,
  type PageReader,
  type PageReading,
  type PageToRead,
} from './page-reading/read-page.js';
