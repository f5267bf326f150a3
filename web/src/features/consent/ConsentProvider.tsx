import { useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { browserConsent } from './browser-consent.js';
import { ConsentContext, type ConsentApi } from './consent-context.js';
import { ConsentBanner } from './ConsentBanner.js';
import { ConsentDialog } from './ConsentDialog.js';

/** The consent banner until a decision, the consent manager on demand, and the state for the pages. */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const controller = browserConsent();
  const consent = useSyncExternalStore(controller.subscribe, controller.snapshot);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const api = useMemo<ConsentApi>(
    () => ({ consent, decide: controller.decide, openSettings: () => setSettingsOpen(true) }),
    [consent, controller],
  );

  return (
    <ConsentContext value={api}>
      {children}
      {consent.needsDecision && !settingsOpen && <ConsentBanner />}
      <ConsentDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </ConsentContext>
  );
}
