import { z } from 'zod';

/**
 * Why an analysis ended, in the words of the error catalogue (docs/product-rules.md, Errors). The
 * server stores the sentence with the analysis; the web shows the same sentence for the same code.
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
  cancelled: 'Analysis cancelled: the monitor it ran for was deleted before it finished.',
  internal: 'Analysis failed due to an unexpected error. Please try again or contact support.',
} as const;

export type AnalysisFailureCode = keyof typeof ANALYSIS_FAILURES;

export function isAnalysisFailureCode(code: string): code is AnalysisFailureCode {
  return Object.hasOwn(ANALYSIS_FAILURES, code);
}

/** An analysis that cannot be done is unprocessable; the two codes shared with requests keep theirs. */
const ANALYSIS_FAILURE_STATUS = 422;

/**
 * Every error code the server sends, with its HTTP status (docs/product-rules.md, Errors). An analysis's
 * failure codes are among them: workers raise them like any other error, and they reach the browser
 * in the analysis record.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  invalid_input: 400,
  weak_password: 400,
  invalid_token: 400,
  expired_token: 400,
  no_pages_selected: 400,
  /** A validator check ran past its deadline; the text, not the server, is what needs changing. */
  validation_too_slow: 422,
  unknown_page: 400,
  address_refused: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  /**
   * A signed-in owner confirming a grave step (closing the account) typed the wrong password. Not a
   * 401: the session is fine, and a 401 would make a client refresh it and send the password again.
   */
  wrong_password: 403,
  email_not_verified: 403,
  demo_read_only: 403,
  /** Operations pages (the queue board) are for the accounts listed in ADMIN_EMAILS. */
  admin_only: 403,
  /** API keys come with the scale plan only. */
  api_key_plan_required: 403,
  /** Monitors come with the growth and scale plans. */
  plan_required: 403,
  /** The route needs a signed-in session; an API key cannot manage keys or the account. */
  session_required: 403,
  /** A self-hosted installation (SELF_HOSTED_PLAN) sells nothing: every account has its plan already. */
  payments_off: 403,
  /** A browser page of another origin called an MCP server of the gateway (DNS-rebinding protection). */
  origin_refused: 403,
  not_found: 404,
  analysis_not_completed: 409,
  email_taken: 409,
  api_key_limit_reached: 409,
  /** An analysis keeps a bounded number of generated files (LLM_FILES_PER_ANALYSIS). */
  llm_file_limit_reached: 409,
  /** The plan's count of monitored sites is reached. */
  monitor_limit: 409,
  /** The owner monitors this site already. */
  monitor_exists: 409,
  /** A run of the monitor is still going; one runs at a time. */
  monitor_busy: 409,
  /** The plan's monitor creations of this billing period are used up (create and delete cycling). */
  monitor_creation_limit: 429,
  payload_too_large: 413,
  daily_limit_reached: 429,
  plan_limit_reached: 429,
  rate_limited: 429,
  internal: 500,
  render_failed: 502,
  unavailable: 503,
  billing_unavailable: 503,
  /** A plan change was not paid for (the card was declined), so the plan stays as it was. */
  payment_declined: 402,
  invalid_webhook: 400,
  render_unavailable: 503,
  site_timeout: ANALYSIS_FAILURE_STATUS,
  site_unreachable: ANALYSIS_FAILURE_STATUS,
  site_not_found: ANALYSIS_FAILURE_STATUS,
  site_forbidden: ANALYSIS_FAILURE_STATUS,
  site_rate_limited: ANALYSIS_FAILURE_STATUS,
  robots_disallowed: ANALYSIS_FAILURE_STATUS,
  no_pages: ANALYSIS_FAILURE_STATUS,
  cancelled: ANALYSIS_FAILURE_STATUS,
} as const satisfies Record<AnalysisFailureCode | string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];
export const errorCodeSchema = z.enum(ERROR_CODES);

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_STATUS, code);
}
