import { useState } from 'react';
import { browserStorage } from '../../storage/browser-storage.js';
import { dismissDemoBanner, isDemoBannerDismissed } from './banner-dismissals.js';
import './account-banners.css';

/** Says a demo session keeps nothing; dismissing it lasts for the rest of the tab's session. */
export function DemoBanner() {
  const [dismissed, setDismissed] = useState(() => isDemoBannerDismissed(browserStorage('sessionStorage')));
  if (dismissed) return null;

  return (
    <aside className="account-banner" aria-label="Demo mode">
      <p className="account-banner__text">
        <strong>Demo mode.</strong> You are trying Signpost with a demo account: analyses run on the Free
        plan’s limits, and nothing you make here is kept.
      </p>
      <div className="account-banner__actions">
        <button
          type="button"
          className="account-banner__dismiss"
          aria-label="Dismiss demo notice"
          onClick={() => {
            dismissDemoBanner(browserStorage('sessionStorage'));
            setDismissed(true);
          }}
        >
          ×
        </button>
      </div>
    </aside>
  );
}
