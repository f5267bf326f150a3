import { AppError } from './app-error.js';

/**
 * Why an analysis ended, worded as the spec's error catalogue words it (analysis-journey.md §8) so
 * the browser shows the same sentence whether it maps by code or by keyword.
 */
export const ANALYSIS_FAILURES = {
  site_timeout:
    'Analysis timed out. The website might be slow to respond or very large. Try again or contact support.',
  site_unreachable:
    'Network connection problem: the website could not be reached. Check the address and try again.',
  site_not_found: 'Website not found. Please check the URL and make sure the website is publicly accessible.',
  site_forbidden: 'Access denied. The website might be blocking automated analysis. Try a different website.',
  site_rate_limited:
    'Too many requests: the website rate limited our crawler. Please wait a moment before trying again.',
  robots_disallowed:
    "Access denied. The website's robots.txt forbids crawling every page, so nothing can be analyzed.",
  address_refused:
    'Website not found: that address points to a private or reserved network, which Signpost never crawls.',
  no_pages: 'No pages found: the website has no public HTML content to analyze.',
  internal: 'Analysis failed due to an unexpected error. Please try again or contact support.',
} as const;

export type AnalysisFailureCode = keyof typeof ANALYSIS_FAILURES;

const PERMANENT: ReadonlySet<AnalysisFailureCode> = new Set([
  'site_not_found',
  'site_forbidden',
  'robots_disallowed',
  'address_refused',
  'no_pages',
]);

export function analysisFailure(code: AnalysisFailureCode, cause?: unknown): AppError {
  return new AppError(code, 422, ANALYSIS_FAILURES[code], { cause, permanent: PERMANENT.has(code) });
}

export function isAnalysisFailureCode(code: string): code is AnalysisFailureCode {
  return Object.hasOwn(ANALYSIS_FAILURES, code);
}
