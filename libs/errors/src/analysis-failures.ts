import { ANALYSIS_FAILURES, type AnalysisFailureCode } from '@signpost/contracts';
import { AppError } from './app-error.js';

/** Faults of the site that no retry will heal. */
const PERMANENT: ReadonlySet<AnalysisFailureCode> = new Set([
  'site_not_found',
  'site_forbidden',
  'robots_disallowed',
  'address_refused',
  'no_pages',
]);

/**
 * The failure that ends an analysis. Whether a retry could help follows from the code, unless the
 * caller knows better (a redirect loop is `site_unreachable` yet will not heal by itself).
 */
export function analysisFailure(
  code: AnalysisFailureCode,
  cause?: unknown,
  options: { permanent?: boolean } = {},
): AppError {
  return new AppError(code, ANALYSIS_FAILURES[code], {
    cause,
    permanent: options.permanent ?? PERMANENT.has(code),
  });
}
