import { CLIENT_ERROR_CODES, isApiError } from '../api-error.js';

/** Readings of a failed call that several screens' catalogues share. */

/** A sentence the server wrote for people; a bare status or an unreadable answer is not one. */
export function serverSentence(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const { code } = error;
  if (code === CLIENT_ERROR_CODES.http || code === CLIENT_ERROR_CODES.invalidResponse) return null;
  return error.message;
}

export function mentions(error: unknown, ...phrases: string[]): boolean {
  if (!isApiError(error)) return false;
  const text = `${error.code} ${error.message}`.toLowerCase();
  return phrases.some((phrase) => text.includes(phrase));
}

export const isRateLimited = (error: unknown) => isApiError(error) && error.status === 429;
export const isNetworkFailure = (error: unknown) => isApiError(error) && error.status === 0;
