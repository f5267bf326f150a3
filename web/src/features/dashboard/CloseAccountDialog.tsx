import type { User } from '@signpost/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CLOSE_ACCOUNT_FAILED, settingsErrorMessage } from '../../api/error-messages/index.js';
import { signpostApi } from '../../api/signpost-api.js';
import { useToast } from '../../components/ToastProvider.js';
import { useModalDialog } from '../../components/use-modal-dialog.js';
import { useAuth } from '../auth/AuthProvider.js';
import { EmailField } from '../auth/EmailField.js';
import { PasswordField } from '../auth/PasswordField.js';
import '../auth/auth.css';

/**
 * The last step of closing an account: the owner types its email again and its password, so a
 * borrowed, signed-in browser cannot close it. The server checks both; the button only waits for them.
 */
export function CloseAccountDialog({ user, onCancel }: { user: User; onCancel(): void }) {
  const dialog = useModalDialog(true);
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { signOut } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const close = useMutation({
    mutationFn: () => signpostApi.closeAccount({ email, ...(password === '' ? {} : { password }) }),
    onSuccess: async () => {
      await signOut();
      toast.success('Your account and everything in it have been deleted.');
      void navigate('/');
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!close.isPending) close.mutate();
  }

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby={`${id}-title`} onClose={onCancel}>
      <h2 id={`${id}-title`} className="dialog__title">
        Delete your account for good?
      </h2>
      <form className="close-account-form" onSubmit={submit} noValidate>
        <p>This cannot be undone. To confirm, type your email address ({user.email}) and your password.</p>
        <EmailField id={`${id}-email`} value={email} onChange={setEmail} autoFocus />
        <PasswordField
          id={`${id}-password`}
          label="Password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        {close.isError && (
          <p className="billing-alert" role="alert">
            {settingsErrorMessage(close.error, CLOSE_ACCOUNT_FAILED)}
          </p>
        )}
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Keep My Account
          </button>
          <button
            type="submit"
            className="button button--danger"
            disabled={email.trim() === '' || close.isPending}
            aria-busy={close.isPending}
          >
            Delete Account
          </button>
        </div>
      </form>
    </dialog>
  );
}
