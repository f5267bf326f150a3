import type { KeyValueStorage } from '../../storage/browser-storage.js';
import { readText, removeEntry, writeText } from '../../storage/browser-storage.js';

/*
 * What sign-up leaves for the verification screens: the address the mail went to (for /check-email
 * and its resend button) and the site the visitor came to analyse (for where /verify-email leads).
 * Kept in local storage because the verification link usually opens in a new tab; neither is secret.
 * Without storage the check-email page falls back to the signed-in user's address.
 */
const PENDING_KEYS = {
  email: 'signpost.pendingVerificationEmail',
  analysisUrl: 'signpost.pendingAnalysisUrl',
} as const;

export interface PendingVerification {
  email: string | null;
  analysisUrl: string | null;
}

export function savePendingVerification(storage: KeyValueStorage | null, pending: PendingVerification): void {
  for (const [key, value] of [
    [PENDING_KEYS.email, pending.email],
    [PENDING_KEYS.analysisUrl, pending.analysisUrl],
  ] as const) {
    if (value) writeText(storage, key, value);
    else removeEntry(storage, key);
  }
}

export function readPendingVerification(storage: KeyValueStorage | null): PendingVerification {
  return {
    email: readText(storage, PENDING_KEYS.email) || null,
    analysisUrl: readText(storage, PENDING_KEYS.analysisUrl) || null,
  };
}

export function clearPendingVerification(storage: KeyValueStorage | null): void {
  savePendingVerification(storage, { email: null, analysisUrl: null });
}
