import { createContext, useContext, useEffect, useMemo, useReducer } from 'react';
import type { Dispatch, ReactNode } from 'react';
import type { WizardAction } from './wizard-reducer.js';
import { wizardReducer } from './wizard-reducer.js';
import type { WizardState } from './wizard-state.js';
import { browserSessionStorage, loadWizardState, saveWizardState } from './wizard-storage.js';

interface WizardContextValue {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
}

const WizardContext = createContext<WizardContextValue | null>(null);

export function WizardProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(wizardReducer, undefined, () =>
    loadWizardState(browserSessionStorage()),
  );

  useEffect(() => {
    saveWizardState(browserSessionStorage(), state);
  }, [state]);

  const value = useMemo(() => ({ state, dispatch }), [state]);
  return <WizardContext value={value}>{children}</WizardContext>;
}

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (value === null) throw new Error('useWizard must be used inside <WizardProvider>');
  return value;
}
