import { ANALYSIS_FAILURES, isAnalysisFailureCode } from '@signpost/contracts';
import { NETWORK_PROBLEM } from './client.js';

/*
 * The analysis catalogue (docs/product-rules.md, Errors). Where a sentence is also the server's word for a
 * failure code, it is taken from contracts' ANALYSIS_FAILURES, so the page and the stored analysis
 * never word one failure twice.
 */

/** The analysis catalogue for free text, checked in order: the first keyword found picks the sentence. */
const KEYWORD_MESSAGES: readonly { keywords: readonly string[]; message: string }[] = [
  { keywords: ['timeout', 'timed out'], message: ANALYSIS_FAILURES.site_timeout },
  { keywords: ['network', 'fetch'], message: NETWORK_PROBLEM },
  { keywords: ['404', 'not found'], message: ANALYSIS_FAILURES.site_not_found },
  { keywords: ['403', 'forbidden'], message: ANALYSIS_FAILURES.site_forbidden },
  { keywords: ['rate limit'], message: 'Too many requests. Please wait a moment before trying again.' },
  {
    keywords: ['sitemap'],
    message:
      "Unable to find or parse the website's sitemap. The site might not have public content to analyze.",
  },
];

export const UNEXPECTED_ANALYSIS_ERROR = ANALYSIS_FAILURES.internal;
export const ANALYSIS_FAILED_UNEXPECTEDLY = 'Analysis failed unexpectedly';

/** The server's sentence for an analysis failure code; a code newer than this page is read as text. */
export function analysisFailureMessage(code: string): string {
  return isAnalysisFailureCode(code) ? ANALYSIS_FAILURES[code] : analysisErrorMessage(code);
}

/**
 * Maps free error text to the catalogue. Code-like words match too (`site_not_found` reads as
 * "site not found"); an unmatched sentence is shown as it is, an unmatched single word is not, as a
 * bare code would mean nothing to people.
 */
export function analysisErrorMessage(errorText: string): string {
  const text = errorText.trim();
  const haystack = text.toLowerCase().replace(/[_-]+/g, ' ');
  const match = KEYWORD_MESSAGES.find(({ keywords }) =>
    keywords.some((keyword) => haystack.includes(keyword)),
  );
  if (match) return match.message;
  return /\s/.test(text) ? text : UNEXPECTED_ANALYSIS_ERROR;
}

/** The sentence for a failed analysis record: the server's own message first, then its error code. */
export function failedAnalysisMessage(record: { error: string | null; message: string | null }): string {
  const message = record.message?.trim();
  if (message) return message;
  const error = record.error?.trim();
  if (error) return analysisFailureMessage(error);
  return ANALYSIS_FAILED_UNEXPECTEDLY;
}
