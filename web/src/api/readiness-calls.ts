import { ROUTES, type RouteAnswer } from '@signpost/contracts';
import type { ReadinessRequest } from '@signpost/contracts';
import type { HttpClient } from './http-client.js';
import { requestOf } from './route-call.js';

/**
 * The check reads llms.txt, robots.txt, the sitemap, markdown alternates and a sample of pages inside the
 * request, so it gets more time than the validator's single file.
 */
const READINESS_TIMEOUT_MS = 60_000;

type SharedReport = RouteAnswer<(typeof ROUTES)['checkAgentReadiness']>;

/** The agent-readiness report: checking a site, and reading a stored report by its shareable id. */
export interface ReadinessApi {
  /** Counts against the validator's anonymous daily checks (429 `daily_limit_reached` past them). */
  checkAgentReadiness(request: ReadinessRequest): Promise<SharedReport>;
  /** Public: anyone with the id reads the same report. */
  sharedReadinessReport(reportId: string, signal?: AbortSignal): Promise<SharedReport>;
}

export function createReadinessCalls(http: HttpClient): ReadinessApi {
  return {
    checkAgentReadiness: (request) =>
      http.request(
        requestOf(ROUTES.checkAgentReadiness, { body: request }, { timeoutMs: READINESS_TIMEOUT_MS }),
      ),
    sharedReadinessReport: (reportId, signal) =>
      http.request(requestOf(ROUTES.sharedReadinessReport, { params: { id: reportId } }, { signal })),
  };
}
