import type { AnalysisFailureCode } from '@signpost/contracts';
import { analysisFailure, type AppError } from '@signpost/errors';
import type { FetchError } from '@signpost/fetch';

const FAILURE_BY_FETCH_CODE: Record<FetchError['code'], AnalysisFailureCode> = {
  address_refused: 'address_refused',
  timeout: 'site_timeout',
  network: 'site_unreachable',
  connection_refused: 'site_unreachable',
  host_not_found: 'site_not_found',
  not_tls: 'site_unreachable',
  too_many_redirects: 'site_unreachable',
  invalid_url: 'site_not_found',
  unsupported_protocol: 'site_not_found',
  too_large: 'no_pages',
  unsupported_encoding: 'no_pages',
};

/** Faults of the start page that no retry will heal: the analysis ends at once. */
const PERMANENT_FETCH_CODES: ReadonlySet<FetchError['code']> = new Set([
  'address_refused',
  'connection_refused',
  'host_not_found',
  'not_tls',
  'too_many_redirects',
  'invalid_url',
  'unsupported_protocol',
  'too_large',
  'unsupported_encoding',
]);

/** The analysis failure for a start page (or its host) that could not be fetched at all. */
export function failureForFetchError(error: FetchError): AppError {
  return analysisFailure(FAILURE_BY_FETCH_CODE[error.code], error, {
    permanent: PERMANENT_FETCH_CODES.has(error.code),
  });
}

/**
 * The analysis failure for a start page that answered with an error status; null for success. A 4xx
 * answer is the site's decision and ends the analysis at once; a 5xx may pass and is retried.
 */
export function failureForStatus(status: number, url: string): AppError | null {
  if (status >= 200 && status < 300) return null;
  const cause = new Error(`${url} answered HTTP ${status}`);
  const permanent = { permanent: status < 500 };
  if (status === 404 || status === 410) return analysisFailure('site_not_found', cause, permanent);
  if (status === 401 || status === 403 || status === 451) {
    return analysisFailure('site_forbidden', cause, permanent);
  }
  if (status === 429) return analysisFailure('site_rate_limited', cause, permanent);
  if (status >= 500) return analysisFailure('site_unreachable', cause, permanent);
  return analysisFailure('site_not_found', cause, permanent);
}
