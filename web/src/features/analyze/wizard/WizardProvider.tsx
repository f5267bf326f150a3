import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider.js';
import { hasEntryParams, queryEntryEvents } from '../workflow/query-entry.js';
import type { WorkflowEvent } from '../workflow/workflow-events.js';
import { transition } from '../workflow/workflow-machine.js';
import type { TransitionContext } from '../workflow/workflow-machine.js';
import type { WorkflowState } from '../workflow/workflow-state.js';
import { wizardStorage, loadWizardState, saveWizardState } from './wizard-storage.js';

interface WizardContextValue {
  state: WorkflowState;
  dispatch(event: WorkflowEvent): void;
}

const WizardContext = createContext<WizardContextValue | null>(null);

interface Dispatched {
  event: WorkflowEvent;
  context: TransitionContext;
}

const reduce = (state: WorkflowState, { event, context }: Dispatched) => transition(state, event, context);

/**
 * Holds the workflow (docs/product-rules.md, The journey) for the pages that show the wizard. It follows the
 * signed-in user, and reads an entry link's query string once the user is known.
 */
export function WizardProvider({ children }: { children: ReactNode }) {
  const [state, send] = useReducer(reduce, undefined, () => loadWizardState(wizardStorage()));
  const { user, currentUser } = useAuth();
  const dispatch = useCallback(
    (event: WorkflowEvent) => send({ event, context: { now: Date.now(), user: currentUser() } }),
    [currentUser],
  );
  const [search, setSearch] = useSearchParams();
  const handledSearch = useRef<string | null>(null);

  useEffect(() => {
    dispatch({ type: 'auth-resolved' });
  }, [user, dispatch]);

  // Runs after the effect above, so an entry link is read with the user already known.
  useEffect(() => {
    if (!hasEntryParams(search)) return;
    const key = search.toString();
    if (handledSearch.current === key) return;
    handledSearch.current = key;
    for (const event of queryEntryEvents(search, user !== null)) dispatch(event);
    // Read once: a reload or a shared address must not submit again.
    setSearch({}, { replace: true });
  }, [search, setSearch, user, dispatch]);

  useEffect(() => {
    saveWizardState(wizardStorage(), state);
  }, [state]);

  const value = useMemo(() => ({ state, dispatch }), [state, dispatch]);
  return <WizardContext value={value}>{children}</WizardContext>;
}

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (value === null) throw new Error('useWizard must be used inside <WizardProvider>');
  return value;
}
