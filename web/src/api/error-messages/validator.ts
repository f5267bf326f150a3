import { CLIENT_ERROR_CODES, isApiError } from '../api-error.js';
import { TRY_AGAIN_LATER } from './server-sentence.js';

const VALIDATION_FAILED = 'Validation failed. Please try again.';

/** The validator's failure sentences (docs/product-rules.md, Errors). */
export function validationErrorMessage(error: unknown): string {
  if (!isApiError(error)) return VALIDATION_FAILED;
  if (error.status === 0 && error.code === CLIENT_ERROR_CODES.network) {
    return 'Network error. Please check your connection and try again.';
  }
  if (error.status === 429) {
    const resetAt = error.resetAt === null ? null : new Date(error.resetAt);
    if (resetAt === null || Number.isNaN(resetAt.getTime())) return TRY_AGAIN_LATER;
    const when = resetAt.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    return `Rate limit exceeded: ${error.message.replace(/\.+$/, '')}. Try again after ${when}`;
  }
  if (error.code === CLIENT_ERROR_CODES.http || error.code === CLIENT_ERROR_CODES.invalidResponse) {
    return VALIDATION_FAILED;
  }
  return error.message;
}
