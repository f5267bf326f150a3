import { isFetchError, type FetchResult, type GuardedFetcher } from '@signpost/fetch';
import { extractPage, type ExtractedPage } from './extract-page.js';

export type PageFetchOutcome =
  | { ok: true; finalUrl: string; status: number; page: ExtractedPage; html: string }
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
 * Fetches one page and extracts it. Problems with the page itself (refused, unreachable, HTTP
 * error, not HTML) are returned as `ok: false`; only the caller's abort and bugs throw.
 */
export async function fetchAndExtract(
  url: string,
  fetcher: GuardedFetcher,
  signal?: AbortSignal,
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
  const page = extractPage(html, result.url, { lastModifiedHeader: result.headers['last-modified'] });
  return { ok: true, finalUrl: result.url, status, page, html };
}
