import type { Tier } from '@signpost/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { ForgotPasswordForm } from './ForgotPasswordForm.js';
import { LegalNote } from './LegalNote.js';
import { SignInForm } from './SignInForm.js';
import { SignUpForm } from './SignUpForm.js';
import './auth.css';

/** The modal's three modes (docs/product-rules.md, Screens). */
export type AuthModalMode = 'sign-in' | 'sign-up' | 'forgot-password';

const TITLES: Record<AuthModalMode, string> = {
  'sign-in': 'Sign In',
  'sign-up': 'Create Your Account',
  'forgot-password': 'Forgot Password',
};

interface AuthModalProps {
  mode: AuthModalMode;
  onModeChange(mode: AuthModalMode): void;
  onClose(): void;
}

/**
 * The page forms in a native <dialog>, which brings focus trapping and Escape. Mounted only while
 * open, so each opening starts with empty forms.
 */
export function AuthModal({ mode, onModeChange, onClose }: AuthModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // A paid plan is chosen, never defaulted (docs/product-rules.md, Screens).
  const [tier, setTier] = useState<Tier>('starter');

  useEffect(() => {
    const element = dialog.current;
    if (element !== null && !element.open) element.showModal();
  }, []);

  const switchTo = (next: AuthModalMode, label: string) => (
    <button type="button" className="link-button" onClick={() => onModeChange(next)}>
      {label}
    </button>
  );

  return (
    <dialog ref={dialog} className="dialog auth-modal" aria-labelledby={titleId} onClose={onClose}>
      <div className="auth-modal__header">
        <h2 id={titleId} className="dialog__title">
          {TITLES[mode]}
        </h2>
        <button type="button" className="auth-modal__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      {mode === 'sign-in' && (
        <SignInForm
          initialEmail=""
          forgotPassword={switchTo('forgot-password', 'Forgot password?')}
          footer={<p className="auth-form__links">Don’t have an account? {switchTo('sign-up', 'Sign up')}</p>}
          onSignedIn={onClose}
        />
      )}
      {mode === 'sign-up' && (
        <SignUpForm
          initialEmail=""
          tier={tier}
          onTierChange={setTier}
          websiteUrl=""
          onRegistered={onClose}
          footer={
            <>
              <LegalNote />
              <p className="auth-form__links">Already have an account? {switchTo('sign-in', 'Sign in')}</p>
            </>
          }
        />
      )}
      {mode === 'forgot-password' && (
        <ForgotPasswordForm initialEmail="" backToLogin={switchTo('sign-in', 'Back to login')} />
      )}
    </dialog>
  );
}
