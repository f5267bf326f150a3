import { isValidEmail } from '@signpost/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { INVALID_EMAIL, MISSING_PASSWORD, signInErrorMessage } from '../../api/error-messages/index.js';
import { signpostApi } from '../../api/signpost-api.js';
import { SubmitButton } from '../../components/SubmitButton.js';
import { useAuth } from './AuthProvider.js';
import { EmailField } from './EmailField.js';
import { PasswordField } from './PasswordField.js';
import './auth.css';

interface SignInFormProps {
  initialEmail: string;
  /** The way to the forgot-password form: a link on the page, a mode switch in the modal. */
  forgotPassword: ReactNode;
  footer: ReactNode;
  onSignedIn?(): void;
}

/** Sign-in on the page and in the auth modal; the session it stores is what signs the user in. */
export function SignInForm({ initialEmail, forgotPassword, footer, onSignedIn }: SignInFormProps) {
  const id = useId();
  const { signIn } = useAuth();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const login = useMutation({
    mutationFn: () => signpostApi.login({ email: email.trim(), password }),
    onSuccess: (session) => {
      signIn(session);
      onSignedIn?.();
    },
  });

  const emailError = checked && !isValidEmail(email) ? INVALID_EMAIL : null;
  const passwordError = checked && password === '' ? MISSING_PASSWORD : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (!isValidEmail(email) || password === '' || login.isPending) return;
    login.mutate();
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <EmailField
        id={`${id}-email`}
        value={email}
        onChange={setEmail}
        error={emailError}
        autoFocus={initialEmail === ''}
      />
      <PasswordField
        id={`${id}-password`}
        label="Password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        error={passwordError}
      />
      <div className="auth-form__aside">{forgotPassword}</div>
      {login.isError && (
        <p className="auth-alert" role="alert">
          {signInErrorMessage(login.error)}
        </p>
      )}
      <SubmitButton pending={login.isPending} disabled={false}>
        Sign In
      </SubmitButton>
      {footer}
    </form>
  );
}
