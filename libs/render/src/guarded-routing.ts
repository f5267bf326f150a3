import { isFetchError, type GuardedFetcher } from '@signpost/fetch';
import type { BrowserContext, Route } from 'playwright-core';

/** Resources a page's text never depends on: not worth a request. */
const SKIPPED_RESOURCE_TYPES: ReadonlySet<string> = new Set(['image', 'media', 'font']);
/**
 * Headers not passed to the browser: the wire form of a body the fetcher has already decoded, and
 * speculation rules, which would have Chromium load pages on its own network stack.
 */
const WITHHELD_HEADERS: ReadonlySet<string> = new Set([
  'speculation-rules',
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'set-cookie',
]);

interface RoutingStats {
  /** Requests the browser made that were answered through the guarded fetcher. */
  fetched: number;
  /** Requests refused: by the address guard, or not GET over http(s). */
  refused: number;
  /** Origins of the top-level documents answered through the guarded fetcher. */
  documentOrigins: Set<string>;
}

export interface Routing {
  counts(): { fetched: number; refused: number };
  /**
   * Whether the page now shown came from a top-level document the routing answered: a document
   * Chromium loaded by itself (a prefetched or prerendered page it switched to) fails this, while a
   * history change within an answered document (pushState, a hash) keeps its origin and passes.
   */
  cameThroughRouting(shownUrl: string): boolean;
}

/** A top-level navigation: its document becomes the page that is read. */
function isTopLevelDocument(route: Route): boolean {
  const request = route.request();
  if (!request.isNavigationRequest()) return false;
  try {
    return request.frame().parentFrame() === null;
  } catch {
    return false;
  }
}

async function answer(route: Route, fetcher: GuardedFetcher, signal: AbortSignal, stats: RoutingStats) {
  const request = route.request();
  const url = request.url();
  if (request.method() !== 'GET' || !/^https?:\/\//i.test(url)) {
    stats.refused += 1;
    await route.abort('blockedbyclient');
    return;
  }
  if (SKIPPED_RESOURCE_TYPES.has(request.resourceType())) {
    await route.abort('blockedbyclient');
    return;
  }
  try {
    const result = await fetcher.fetch(url, { accept: request.headers()['accept'], signal });
    const headers = Object.fromEntries(
      Object.entries(result.headers).filter(([name]) => !WITHHELD_HEADERS.has(name)),
    );
    stats.fetched += 1;
    if (isTopLevelDocument(route)) stats.documentOrigins.add(new URL(url).origin);
    await route.fulfill({ status: result.status, headers, body: result.body });
  } catch (error) {
    if (!isFetchError(error) && !signal.aborted) throw error;
    stats.refused += 1;
    await route.abort('blockedbyclient');
  }
}

/**
 * Sends every request of a browser context through the guarded fetcher, so the browser itself
 * never opens a connection: the address guard, byte caps and timeouts apply to each script,
 * stylesheet and XHR exactly as to the page. WebSockets are closed; only GET is answered.
 */
export async function routeThroughFetcher(
  context: BrowserContext,
  fetcher: GuardedFetcher,
  signal: AbortSignal,
): Promise<Routing> {
  const stats: RoutingStats = { fetched: 0, refused: 0, documentOrigins: new Set() };
  await context.route('**/*', (route) =>
    answer(route, fetcher, signal, stats).catch(() => route.abort('failed').catch(() => undefined)),
  );
  await context.routeWebSocket(/.*/, (socket) => socket.close({ code: 1008, reason: 'refused' }));
  return {
    counts: () => ({ fetched: stats.fetched, refused: stats.refused }),
    cameThroughRouting: (shownUrl) => {
      const shown = URL.parse(shownUrl);
      return shown !== null && /^https?:$/.test(shown.protocol) && stats.documentOrigins.has(shown.origin);
    },
  };
}
