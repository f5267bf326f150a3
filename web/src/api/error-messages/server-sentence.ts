import type { ErrorCode } from '@signpost/contracts';
import { CLIENT_ERROR_CODES, isApiError } from '../api-error.js';

/** Readings of a failed call that several screens' catalogues share. */

/** A sentence the server wrote for people; a bare status or an unreadable answer is not one. */
export function serverSentence(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const { code } = error;
  if (code === CLIENT_ERROR_CODES.http || code === CLIENT_ERROR_CODES.invalidResponse) return null;
  return error.message;
}

/** Whether the server refused with one of these codes: failures are told apart by code, never by wording. */
export function hasCode(error: unknown, ...codes: ErrorCode[]): boolean {
  return isApiError(error) && (codes as string[]).includes(error.code);
}

/**
 * Whether an error's text says one of these phrases. Only for the sign-up form's two refusals whose older
 * wording (a 400 naming them in text) the catalogue still reads; everything else goes by `hasCode`.
 */
export function saysInText(error: unknown, ...phrases: string[]): boolean {
  return isApiError(error) && phrases.some((phrase) => error.message.toLowerCase().includes(phrase));
}

export const TRY_AGAIN_LATER = 'Please try again later.';

/** A refusal for rate says when to try again: its sentence is kept, else the generic one. */
export const rateLimitSentence = (error: unknown): string => serverSentence(error) ?? TRY_AGAIN_LATER;

export const isRateLimited = (error: unknown) => isApiError(error) && error.status === 429;
export const isNetworkFailure = (error: unknown) => isApiError(error) && error.status === 0;
