import { Piscina } from 'piscina';
import { extractPage, type ExtractedPage, type PageContext } from '../extract-page.js';
import type { ExtractTask } from './extract-task.js';

/**
 * Reads pages (parse, main content, markdown), on worker threads when it has them, so the thread
 * that fetches keeps its requests in flight and renews its job locks on time.
 */
export interface PageExtractor {
  extract(html: string, url: string, context?: PageContext): Promise<ExtractedPage>;
  /** The worker threads running now (none when pages are read on the calling thread). */
  threadIds(): number[];
  close(): Promise<void>;
}

/** Threads with nothing to do are let go after this long; the next page starts one again. */
const IDLE_THREAD_MS = 30_000;
/**
 * The worker's built file, from `src` and `dist` alike: a worker thread loads plain JavaScript, so
 * it is the compiled one even where the rest runs from source (tests).
 */
const WORKER_FILE = new URL('../../dist/page-reader/extract-task.js', import.meta.url).href;

/** `threads` 0: pages are read on the calling thread. */
export function createPageExtractor(threads: number): PageExtractor {
  if (threads === 0) {
    return {
      extract: (html, url, context = {}) => Promise.resolve(extractPage(html, url, context)),
      threadIds: () => [],
      close: () => Promise.resolve(),
    };
  }
  const pool = new Piscina<ExtractTask, ExtractedPage>({
    filename: WORKER_FILE,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: IDLE_THREAD_MS,
  });
  return {
    extract: (html, url, context = {}) => pool.run({ html, url, context }),
    threadIds: () => pool.threads.map((thread) => thread.threadId),
    close: () => pool.destroy(),
  };
}
