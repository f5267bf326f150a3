export type { DiscoveredUrl } from './candidate-pages.js';
export { discoverSite, type DiscoveryOptions, type DiscoveryResult } from './discover-site.js';
export { isSameSite, normalizePageUrl } from './url-hygiene.js';
