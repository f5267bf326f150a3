import { readPage, type PageReading, type PageToRead } from '@signpost/discovery/read-page';
import { extractPage } from '@signpost/extraction/extract-page';
import { parseHtmlDocument } from '@signpost/extraction/html-document';

// The page threads' entry points for the crawl's pages (READ_PAGE_TASK_FILE, page-threads.ts).

/** Reads a page for the crawl: its signals and navigation. */
export default function readForCrawl(page: PageToRead): PageReading {
  return readPage(page);
}

/**
 * A page the crawl will not keep as it is: one that asks not to be indexed, names another address
 * as its canonical, or is an empty shell the crawl may render. The crawl decides; extracting such
 * a page here would most likely be wasted, and whoever keeps it extracts it then.
 */
function likelyDropped({ signals }: PageReading, url: string): boolean {
  return (
    signals.noindex || signals.looksLikeShell || (signals.canonical !== null && signals.canonical !== url)
  );
}

/**
 * Reads a page for the crawl and extracts it from the same parse: the one parse and the one trip
 * between threads a kept page costs. Reading leaves the document as it was; extraction changes it,
 * so it comes second.
 */
export function readAndExtract(page: PageToRead): PageReading {
  const document = parseHtmlDocument(page.html);
  const reading = readPage(page, document);
  if (likelyDropped(reading, page.url)) return reading;
  const extraction = extractPage(document, page.url, { lastModifiedHeader: page.lastModifiedHeader });
  return { ...reading, extraction };
}

/** Does nothing: running it loads this file's modules, so an analysis's first page does not wait for them. */
export function warm(): void {}
