import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from './AuthProvider.js';

/** Signs out and goes home; the button rests meanwhile so the call is not sent twice. */
export function SignOutButton({ className }: { className: string }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  async function signOutAndLeave() {
    setSigningOut(true);
    // Leave first: a page for members would otherwise show its signed-out prompt for a moment.
    void navigate('/');
    await signOut();
  }

  return (
    <button type="button" className={className} onClick={() => void signOutAndLeave()} disabled={signingOut}>
      Sign Out
    </button>
  );
}
