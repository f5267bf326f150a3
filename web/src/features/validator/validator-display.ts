import { CLIENT_ERROR_CODES, isApiError } from '../../api/api-error.js';

export type ScoreTone = 'good' | 'fair' | 'poor';

/** Score colours of the spec: 90 or more green, 75 or more yellow, below red. */
export function scoreTone(score: number): ScoreTone {
  if (score >= 90) return 'good';
  if (score >= 75) return 'fair';
  return 'poor';
}

export const EXCELLENT_SCORE = 85;

/** The validator's error messages (spec §8). */
export function validationErrorMessage(error: unknown): string {
  if (!isApiError(error)) return 'Validation failed. Please try again.';
  if (error.status === 0 && error.code === CLIENT_ERROR_CODES.network) {
    return 'Network error. Please check your connection and try again.';
  }
  if (error.status === 429) {
    const resetAt = error.resetAt === null ? null : new Date(error.resetAt);
    if (resetAt === null || Number.isNaN(resetAt.getTime())) return 'Please try again later.';
    const when = resetAt.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    return `Rate limit exceeded: ${error.message.replace(/\.+$/, '')}. Try again after ${when}`;
  }
  if (error.code === CLIENT_ERROR_CODES.http || error.code === CLIENT_ERROR_CODES.invalidResponse) {
    return 'Validation failed. Please try again.';
  }
  return error.message;
}
