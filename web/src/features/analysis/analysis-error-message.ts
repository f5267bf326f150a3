/** The analysis error catalogue of spec §8, chosen by keywords in the error text. */
const KEYWORD_MESSAGES: readonly { keywords: readonly string[]; message: string }[] = [
  {
    keywords: ['timeout', 'timed out'],
    message:
      'Analysis timed out. The website might be slow to respond or very large. Try again or contact support.',
  },
  {
    keywords: ['network', 'fetch'],
    message: 'Network connection problem. Please check your internet connection and try again.',
  },
  {
    keywords: ['404', 'not found'],
    message: 'Website not found. Please check the URL and make sure the website is publicly accessible.',
  },
  {
    keywords: ['403', 'forbidden'],
    message: 'Access denied. The website might be blocking automated analysis. Try a different website.',
  },
  {
    keywords: ['rate limit'],
    message: 'Too many requests. Please wait a moment before trying again.',
  },
  {
    keywords: ['sitemap'],
    message:
      "Unable to find or parse the website's sitemap. The site might not have public content to analyze.",
  },
];

export const UNEXPECTED_ANALYSIS_ERROR =
  'Analysis failed due to an unexpected error. Please try again or contact support.';
export const ANALYSIS_FAILED_UNEXPECTEDLY = 'Analysis failed unexpectedly';

/**
 * Maps an error text or code to the catalogue. Codes such as `site_not_found` match too; an
 * unmatched sentence is shown as it is, an unmatched code is not (it would mean nothing to people).
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
  if (error) return analysisErrorMessage(error);
  return ANALYSIS_FAILED_UNEXPECTEDLY;
}
