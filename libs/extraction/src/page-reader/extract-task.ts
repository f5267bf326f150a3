import { extractPage, type ExtractedPage, type PageContext } from '../extract-page.js';

/** One page to read on a worker thread: plain data, as it crosses threads by structured clone. */
export interface ExtractTask {
  html: string;
  url: string;
  context: PageContext;
}

/** The worker thread's entry point (EXTRACT_TASK_FILE): a pool calls it with each task. */
export default function extractTask({ html, url, context }: ExtractTask): ExtractedPage {
  return extractPage(html, url, context);
}
