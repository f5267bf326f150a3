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

export function analysisFailure(code: AnalysisFailureCode, cause?: unknown): AppError {
  return new AppError(code, ANALYSIS_FAILURES[code], { cause, permanent: PERMANENT.has(code) });
}
