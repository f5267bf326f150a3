import type { User } from '@signpost/contracts';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider.js';
import { loginPathReturningTo } from '../auth/return-path.js';

/**
 * A page for signed-in users only. A visitor who arrives signed out goes to /login and comes back
 * here after signing in; one who signs out while here sees the spec's prompt instead of being moved,
 * so signing out can take them where it means to.
 */
export function SignInRequired({ children }: { children: (user: User) => ReactNode }) {
  const { user } = useAuth();
  const { pathname, search, hash } = useLocation();
  const [arrivedSignedOut] = useState(user === null);
  const loginPath = loginPathReturningTo(`${pathname}${search}${hash}`);

  if (user !== null) return children(user);
  if (arrivedSignedOut) return <Navigate to={loginPath} replace />;
  return (
    <p className="notice" role="status">
      Please sign in to continue.{' '}
      <Link to={loginPath} className="button button--primary button--small">
        Sign In
      </Link>
    </p>
  );
}
