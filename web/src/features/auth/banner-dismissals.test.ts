import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../storage/memory-storage.js';
import {
  dismissDemoBanner,
  isDemoBannerDismissed,
  isVerifyBannerSnoozed,
  snoozeVerifyBanner,
  VERIFY_BANNER_SNOOZE_MS,
} from './banner-dismissals.js';

describe('the verification banner snooze', () => {
  it('lasts 24 hours from the dismissal', () => {
    const storage = memoryStorage();
    expect(isVerifyBannerSnoozed(storage, 1_000)).toBe(false);

    snoozeVerifyBanner(storage, 1_000);

    expect(isVerifyBannerSnoozed(storage, 1_000 + VERIFY_BANNER_SNOOZE_MS - 1)).toBe(true);
    expect(isVerifyBannerSnoozed(storage, 1_000 + VERIFY_BANNER_SNOOZE_MS)).toBe(false);
  });

  it('shows the banner when storage is unavailable', () => {
    expect(isVerifyBannerSnoozed(null, 1_000)).toBe(false);
  });
});

describe('the demo banner dismissal', () => {
  it('is remembered by the storage it was given', () => {
    const storage = memoryStorage();
    expect(isDemoBannerDismissed(storage)).toBe(false);
    dismissDemoBanner(storage);
    expect(isDemoBannerDismissed(storage)).toBe(true);
  });
});
