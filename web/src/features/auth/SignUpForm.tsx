import type { Tier } from '@signpost/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { INVALID_EMAIL, PASSWORDS_DO_NOT_MATCH, signUpErrorMessage } from '../../api/error-messages/index.js';
import { browserStorage } from '../../storage/browser-storage.js';
import { signpostApi } from '../../api/signpost-api.js';
import { SubmitButton } from '../../components/SubmitButton.js';
import { useAuth } from './AuthProvider.js';
import { EmailField } from './EmailField.js';
import { PasswordField } from './PasswordField.js';
import { PasswordRequirements } from './PasswordRequirements.js';
import { savePendingVerification } from './pending-verification.js';
import { SignUpPlanField } from './SignUpPlanField.js';
import { signUpFormStatus } from './signup-form-rules.js';
import { useEmailAvailability } from './use-email-availability.js';
import { useServerPasswordCheck } from './use-server-password-check.js';
import './auth.css';

interface SignUpFormProps {
  initialEmail: string;
  tier: Tier;
  onTierChange(tier: Tier): void;
  /** The site the visitor came to analyse, kept for where verification leads. */
  websiteUrl: string;
  /** Called just before the new session is stored, so the caller can step aside for /check-email. */
  onRegistered(): void;
  footer: ReactNode;
}

/**
 * Sign-up on the page and in the auth modal. Every plan registers a free account the same way and
 * continues at /check-email; the plan field says how a paid plan is bought afterwards.
 */
export function SignUpForm({
  initialEmail,
  tier,
  onTierChange,
  websiteUrl,
  onRegistered,
  footer,
}: SignUpFormProps) {
  const id = useId();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [emailChecked, setEmailChecked] = useState(false);
  const availability = useEmailAvailability(email);
  const serverCheck = useServerPasswordCheck(password);
  const register = useMutation({
    mutationFn: () => signpostApi.register({ email: email.trim(), password, confirmPassword }),
    onSuccess: (session) => {
      savePendingVerification(browserStorage('localStorage'), {
        email: session.user.email,
        analysisUrl: websiteUrl || null,
      });
      onRegistered();
      signIn(session);
      void navigate('/check-email');
    },
  });
  const status = signUpFormStatus(
    { email, password, confirmPassword },
    { availability, serverCheck, submitting: register.isPending },
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setEmailChecked(true);
    if (status.submitDisabled || !status.emailValid) return;
    register.mutate();
  }

  const emailError =
    availability === 'taken'
      ? 'Email address is already registered'
      : emailChecked && email.trim() !== '' && !status.emailValid
        ? INVALID_EMAIL
        : null;
  const requirementsId = `${id}-requirements`;
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <SignUpPlanField id={`${id}-plan`} requested={tier} onChange={onTierChange} />
      <EmailField
        id={`${id}-email`}
        value={email}
        onChange={(value) => {
          setEmail(value);
          setEmailChecked(false);
        }}
        error={emailError}
        status={availability === 'available' && <p className="auth-field__ok">Email is available</p>}
      />
      <PasswordField
        id={`${id}-password`}
        label="Password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        describedBy={requirementsId}
      />
      <PasswordRequirements id={requirementsId} problems={status.passwordProblems} />
      <PasswordField
        id={`${id}-confirm`}
        label="Confirm password"
        value={confirmPassword}
        onChange={setConfirmPassword}
        autoComplete="new-password"
        error={status.passwordsDiffer ? PASSWORDS_DO_NOT_MATCH : null}
      />
      {register.isError && (
        <p className="auth-alert" role="alert">
          {signUpErrorMessage(register.error)}
        </p>
      )}
      <SubmitButton pending={register.isPending} disabled={status.submitDisabled}>
        Create Account
      </SubmitButton>
      {footer}
    </form>
  );
}
