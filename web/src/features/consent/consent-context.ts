import { createContext, useContext } from 'react';
import type { ConsentSnapshot } from './consent-controller.js';
import type { ConsentChoices } from './consent-state.js';

export interface ConsentApi {
  consent: ConsentSnapshot;
  decide(choices: ConsentChoices): void;
  /** Opens the consent manager (the cookies page's and the footer's buttons). */
  openSettings(): void;
}

export const ConsentContext = createContext<ConsentApi | null>(null);

/** The consent state and its actions, for any component under <ConsentProvider>. */
export function useConsent(): ConsentApi {
  const api = useContext(ConsentContext);
  if (api === null) throw new Error('useConsent must be used inside <ConsentProvider>');
  return api;
}
