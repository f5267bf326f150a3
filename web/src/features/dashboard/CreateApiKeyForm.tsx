import { API_KEY_NAME_MAX, createApiKeyRequestSchema } from '@signpost/contracts';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { SubmitButton } from '../../components/SubmitButton.js';

interface CreateApiKeyFormProps {
  pending: boolean;
  error: string | null;
  /** `done` clears the form once the key is made, not before: a failure keeps the name typed. */
  onCreate(name: string, done: () => void): void;
}

export function CreateApiKeyForm({ pending, error, onCreate }: CreateApiKeyFormProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [checked, setChecked] = useState(false);
  const parsed = createApiKeyRequestSchema.safeParse({ name });
  const nameError = checked && !parsed.success ? (parsed.error.issues[0]?.message ?? null) : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (!parsed.success || pending) return;
    onCreate(parsed.data.name, () => {
      setName('');
      setChecked(false);
    });
  }

  return (
    <form className="api-key-form" onSubmit={submit} noValidate>
      <div className="list-controls__field list-controls__field--wide">
        <label htmlFor={`${id}-name`} className="field__label">
          Key name
        </label>
        <input
          id={`${id}-name`}
          className="text-input"
          value={name}
          maxLength={API_KEY_NAME_MAX}
          placeholder="e.g. Nightly build"
          aria-invalid={nameError !== null}
          aria-describedby={nameError !== null ? `${id}-error` : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {nameError !== null && (
          <p id={`${id}-error`} className="billing-alert">
            {nameError}
          </p>
        )}
      </div>
      <SubmitButton pending={pending} disabled={false}>
        Create Key
      </SubmitButton>
      {error !== null && (
        <p className="billing-alert" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
