import { useLocation } from 'react-router-dom';
import { useAuth } from './AuthProvider.js';
import { DemoBanner } from './DemoBanner.js';
import { UnverifiedEmailBanner } from './UnverifiedEmailBanner.js';

/** The verification screens say it all themselves; the banner would only repeat them there. */
const VERIFICATION_PAGES: ReadonlySet<string> = new Set(['/check-email', '/verify-email']);

/** The notices under the header for the signed-in user's session. */
export function AccountBanners() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (user === null) return null;
  if (user.isDemo) return <DemoBanner />;
  if (!user.emailVerified && !VERIFICATION_PAGES.has(pathname)) {
    return <UnverifiedEmailBanner key={user.id} user={user} />;
  }
  return null;
}
