import type { ReactNode } from 'react';

interface EmailFieldProps {
  id: string;
  value: string;
  onChange(value: string): void;
  /** A refusal of the address, shown under the field and announced. */
  error?: string | null;
  /** A live verdict such as the availability check's, announced politely. */
  status?: ReactNode;
  autoFocus?: boolean;
}

export function EmailField({
  id,
  value,
  onChange,
  error = null,
  status,
  autoFocus = false,
}: EmailFieldProps) {
  const messageId = `${id}-message`;
  return (
    <div className="auth-field">
      <label htmlFor={id} className="field__label">
        Email
      </label>
      <input
        id={id}
        className="text-input"
        type="email"
        autoComplete="email"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error !== null}
        aria-describedby={messageId}
        autoFocus={autoFocus}
      />
      <div id={messageId} aria-live="polite">
        {error !== null ? <p className="auth-field__error">{error}</p> : status}
      </div>
    </div>
  );
}
