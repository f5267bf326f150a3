import type { ReactNode } from 'react';

interface SubmitButtonProps {
  pending: boolean;
  disabled: boolean;
  children: ReactNode;
}

/** A form's main button: disabled while invalid or busy, with a spinner while its request runs. */
export function SubmitButton({ pending, disabled, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className="button button--primary button--large"
      disabled={disabled || pending}
      aria-busy={pending}
    >
      {pending && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
