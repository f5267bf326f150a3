/** The wizard's fixed words around failures and outcomes (docs/product-rules.md, Errors). */
export const WORKFLOW_MESSAGES = {
  analysisFailedTitle: 'Analysis Failed',
  dailyLimitTitle: 'Daily Limit Reached',
  crashTitle: 'Oops! Something went wrong',
  copied: 'Copied to clipboard',
} as const;

export function attemptMessage(attempt: number, maxAttempts: number): string {
  return `Attempt ${attempt} of ${maxAttempts}`;
}

export function generatedFileMessage(pageCount: number): string {
  return `Generated llms.txt file with ${pageCount} pages`;
}

/** Fixed sentences for failures inside the wizard's steps (docs/product-rules.md, Errors). */
export const STEP_FAILURES = {
  pollInterrupted: 'We lost contact with Signpost for a moment. Still trying…',
  generate: 'Error: Failed to generate llms.txt file',
  fileFetch: 'Failed to fetch file data',
  copy: 'Copy failed: Failed to copy content to clipboard.',
} as const;
