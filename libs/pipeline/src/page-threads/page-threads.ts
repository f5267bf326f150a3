import { Piscina } from 'piscina';
import {
  READ_PAGE_TASK_FILE,
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

/**
 * The process's threads for reading pages: the crawl's parse for links and signals, and the
 * extraction of main content and markdown. Both run off the thread that fetches, so it keeps its
 * requests in flight, renews its job locks on time, and its heap holds no page being parsed.
 */
export interface PageThreads {
  extractor: PageExtractor;
  readPage: PageReader;
  /** The worker threads running now (none when pages are read on the calling thread). */
  threadIds(): number[];
  /** Lets the threads go; closing twice is harmless (a process's stages share one). */
  close(): Promise<void>;
}

/** Threads with nothing to do are let go after this long; the next page starts one again. */
const IDLE_THREAD_MS = 30_000;
/**
 * Each thread's heap, bounded: left to V8's defaults a thread grows its young generation to two
 * 64 MB halves that stay resident once touched (`npm start` bounds the main thread's for the same
 * reason), and its old generation as far as the machine allows. The old generation's bound
 * is far above what the largest page the crawler accepts needs; a page past it fails alone.
 */
const THREAD_HEAP_LIMITS = { maxYoungGenerationSizeMb: 32, maxOldGenerationSizeMb: 384 };

/** `threads` 0: pages are read on the calling thread. */
export function createPageThreads(threads: number): PageThreads {
  if (threads === 0) {
    return {
      extractor: extractOnThisThread,
      readPage: readPageOnThisThread,
      threadIds: () => [],
      close: () => Promise.resolve(),
    };
  }
  const pool = new Piscina({
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: IDLE_THREAD_MS,
    resourceLimits: THREAD_HEAP_LIMITS,
  });
  let closed: Promise<void> | undefined;
  return {
    extractor: {
      extract: (html, url, context = {}) =>
        pool.run({ html, url, context } satisfies ExtractTask, {
          filename: EXTRACT_TASK_FILE,
        }) as Promise<ExtractedPage>,
    },
    readPage: (page: PageToRead) => pool.run(page, { filename: READ_PAGE_TASK_FILE }) as Promise<PageReading>,
    threadIds: () => pool.threads.map((thread) => thread.threadId),
    close: () => (closed ??= pool.destroy()),
  };
}
