import { ROUTES, type RouteAnswer, type RouteName } from '@signpost/contracts';
import type { HttpClient } from './http-client.js';
import { requestOf } from './route-call.js';

type Answer<N extends RouteName> = RouteAnswer<(typeof ROUTES)[N]>;

/** The check reads the site's verification file and home page inside the request (up to about 10 s). */
const CHECK_TIMEOUT_MS = 30_000;

/** Proving control of a site, which its bare published address needs. */
export interface SiteVerificationApi {
  /** The account's token for the site of `url`; the same each time. */
  requestSiteVerification(url: string): Promise<Answer<'requestSiteVerification'>>;
  /** Reads the site for the token now; `verified` stays true once a check has found it. */
  checkSiteVerification(url: string): Promise<Answer<'checkSiteVerification'>>;
}

export function createSiteVerificationCalls(http: HttpClient): SiteVerificationApi {
  return {
    requestSiteVerification: (url) =>
      http.request(requestOf(ROUTES.requestSiteVerification, { body: { url } })),
    checkSiteVerification: (url) =>
      http.request(
        requestOf(ROUTES.checkSiteVerification, { body: { url } }, { timeoutMs: CHECK_TIMEOUT_MS }),
      ),
  };
}
