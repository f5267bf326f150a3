/*
 * Every sentence the web shows for a failure, mapped in this one folder: the error catalogues of
 * docs/product-rules.md, Errors, one file per area of the app.
 */
export {
  ANALYSIS_FAILED_UNEXPECTEDLY,
  UNEXPECTED_ANALYSIS_ERROR,
  analysisErrorMessage,
  analysisFailureMessage,
  failedAnalysisMessage,
} from './analysis.js';
export {
  FIX_PASSWORD_REQUIREMENTS,
  INVALID_EMAIL,
  MISSING_PASSWORD,
  NO_VERIFICATION_TOKEN,
  PASSWORDS_DO_NOT_MATCH,
  RESEND_VERIFICATION_FAILURES,
  forgotPasswordErrorMessage,
  resendVerificationErrorMessage,
  resetPasswordErrorMessage,
  signInErrorMessage,
  signUpErrorMessage,
  verifyEmailErrorMessage,
} from './auth.js';
export {
  BILLING_MESSAGES,
  CHECKOUT_FALLBACKS,
  CHECKOUT_MESSAGES,
  billingErrorMessage,
  checkoutErrorMessage,
  upgradeErrorMessage,
} from './billing.js';
export { clientErrorMessage } from './client.js';
export {
  ANALYSIS_LIST_FAILED,
  API_KEY_MESSAGES,
  CLOSE_ACCOUNT_FAILED,
  EXPORT_FAILED,
  QUEUE_BOARD_FAILED,
  analysisDetailErrorMessage,
  apiKeyErrorMessage,
  settingsErrorMessage,
} from './dashboard.js';
export {
  ERROR_TITLES,
  FALLBACK_REQUEST_MESSAGE,
  SERVER_ERRORS,
  UNKNOWN_ERROR,
  describeRequestError,
  maxRetriesMessage,
  serverErrorMessage,
} from './request-errors.js';
export type { ErrorDescription, ErrorType } from './request-errors.js';
export { MONITOR_MESSAGES, monitorErrorMessage } from './monitors.js';
export { READINESS_MESSAGES, readinessCheckErrorMessage, sharedReportErrorMessage } from './readiness.js';
export { validationErrorMessage } from './validator.js';
export { STEP_FAILURES, WORKFLOW_MESSAGES, attemptMessage, generatedFileMessage } from './workflow.js';
