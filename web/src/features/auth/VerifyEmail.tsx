import { useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { verifyEmailErrorMessage } from '../../api/error-messages/index.js';
import { browserStorage } from '../../storage/browser-storage.js';
import { analyzePath } from './auth-links.js';
import { useAuth } from './AuthProvider.js';
import { clearPendingVerification, readPendingVerification } from './pending-verification.js';
import { usePlanCatalogue } from '../plans/use-plan-catalogue.js';
import { useVerifyEmail } from './use-verify-email.js';
import { verificationUnlocks } from './verification-unlocks.js';
import './auth.css';

/** docs/product-rules.md, Screens: after success the page moves on by itself after 2 s. */
const VERIFIED_REDIRECT_MS = 2_000;

/** The four views of an email verification link. */
export function VerifyEmail({ token }: { token: string }) {
  const verification = useVerifyEmail(token);
  const { user, updateUser } = useAuth();
  const navigate = useNavigate();
  const unlocks = verificationUnlocks(usePlanCatalogue());
  const [analysisUrl] = useState(() => readPendingVerification(browserStorage('localStorage')).analysisUrl);
  const verifiedEmail =
    verification.view === 'verified' || verification.view === 'already-verified' ? verification.email : null;

  const proceed = useCallback(() => {
    clearPendingVerification(browserStorage('localStorage'));
    void navigate(analyzePath(analysisUrl));
  }, [analysisUrl, navigate]);

  // The signed-in user of this tab may be the one just verified: the unverified banner must go.
  useEffect(() => {
    if (verifiedEmail === null || user === null || user.emailVerified) return;
    if (user.email.toLowerCase() === verifiedEmail.toLowerCase())
      updateUser({ ...user, emailVerified: true });
  }, [verifiedEmail, user, updateUser]);

  useEffect(() => {
    if (verification.view !== 'verified') return;
    const timer = window.setTimeout(proceed, VERIFIED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [verification.view, proceed]);

  switch (verification.view) {
    case 'loading':
      return (
        <Card title="Verifying Your Email...">
          <p role="status">
            <span className="spinner" aria-hidden="true" /> Checking your verification link.
          </p>
        </Card>
      );
    case 'verified':
      return (
        <Card title="Email Verified!">
          <p>
            Your email <strong className="url-text">{verification.email}</strong> has been successfully
            verified.
          </p>
          <p>You can now access all features including {unlocks}.</p>
          <ContinueButton onContinue={proceed} />
        </Card>
      );
    case 'already-verified':
      return (
        <Card title="Already Verified">
          <p>Your email was previously verified. You already have full access to your account.</p>
          <ContinueButton onContinue={proceed} />
        </Card>
      );
    case 'failed':
      return (
        <Card title="Verification Failed">
          <p className="auth-alert">
            {verification.error === null
              ? 'Verification failed'
              : verifyEmailErrorMessage(verification.error)}
          </p>
          <Link to="/login" className="button button--primary">
            Go Login
          </Link>
          <p className="step__lead">
            You can request a new verification email from your account settings once you are signed in.
          </p>
        </Card>
      );
  }
}

/** Each view's title is the page's heading, announced as the view changes. */
function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card auth-card" aria-labelledby="verify-email-title" aria-live="polite">
      <h1 id="verify-email-title" className="auth-card__title">
        {title}
      </h1>
      {children}
    </section>
  );
}

function ContinueButton({ onContinue }: { onContinue(): void }) {
  return (
    <button type="button" className="button button--primary" onClick={onContinue}>
      Continue
    </button>
  );
}
