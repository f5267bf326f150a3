import { useState } from 'react';

interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  autoComplete: 'current-password' | 'new-password';
  error?: string | null;
  /** Ids of further descriptions, such as the requirement list. */
  describedBy?: string;
}

/** A password input with a show/hide toggle (a real button, so keyboard and screen readers use it). */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  autoComplete,
  error = null,
  describedBy,
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const messageId = `${id}-message`;
  return (
    <div className="auth-field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="auth-password">
        <input
          id={id}
          className="text-input"
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={[messageId, describedBy].filter(Boolean).join(' ')}
        />
        <button
          type="button"
          className="auth-password__toggle"
          aria-label={`Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      <div id={messageId} aria-live="polite">
        {error !== null && <p className="auth-field__error">{error}</p>}
      </div>
    </div>
  );
}
