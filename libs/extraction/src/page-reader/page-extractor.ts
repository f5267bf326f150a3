import type * as PageReading from '../extract-page.js';
import type { ExtractedPage, PageContext } from '../extract-page.js';

/**
 * Reads pages (parse, main content, markdown). A process with worker threads reads them there
 * (EXTRACT_TASK_FILE), so the thread that fetches keeps its requests in flight and renews its job
 * locks on time.
 */
export interface PageExtractor {
  extract(html: string, url: string, context?: PageContext): Promise<ExtractedPage>;
}

/**
 * The worker thread's entry point, extract-task.ts, named without loading it here. A worker thread
 * loads plain JavaScript, so callers name the compiled file, from `src` and `dist` alike.
 */
export const EXTRACT_TASK_FILE = new URL('../../dist/page-reader/extract-task.js', import.meta.url).href;

let pageReading: Promise<typeof PageReading> | undefined;

/**
 * Reads each page on the calling thread. The reader (linkedom, Readability, turndown) is loaded on
 * the first page, so a process whose pages are read on worker threads never holds it.
 */
export const extractOnThisThread: PageExtractor = {
  // Copied as a thread would hand it over: its strings are slices of the page's markup.
  extract: async (html, url, context = {}) =>
    structuredClone((await (pageReading ??= import('../extract-page.js'))).extractPage(html, url, context)),
};
