import { useCallback } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { CrashBoundary } from '../components/CrashBoundary.js';
import { SiteFooter } from '../components/SiteFooter.js';
import { SiteHeader } from '../components/SiteHeader.js';
import { AccountBanners } from '../features/auth/AccountBanners.js';
import { AuthModalProvider } from '../features/auth/AuthModalProvider.js';
import { ConsentProvider } from '../features/consent/ConsentProvider.js';
import { HelpProvider } from '../features/help/HelpProvider.js';
import { UserMenu } from '../features/auth/UserMenu.js';
import { clearWizardState, wizardStorage } from '../features/analyze/index.js';

export function AppShell() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // The crash screen has unmounted the page and its wizard, so forgetting the stored workflow is
  // enough: home mounts a fresh wizard, which finds nothing to restore.
  const startOver = useCallback(() => {
    clearWizardState(wizardStorage());
    void navigate('/');
  }, [navigate]);

  return (
    <ConsentProvider>
      <HelpProvider>
        <AuthModalProvider>
          <div className="app">
            <a className="skip-link" href="#main">
              Skip to content
            </a>
            <SiteHeader account={<UserMenu />} />
            <AccountBanners />
            <main id="main" className="main">
              <CrashBoundary resetKey={pathname} onStartOver={startOver}>
                <Outlet />
              </CrashBoundary>
            </main>
            <SiteFooter />
          </div>
        </AuthModalProvider>
      </HelpProvider>
    </ConsentProvider>
  );
}
