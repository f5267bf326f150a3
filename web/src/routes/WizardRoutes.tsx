import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../features/auth/AuthProvider.js';
import { RETURN_TO_PARAM } from '../features/auth/return-path.js';
import { WizardProvider } from '../features/analyze/index.js';

/**
 * /analyze is for signed-in users (docs/product-rules.md, Screens): sign-in gets the site typed so far and
 * the way back here, where that site is submitted.
 */
function signInFor(search: string): string {
  const query = new URLSearchParams(search);
  const websiteUrl = (query.get('url') ?? query.get('websiteUrl') ?? '').trim();
  const back = websiteUrl ? `/analyze?${new URLSearchParams({ url: websiteUrl })}` : '/analyze';
  const login = new URLSearchParams();
  if (websiteUrl) login.set('websiteUrl', websiteUrl);
  login.set(RETURN_TO_PARAM, back);
  return `/login?${login}`;
}

/**
 * The layout of the pages that show the wizard (/ and /analyze): moving between them keeps the run
 * on screen. Other pages unmount it; coming back restores the run from session storage.
 */
export function WizardRoutes() {
  const { user } = useAuth();
  const { pathname, search } = useLocation();
  // Decided before the workflow mounts, so a visitor's entry link is read only once signed in.
  if (user === null && pathname === '/analyze') return <Navigate to={signInFor(search)} replace />;
  return (
    <WizardProvider>
      <Outlet />
    </WizardProvider>
  );
}
