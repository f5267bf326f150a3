import { readPage, type PageReading, type PageToRead } from './read-page.js';

/**
 * The worker thread's entry point (a pool calls the default export with each page). A worker
 * thread loads plain JavaScript, so callers name the compiled file, from `src` and `dist` alike.
 */
export const READ_PAGE_TASK_FILE = new URL('../../dist/page-reading/read-page-task.js', import.meta.url).href;

export default function readPageTask(page: PageToRead): PageReading {
  return readPage(page);
}
