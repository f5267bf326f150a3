import { isFetchError, type FetchResult, type GuardedFetcher } from '@signpost/fetch';
import type { ExtractedPage } from './extract-page.js';
import type { PageExtractor } from './page-reader/page-extractor.js';
import { readPage, type PageRendering, type RenderForExtraction } from './read-page.js';

export type PageFetchOutcome =
  | {
      ok: true;
      finalUrl: string;
      status: number;
      /** The answer's headers (its validators are kept for a later conditional request). */
      headers: Record<string, string>;
      page: ExtractedPage;
      /** The markup the page was read from: its rendering when that was used. */
      html: string;
      /** Set when the page looked built by its scripts: whether, and why not, it was rendered. */
      rendering: PageRendering | null;
    }
  | { ok: false; status: number | null; errorCode: string; errorMessage: string };

const HTML_TYPES: ReadonlySet<string> = new Set(['text/html', 'application/xhtml+xml']);

/** Without a Content-Type, a body that opens like markup is read as HTML. */
function looksLikeMarkup(text: string): boolean {
  return /^\s*</.test(text.slice(0, 1024).replace(/^\uFEFF/, ''));
}

function notHtml(status: number, contentType: string | null): PageFetchOutcome {
  const type = contentType ?? 'of an unknown type';
  return { ok: false, status, errorCode: 'not_html', errorMessage: `The page is ${type}, not HTML` };
}

/**
 * Fetches one page and extracts it, from its rendering when its HTML looks like an application's
 * empty frame and `render` is given (see readPage). Problems with the page itself (refused,
 * unreachable, HTTP error, not HTML) are returned as `ok: false`; only the caller's abort and bugs
 * throw.
 */
export async function fetchAndExtract(
  url: string,
  fetcher: GuardedFetcher,
  extractor: PageExtractor,
  signal?: AbortSignal,
  render?: RenderForExtraction,
): Promise<PageFetchOutcome> {
  let result: FetchResult;
  try {
    result = await fetcher.fetch(url, { signal });
  } catch (error) {
    if (!isFetchError(error)) throw error;
    return { ok: false, status: null, errorCode: error.code, errorMessage: error.message };
  }
  const { status, contentType } = result;
  if (status < 200 || status >= 300) {
    return { ok: false, status, errorCode: 'http_error', errorMessage: `The page answered HTTP ${status}` };
  }
  // A declared non-HTML type is refused before decoding, so a large PDF never becomes a string.
  if (contentType !== null && !HTML_TYPES.has(contentType)) return notHtml(status, contentType);
  const html = result.text();
  if (contentType === null && !looksLikeMarkup(html)) return notHtml(status, contentType);
  const context = { lastModifiedHeader: result.headers['last-modified'] };
  const read = await readPage(extractor, html, result.url, context, render, signal);
  return { ok: true, finalUrl: result.url, status, headers: result.headers, ...read };
}
