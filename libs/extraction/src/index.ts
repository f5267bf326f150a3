export { guessCategory } from './category.js';
export { looksClientRendered } from './client-rendering.js';
export type { ExtractedPage } from './extract-page.js';
export { fetchAndExtract, type PageFetchOutcome } from './fetch-and-extract.js';
export { siteDescriptions, type SitePage } from './page-description.js';
export {
  readPage,
  type PageRendering,
  type ReadPage,
  type RenderAttempt,
  type RenderForExtraction,
} from './read-page.js';
export {
  extractSiteIdentity,
  refineSiteName,
  siteNameFromTitles,
  type SiteIdentity,
  type SiteTitles,
} from './site-identity.js';
export { EXTRACT_TASK_FILE, extractOnThisThread, type PageExtractor } from './page-reader/page-extractor.js';
export type { ExtractTask } from './page-reader/extract-task.js';
