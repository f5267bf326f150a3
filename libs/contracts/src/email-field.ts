import { z } from 'zod';

/** What a form says of an address it cannot use, unless its own screen words it otherwise. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/**
 * An email address as every request takes it: trimmed, lower-cased, at most 320 characters (the
 * longest an address can be). Each form keeps its own wording for a wrong one.
 */
export function emailField(message: string = INVALID_EMAIL_MESSAGE) {
  return z.string({ error: message }).trim().toLowerCase().max(320, message).email(message);
}

/** Whether a form may send this address: the same rule every request applies, so the two never disagree. */
export function isValidEmail(email: string): boolean {
  return emailField().safeParse(email).success;
}
