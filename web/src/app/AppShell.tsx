import { useCallback } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { CrashBoundary } from '../components/CrashBoundary.js';
import { SiteFooter } from '../components/SiteFooter.js';
import { SiteHeader } from '../components/SiteHeader.js';
import { useWizard } from '../features/wizard/WizardProvider.js';
import { browserSessionStorage, clearWizardState } from '../features/wizard/wizard-storage.js';

export function AppShell() {
  const { dispatch } = useWizard();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const startOver = useCallback(() => {
    clearWizardState(browserSessionStorage());
    dispatch({ type: 'workflow-reset' });
    void navigate('/');
  }, [dispatch, navigate]);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="main">
        <CrashBoundary key={pathname} onStartOver={startOver}>
          <Outlet />
        </CrashBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
