import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { HelpDialog } from './HelpDialog.js';
import type { HelpContext } from './help-topics.js';

interface HelpApi {
  /** Opens the help dialog, on `context` or on the screen's own topic. */
  open(context?: HelpContext): void;
  /** The screen now shown tells which topic the help button opens on. */
  setTopic(context: HelpContext): void;
}

const HelpApiContext = createContext<HelpApi | null>(null);

export function HelpProvider({ children }: { children: ReactNode }) {
  const [topic, setTopic] = useState<HelpContext>('url-input');
  const [openOn, setOpenOn] = useState<HelpContext | null>(null);

  const api = useMemo<HelpApi>(() => ({ open: (context) => setOpenOn(context ?? topic), setTopic }), [topic]);

  return (
    <HelpApiContext value={api}>
      {children}
      <HelpDialog context={openOn} onClose={() => setOpenOn(null)} />
    </HelpApiContext>
  );
}

export function useHelp(): HelpApi {
  const api = useContext(HelpApiContext);
  if (api === null) throw new Error('useHelp must be used inside <HelpProvider>');
  return api;
}

/** For a wizard step: while it is shown, the help button opens on its topic. */
export function useHelpTopic(context: HelpContext): void {
  const { setTopic } = useHelp();
  useEffect(() => setTopic(context), [context, setTopic]);
}
