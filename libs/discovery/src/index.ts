export type { DiscoveredUrl, DropReason, PageSource } from './candidate-pages.js';
export {
  discoverSite,
  productTokenOf,
  type DiscoveryOptions,
  type DiscoveryResult,
} from './discover-site.js';
export type { CrawledPage, PageRenderer } from './site-crawl.js';
export { isSameSite, normalizePageUrl } from './url-hygiene.js';
export { droppedPagesNote } from './dropped-pages-note.js';
export { SiteNavigation, type NavPlace } from './site-nav/site-navigation.js';
