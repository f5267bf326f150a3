import { extractPage, type ExtractedPage, type PageContext } from '../extract-page.js';

/**
 * Reads pages (parse, main content, markdown). A process with worker threads reads them there
 * (EXTRACT_TASK_FILE), so the thread that fetches keeps its requests in flight and renews its job
 * locks on time.
 */
export interface PageExtractor {
  extract(html: string, url: string, context?: PageContext): Promise<ExtractedPage>;
}

/** Reads each page on the calling thread. */
export const extractOnThisThread: PageExtractor = {
  extract: (html, url, context = {}) => Promise.resolve(extractPage(html, url, context)),
};
