import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { track } from '../consent/analytics-events.js';
import type { AuthModalMode } from './AuthModal.js';
import { useAuthModal } from './AuthModalProvider.js';

const AUTH_PAGES: ReadonlySet<string> = new Set([
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/check-email',
  '/verify-email',
]);

/**
 * Sign In (/login) and Get Started (/signup). A plain click opens the auth modal over the page the
 * visitor is on, so a wizard run or a validation stays in view; a new-tab click, and any click on
 * the account pages themselves, follows the link.
 */
export function SignedOutLinks() {
  const { pathname } = useLocation();
  const modal = useAuthModal();
  const onAuthPage = AUTH_PAGES.has(pathname);

  const openInstead = (mode: AuthModalMode) => (event: MouseEvent<HTMLAnchorElement>) => {
    track(mode === 'sign-in' ? 'login_click' : 'signup_click', { source: 'header' });
    const plainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (onAuthPage || !plainClick) return;
    event.preventDefault();
    modal.open(mode);
  };

  return (
    <>
      <Link to="/login" className="site-nav__link" onClick={openInstead('sign-in')}>
        Sign In
      </Link>
      <Link to="/signup" className="site-nav__link site-nav__link--cta" onClick={openInstead('sign-up')}>
        Get Started
      </Link>
    </>
  );
}
