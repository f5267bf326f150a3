import type { User } from '@signpost/contracts';
import { useState } from 'react';
import { browserStorage } from '../../storage/browser-storage.js';
import { isVerifyBannerSnoozed, snoozeVerifyBanner } from './banner-dismissals.js';
import { usePlanCatalogue } from '../plans/use-plan-catalogue.js';
import { ResendButton } from './ResendButton.js';
import { useResendVerification } from './use-resend-verification.js';
import { verificationUnlocks } from './verification-unlocks.js';
import './account-banners.css';

/** Asks an unverified user to verify; dismissing it hides it for 24 hours. */
export function UnverifiedEmailBanner({ user }: { user: User }) {
  const resend = useResendVerification(user.email);
  const unlocks = verificationUnlocks(usePlanCatalogue());
  const [snoozed, setSnoozed] = useState(() =>
    isVerifyBannerSnoozed(browserStorage('localStorage'), Date.now()),
  );
  if (snoozed) return null;

  return (
    <aside className="account-banner account-banner--warning" aria-label="Email verification">
      <p className="account-banner__text">
        <strong>Please verify your email.</strong> We sent a link to {user.email}. Verifying unlocks {unlocks}
        .
      </p>
      <div className="account-banner__actions">
        <ResendButton resend={resend} compact />
        <button
          type="button"
          className="account-banner__dismiss"
          aria-label="Dismiss for 24 hours"
          onClick={() => {
            snoozeVerifyBanner(browserStorage('localStorage'), Date.now());
            setSnoozed(true);
          }}
        >
          ×
        </button>
      </div>
    </aside>
  );
}
