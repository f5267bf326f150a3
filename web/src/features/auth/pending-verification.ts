import type { WebStorage } from '../../api/session-store.js';

/*
 * What sign-up leaves for the verification screens: the address the mail went to (for /check-email
 * and its resend button) and the site the visitor came to analyse (for where /verify-email leads).
 * Kept in local storage because the verification link usually opens in a new tab; neither is secret.
 */
const PENDING_KEYS = {
  email: 'signpost.pendingVerificationEmail',
  analysisUrl: 'signpost.pendingAnalysisUrl',
} as const;

export interface PendingVerification {
  email: string | null;
  analysisUrl: string | null;
}

export function savePendingVerification(storage: WebStorage | null, pending: PendingVerification): void {
  try {
    for (const [key, value] of [
      [PENDING_KEYS.email, pending.email],
      [PENDING_KEYS.analysisUrl, pending.analysisUrl],
    ] as const) {
      if (value) storage?.setItem(key, value);
      else storage?.removeItem(key);
    }
  } catch {
    // Without storage the check-email page falls back to the signed-in user's address.
  }
}

export function readPendingVerification(storage: WebStorage | null): PendingVerification {
  try {
    return {
      email: storage?.getItem(PENDING_KEYS.email) || null,
      analysisUrl: storage?.getItem(PENDING_KEYS.analysisUrl) || null,
    };
  } catch {
    return { email: null, analysisUrl: null };
  }
}

export function clearPendingVerification(storage: WebStorage | null): void {
  savePendingVerification(storage, { email: null, analysisUrl: null });
}
