import { extractPage, type ExtractedPage, type PageContext } from '../extract-page.js';

/** One page to read on a worker thread: plain data, as it crosses threads by structured clone. */
export interface ExtractTask {
  html: string;
  url: string;
  context: PageContext;
}

/**
 * The worker thread's entry point (a pool calls the default export with each task). A worker
 * thread loads plain JavaScript, so callers name the compiled file, from `src` and `dist` alike.
 */
export const EXTRACT_TASK_FILE = new URL('../../dist/page-reader/extract-task.js', import.meta.url).href;

export default function extractTask({ html, url, context }: ExtractTask): ExtractedPage {
  return extractPage(html, url, context);
}
