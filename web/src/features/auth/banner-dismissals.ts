import type { WebStorage } from '../../api/session-store.js';

/**
 * The verification banner stays away this long after a dismissal
 * (docs/product-rules.md, Accounts and sessions).
 */
export const VERIFY_BANNER_SNOOZE_MS = 24 * 60 * 60 * 1000;

const VERIFY_DISMISSED_AT_KEY = 'signpost.verifyBannerDismissedAt';
const DEMO_DISMISSED_KEY = 'signpost.demoBannerDismissed';

/** Local storage: the 24 hours outlive the tab. */
export function isVerifyBannerSnoozed(storage: WebStorage | null, now: number): boolean {
  try {
    const dismissedAt = Number(storage?.getItem(VERIFY_DISMISSED_AT_KEY));
    return Number.isFinite(dismissedAt) && dismissedAt > 0 && now - dismissedAt < VERIFY_BANNER_SNOOZE_MS;
  } catch {
    return false;
  }
}

export function snoozeVerifyBanner(storage: WebStorage | null, now: number): void {
  try {
    storage?.setItem(VERIFY_DISMISSED_AT_KEY, String(now));
  } catch {
    // The banner comes back on the next page load; nothing worse.
  }
}

/** Session storage: the demo banner stays dismissed for the rest of the tab's session. */
export function isDemoBannerDismissed(storage: WebStorage | null): boolean {
  try {
    return storage?.getItem(DEMO_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function dismissDemoBanner(storage: WebStorage | null): void {
  try {
    storage?.setItem(DEMO_DISMISSED_KEY, 'true');
  } catch {
    // As above.
  }
}
