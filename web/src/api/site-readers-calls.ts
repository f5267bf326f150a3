import { ROUTES, type RouteAnswer } from '@signpost/contracts';
import type { HttpClient } from './http-client.js';
import { requestOf } from './route-call.js';

/** Who reads the account's published files (decisions.md, Readers of published files). */
export interface SiteReadersApi {
  /**
   * The readers of what the account publishes for `site` (its host, with a non-default port) over the
   * last `days` days (1 to 90), by class, agent and day.
   */
  siteReaders(
    site: string,
    days: number,
    signal?: AbortSignal,
  ): Promise<RouteAnswer<(typeof ROUTES)['siteReaders']>>;
}

export function createSiteReadersCalls(http: HttpClient): SiteReadersApi {
  return {
    siteReaders: (site, days, signal) =>
      http.request(
        requestOf(ROUTES.siteReaders, { params: { site }, query: { days: String(days) } }, { signal }),
      ),
  };
}
