import { useState } from 'react';
import { Link } from 'react-router-dom';
import { browserStorage } from '../../storage/browser-storage.js';
import { authLink } from './auth-links.js';
import { useAuth } from './AuthProvider.js';
import { readPendingVerification } from './pending-verification.js';
import { ResendButton } from './ResendButton.js';
import { useResendVerification } from './use-resend-verification.js';
import './auth.css';

/** The pending-verification screen after sign-up (docs/product-rules.md, Screens). */
export function CheckEmail() {
  const { user } = useAuth();
  const [pending] = useState(() => readPendingVerification(browserStorage('localStorage')));
  const email = pending.email ?? user?.email ?? null;
  const resend = useResendVerification(email);
  const loginLink = authLink('/login', { email: email ?? '' });

  return (
    <section className="card auth-card" aria-labelledby="check-email-title">
      <h1 id="check-email-title" className="auth-card__title">
        Check Your Email
      </h1>
      {email === null ? (
        <p>We sent you a link to verify your email address.</p>
      ) : (
        <p>
          We sent a link to verify your email address to <strong className="url-text">{email}</strong>.
        </p>
      )}
      <p className="step__lead">
        Open it to finish setting up your account; it works for 24 hours. Nothing there? Check your spam
        folder, or send it again.
      </p>
      <div className="actions auth-card__actions">
        <ResendButton resend={resend} />
      </div>
      <p className="auth-form__links">
        <Link to={loginLink}>Back to login</Link>
      </p>
      <p className="auth-form__links">
        Already verified? <Link to={loginLink}>Sign in here</Link>
      </p>
    </section>
  );
}
