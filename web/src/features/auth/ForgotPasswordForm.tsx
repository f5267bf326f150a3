import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { forgotPasswordErrorMessage } from '../../api/error-messages/index.js';
import { signpostApi } from '../../api/signpost-api.js';
import { SubmitButton } from '../../components/SubmitButton.js';
import { EmailField } from './EmailField.js';
import './auth.css';

interface ForgotPasswordFormProps {
  initialEmail: string;
  /** The way back: a link on the page, a mode switch in the modal. */
  backToLogin: ReactNode;
}

/**
 * Asks for a reset link, then says to check the mail. The server answers alike whether or not the
 * account exists, so the sent view never claims that one does.
 */
export function ForgotPasswordForm({ initialEmail, backToLogin }: ForgotPasswordFormProps) {
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const request = useMutation({ mutationFn: (address: string) => signpostApi.forgotPassword(address) });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (address === '' || request.isPending) return;
    request.mutate(address);
  }

  if (request.isSuccess) {
    return (
      <div className="auth-form" role="status">
        <h2 className="auth-form__title">Check your email</h2>
        <p>
          If an account exists for <strong>{request.variables}</strong>, we have sent it a link to reset your
          password. The link works for one hour.
        </p>
        <div className="actions">
          <button type="button" className="button button--primary" onClick={() => request.reset()}>
            Send another email
          </button>
          {backToLogin}
        </div>
      </div>
    );
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p className="step__lead">
        Enter the email of your account and we will send you a link to reset your password.
      </p>
      <EmailField id={`${id}-email`} value={email} onChange={setEmail} autoFocus={initialEmail === ''} />
      {request.isError && (
        <p className="auth-alert" role="alert">
          {forgotPasswordErrorMessage(request.error)}
        </p>
      )}
      <SubmitButton pending={request.isPending} disabled={email.trim() === ''}>
        Send Reset Link
      </SubmitButton>
      <div className="auth-form__links">{backToLogin}</div>
    </form>
  );
}
