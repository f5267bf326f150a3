import { Piscina } from 'piscina';
import {
  readPageOnThisThread,
  type PageReader,
  type PageReading,
  type PageToRead,
} from '@signpost/discovery';
import {
  EXTRACT_TASK_FILE,
  extractOnThisThread,
  type ExtractedPage,
  type ExtractTask,
  type PageExtractor,
} from '@signpost/extraction';
import type * as ReadPageTask from './read-page-task.js';

/**
 * The process's threads for reading pages: the crawl's parse for links and signals, and the
 * extraction of main content and markdown. Both run off the thread that fetches, so it keeps its
 * requests in flight, renews its job locks on time, and its heap holds no page being parsed.
 */
export interface PageThreads {
  extractor: PageExtractor;
  /** Reads a page for the crawl. */
  readPage: PageReader;
  /** Reads a page for the crawl and extracts it in the same parse, for a crawl that keeps its pages. */
  readAndExtract: PageReader;
  /** Starts a thread and loads the page readers on it, so the first page read does not wait for them. */
  warm(): void;
  /** The worker threads running now (none when pages are read on the calling thread). */
  threadIds(): number[];
  /** Lets the threads go; closing twice is harmless (a process's stages share one). */
  close(): Promise<void>;
}

/**
 * The crawl's page reading, read-page-task.ts, named without loading it here. A worker thread loads
 * plain JavaScript, so callers name the compiled file, from `src` and `dist` alike.
 */
const READ_PAGE_TASK_FILE = new URL('../../dist/page-threads/read-page-task.js', import.meta.url).href;

/** Threads with nothing to do are let go after this long by default; the next page starts one again. */
const IDLE_THREAD_MS = 30_000;
/**
 * Each thread's heap, bounded: left to V8's defaults a thread grows its young generation to two
 * 64 MB halves that stay resident once touched (`npm start` bounds the main thread's for the same
 * reason), and its old generation as far as the machine allows. The old generation's bound
 * is far above what the largest page the crawler accepts needs; a page past it fails alone.
 */
const THREAD_HEAP_LIMITS = { maxYoungGenerationSizeMb: 32, maxOldGenerationSizeMb: 384 };

/**
 * Pages handed to a thread before it asks for them. A thread reads one page at a time, and one
 * handed over only when the last is done waits for the fetching thread to take the answer and send
 * the next: on a realistic 1,000-page site the page thread stood idle a quarter of the time, in
 * gaps of a millisecond and in the pauses of the fetching thread's own work (a checkpoint's write).
 */
const PAGES_HANDED_AHEAD = 16;

let readPageTask: Promise<typeof ReadPageTask> | undefined;
/** The page readers on the calling thread, loaded at their first page (they load the extractor). */
const readOnThisThread = () => (readPageTask ??= import('./read-page-task.js'));

function pageThreadsOnThisThread(): PageThreads {
  return {
    extractor: extractOnThisThread,
    readPage: readPageOnThisThread,
    // Copied as a thread would hand it over: its strings are slices of the page's markup.
    readAndExtract: async (page) => structuredClone((await readOnThisThread()).readAndExtract(page)),
    warm: () => undefined,
    threadIds: () => [],
    close: () => Promise.resolve(),
  };
}

/**
 * `threads` 0: pages are read on the calling thread. `idleMs`: how long a thread with nothing to do
 * is kept; a process that analyses one site at a time lets it go soon after the site's last page,
 * so its heap is not held while the analysis is scored and written.
 */
export function createPageThreads(threads: number, idleMs = IDLE_THREAD_MS): PageThreads {
  if (threads === 0) return pageThreadsOnThisThread();
  const pool = new Piscina({
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: idleMs,
    resourceLimits: THREAD_HEAP_LIMITS,
    concurrentTasksPerWorker: PAGES_HANDED_AHEAD,
    // The threads run the compiled files (READ_PAGE_TASK_FILE), and so do the packages those import:
    // a parent started to resolve workspace packages to their sources (a test runner) must not
    // hand that on.
    execArgv: [],
  });
  const readTask = (name: keyof typeof ReadPageTask) => (page: PageToRead) =>
    pool.run(page, { filename: READ_PAGE_TASK_FILE, name }) as Promise<PageReading>;
  let closed: Promise<void> | undefined;
  // Destroying the pool while a thread it is starting loads its modules never settled: closing
  // waits for the warming to finish first (a pool being closed refuses it, which is no failure).
  let warming: Promise<unknown> = Promise.resolve();
  return {
    extractor: {
      extract: (html, url, context = {}) =>
        pool.run({ html, url, context } satisfies ExtractTask, {
          filename: EXTRACT_TASK_FILE,
        }) as Promise<ExtractedPage>,
    },
    readPage: readTask('default'),
    readAndExtract: readTask('readAndExtract'),
    warm: () => {
      warming = pool.run(undefined, { filename: READ_PAGE_TASK_FILE, name: 'warm' }).catch(() => undefined);
    },
    threadIds: () => pool.threads.map((thread) => thread.threadId),
    close: () => (closed ??= warming.then(() => pool.destroy())),
  };
}
