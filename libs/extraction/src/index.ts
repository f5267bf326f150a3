export { guessCategory } from './category.js';
export { extractPage, type ExtractedPage } from './extract-page.js';
export { fetchAndExtract, type PageFetchOutcome } from './fetch-and-extract.js';
export { extractSiteIdentity, type SiteIdentity } from './site-identity.js';
