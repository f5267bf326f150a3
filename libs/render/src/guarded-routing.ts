import { isFetchError, type GuardedFetcher } from '@signpost/fetch';
import type { BrowserContext, Route } from 'playwright-core';

/** Resources a page's text never depends on: not worth a request. */
const SKIPPED_RESOURCE_TYPES: ReadonlySet<string> = new Set(['image', 'media', 'font']);
/** Headers that describe the wire form of a body the fetcher has already decoded. */
const WIRE_HEADERS: ReadonlySet<string> = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'set-cookie',
]);

export interface RoutingStats {
  /** Requests the browser made that were answered through the guarded fetcher. */
  fetched: number;
  /** Requests refused: by the address guard, or not GET over http(s). */
  refused: number;
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
      Object.entries(result.headers).filter(([name]) => !WIRE_HEADERS.has(name)),
    );
    stats.fetched += 1;
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
): Promise<RoutingStats> {
  const stats: RoutingStats = { fetched: 0, refused: 0 };
  await context.route('**/*', (route) =>
    answer(route, fetcher, signal, stats).catch(() => route.abort('failed').catch(() => undefined)),
  );
  await context.routeWebSocket(/.*/, (socket) => socket.close({ code: 1008, reason: 'refused' }));
  return stats;
}
