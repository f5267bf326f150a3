import { createContext, useContext, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { browserConsent } from './browser-consent.js';
import type { ConsentSnapshot } from './consent-controller.js';
import type { ConsentChoices } from './consent-state.js';
import { ConsentBanner } from './ConsentBanner.js';
import { ConsentDialog } from './ConsentDialog.js';

interface ConsentApi {
  consent: ConsentSnapshot;
  decide(choices: ConsentChoices): void;
  /** Opens the consent manager (the cookies page's and the footer's buttons). */
  openSettings(): void;
}

const ConsentContext = createContext<ConsentApi | null>(null);

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

export function useConsent(): ConsentApi {
  const api = useContext(ConsentContext);
  if (api === null) throw new Error('useConsent must be used inside <ConsentProvider>');
  return api;
}
