import { createContext, lazy, Suspense, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { AuthModalMode } from './AuthModal.js';

// The forms load with the first opening, like the account pages, rather than with every page.
const AuthModal = lazy(async () => ({ default: (await import('./AuthModal.js')).AuthModal }));

interface AuthModalApi {
  open(mode: AuthModalMode): void;
}

const AuthModalContext = createContext<AuthModalApi | null>(null);

/** Lets any screen sign people in or up without leaving it. */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // Opened on one page; following a link inside it (terms, privacy) leaves the modal behind.
  const [opened, setOpened] = useState<{ mode: AuthModalMode; pathname: string } | null>(null);
  const mode = opened !== null && opened.pathname === pathname ? opened.mode : null;

  const api = useMemo<AuthModalApi>(
    () => ({ open: (next) => setOpened({ mode: next, pathname }) }),
    [pathname],
  );
  return (
    <AuthModalContext value={api}>
      {children}
      {mode !== null && (
        <Suspense fallback={null}>
          <AuthModal mode={mode} onModeChange={api.open} onClose={() => setOpened(null)} />
        </Suspense>
      )}
    </AuthModalContext>
  );
}

export function useAuthModal(): AuthModalApi {
  const api = useContext(AuthModalContext);
  if (api === null) throw new Error('useAuthModal must be used inside <AuthModalProvider>');
  return api;
}
