import type { KeyValueStorage } from '../../storage/browser-storage.js';
import { readText, writeText } from '../../storage/browser-storage.js';

/**
 * The verification banner stays away this long after a dismissal
 * (docs/product-rules.md, Accounts and sessions).
 */
export const VERIFY_BANNER_SNOOZE_MS = 24 * 60 * 60 * 1000;

const VERIFY_DISMISSED_AT_KEY = 'signpost.verifyBannerDismissedAt';
const DEMO_DISMISSED_KEY = 'signpost.demoBannerDismissed';

/** Local storage: the 24 hours outlive the tab. Without storage the banner shows. */
export function isVerifyBannerSnoozed(storage: KeyValueStorage | null, now: number): boolean {
  const dismissedAt = Number(readText(storage, VERIFY_DISMISSED_AT_KEY));
  return Number.isFinite(dismissedAt) && dismissedAt > 0 && now - dismissedAt < VERIFY_BANNER_SNOOZE_MS;
}

/** A refused write brings the banner back on the next page load; nothing worse. */
export function snoozeVerifyBanner(storage: KeyValueStorage | null, now: number): void {
  writeText(storage, VERIFY_DISMISSED_AT_KEY, String(now));
}

/** Session storage: the demo banner stays dismissed for the rest of the tab's session. */
export function isDemoBannerDismissed(storage: KeyValueStorage | null): boolean {
  return readText(storage, DEMO_DISMISSED_KEY) === 'true';
}

export function dismissDemoBanner(storage: KeyValueStorage | null): void {
  writeText(storage, DEMO_DISMISSED_KEY, 'true');
}
