import { isValidEmail } from '@signpost/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { INVALID_EMAIL } from '../../../api/error-messages/index.js';
import { signpostApi } from '../../../api/signpost-api.js';
import { SubmitButton } from '../../../components/SubmitButton.js';
import { browserStorage } from '../../../storage/browser-storage.js';
import { authLink } from '../../auth/auth-links.js';
import { useAuth } from '../../auth/AuthProvider.js';
import { EmailField } from '../../auth/EmailField.js';
import { usePlanCatalogue } from '../../plans/use-plan-catalogue.js';
import { useWizard } from '../wizard/WizardProvider.js';
import { isReturningEmail, readLocalUsage, saveLocalUsage } from '../workflow/local-usage.js';
import './url-input.css';

/**
 * Email capture (docs/product-rules.md, The journey): a returning email is recognised and capture is skipped;
 * an email with an account is asked to sign in (or may go on free); a failed check falls back to plain
 * capture (docs/product-rules.md, Errors).
 */
export function EmailCaptureStep() {
  const { state, dispatch } = useWizard();
  const { updateUser } = useAuth();
  const [email, setEmail] = useState(state.userEmail);
  const [touched, setTouched] = useState(false);
  const [hasAccount, setHasAccount] = useState(false);
  const skipped = useRef(false);
  const valid = isValidEmail(email);
  const { plans } = usePlanCatalogue();

  function proceed(captured: string) {
    const storage = browserStorage('localStorage');
    if (!isReturningEmail(storage, captured)) {
      saveLocalUsage(storage, captured, readLocalUsage(storage, captured, new Date(), plans));
    }
    dispatch({ type: 'email-captured', email: captured });
    if (state.websiteUrl !== '') dispatch({ type: 'url-submitted', websiteUrl: state.websiteUrl });
  }

  const check = useMutation({
    mutationFn: (address: string) => signpostApi.checkAccount(address),
    onSuccess: (answer, address) => {
      if (answer.user !== null) {
        updateUser(answer.user);
        dispatch({ type: 'email-recognised', email: address });
        if (state.websiteUrl !== '') dispatch({ type: 'url-submitted', websiteUrl: state.websiteUrl });
      } else if (answer.hasAccount) setHasAccount(true);
      else proceed(address);
    },
    onError: (_error, address) => proceed(address),
  });

  // A returning email skips the question: the visitor has been here with it before. Checked once,
  // for the email the step opened with.
  useEffect(() => {
    if (skipped.current || state.userEmail === '') return;
    if (!isReturningEmail(browserStorage('localStorage'), state.userEmail)) return;
    skipped.current = true;
    proceed(state.userEmail);
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (!valid || check.isPending) return;
    setHasAccount(false);
    check.mutate(email.trim());
  }

  const address = email.trim();
  return (
    <div className="step">
      <h2 className="step__title" tabIndex={-1}>
        Where should we send your results?
      </h2>
      <p className="step__lead">Your email keeps count of your free analyses. We never share it.</p>
      <form className="url-form" onSubmit={submit} noValidate>
        <EmailField
          id="capture-email"
          value={email}
          onChange={(value) => {
            setEmail(value);
            setHasAccount(false);
          }}
          error={touched && !valid ? INVALID_EMAIL : null}
          autoFocus
        />
        <SubmitButton pending={check.isPending} disabled={false}>
          Continue
        </SubmitButton>
      </form>
      {hasAccount && (
        <div className="panel" role="status">
          <p>
            Welcome back! <strong>{address}</strong> already has a Signpost account. Sign in to use your plan.
          </p>
          <div className="actions">
            <Link
              className="button button--primary"
              to={authLink('/login', { email: address, tier: state.tier, websiteUrl: state.websiteUrl })}
            >
              Sign In
            </Link>
            <button type="button" className="button button--secondary" onClick={() => proceed(address)}>
              Continue on the free plan
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
