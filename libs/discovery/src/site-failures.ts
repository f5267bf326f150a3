import type { AnalysisFailureCode } from '@signpost/contracts';
import { analysisFailure, type AppError } from '@signpost/errors';
import type { FetchError } from '@signpost/fetch';

const FAILURE_BY_FETCH_CODE: Record<FetchError['code'], AnalysisFailureCode> = {
  address_refused: 'address_refused',
  timeout: 'site_timeout',
  network: 'site_unreachable',
  too_many_redirects: 'site_unreachable',
  invalid_url: 'site_not_found',
  unsupported_protocol: 'site_not_found',
  too_large: 'no_pages',
  unsupported_encoding: 'no_pages',
};

/** The analysis failure for a start page (or its host) that could not be fetched at all. */
export function failureForFetchError(error: FetchError): AppError {
  return analysisFailure(FAILURE_BY_FETCH_CODE[error.code], error);
}

/** The analysis failure for a start page that answered with an error status; null for success. */
export function failureForStatus(status: number, url: string): AppError | null {
  if (status >= 200 && status < 300) return null;
  const cause = new Error(`${url} answered HTTP ${status}`);
  if (status === 404 || status === 410) return analysisFailure('site_not_found', cause);
  if (status === 401 || status === 403 || status === 451) return analysisFailure('site_forbidden', cause);
  if (status === 429) return analysisFailure('site_rate_limited', cause);
  if (status >= 500) return analysisFailure('site_unreachable', cause);
  return analysisFailure('site_not_found', cause);
}
