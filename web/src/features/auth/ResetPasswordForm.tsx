import { passwordProblems } from '@signpost/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  FIX_PASSWORD_REQUIREMENTS,
  PASSWORDS_DO_NOT_MATCH,
  resetPasswordErrorMessage,
} from '../../api/error-messages/index.js';
import { signpostApi } from '../../api/signpost-api.js';
import { SubmitButton } from '../../components/SubmitButton.js';
import { useAuth } from './AuthProvider.js';
import { PasswordField } from './PasswordField.js';
import { PasswordRequirements } from './PasswordRequirements.js';
import './auth.css';

/** A new password for the account of a reset link's token; success ends every session of it. */
export function ResetPasswordForm({ token }: { token: string }) {
  const id = useId();
  const { user, signOut } = useAuth();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [blocked, setBlocked] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: () => signpostApi.resetPassword({ token, newPassword: password }),
    // The server signed out every session of the account; this tab's must not linger in the header.
    onSuccess: () => (user === null ? undefined : signOut()),
  });
  const problems = passwordProblems(password);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem =
      problems.length > 0
        ? FIX_PASSWORD_REQUIREMENTS
        : password !== confirmPassword
          ? PASSWORDS_DO_NOT_MATCH
          : null;
    setBlocked(problem);
    if (problem === null && !reset.isPending) reset.mutate();
  }

  if (reset.isSuccess) {
    return (
      <div className="auth-form" role="status">
        <h2 className="auth-form__title">Password reset successfully</h2>
        <p>Sign in with your new password. Every other session of your account has been signed out.</p>
        <Link to="/login" className="button button--primary">
          Continue to Login
        </Link>
      </div>
    );
  }

  const requirementsId = `${id}-requirements`;
  const failure = blocked ?? (reset.isError ? resetPasswordErrorMessage(reset.error) : null);
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <PasswordField
        id={`${id}-password`}
        label="New password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        describedBy={requirementsId}
      />
      <PasswordRequirements id={requirementsId} problems={problems} />
      <PasswordField
        id={`${id}-confirm`}
        label="Confirm new password"
        value={confirmPassword}
        onChange={setConfirmPassword}
        autoComplete="new-password"
      />
      {failure !== null && (
        <p className="auth-alert" role="alert">
          {failure}
        </p>
      )}
      <SubmitButton pending={reset.isPending} disabled={password === '' || confirmPassword === ''}>
        Reset Password
      </SubmitButton>
      {reset.isError && (
        <Link to="/forgot-password" className="auth-form__links">
          Request a new password reset
        </Link>
      )}
    </form>
  );
}
