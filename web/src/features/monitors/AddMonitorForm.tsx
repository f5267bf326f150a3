import type { CreateMonitorRequest, MonitorSchedule } from '@signpost/contracts';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { SubmitButton } from '../../components/SubmitButton.js';
import { checkMonitorForm, EMPTY_MONITOR_FORM } from './monitor-form.js';
import type { MonitorFormValues } from './monitor-form.js';
import { SCHEDULE_LABELS } from './monitor-format.js';

interface AddMonitorFormProps {
  /** An address to start with (the analysis page's "Monitor this site" link brings one). */
  initialUrl: string;
  pending: boolean;
  error: string | null;
  /** `done` clears the form once the monitor is made, not before: a failure keeps what was typed. */
  onAdd(request: CreateMonitorRequest, done: () => void): void;
}

const SCHEDULES: readonly MonitorSchedule[] = ['daily', 'weekly'];

export function AddMonitorForm({ initialUrl, pending, error, onAdd }: AddMonitorFormProps) {
  const id = useId();
  const [values, setValues] = useState<MonitorFormValues>({ ...EMPTY_MONITOR_FORM, url: initialUrl });
  const [checked, setChecked] = useState(false);
  const check = checkMonitorForm(values);
  const errors = checked && !check.ok ? check.errors : {};
  const edit = (change: Partial<MonitorFormValues>) => setValues((current) => ({ ...current, ...change }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (!check.ok || pending) return;
    onAdd(check.request, () => {
      setValues(EMPTY_MONITOR_FORM);
      setChecked(false);
    });
  }

  return (
    <form className="monitor-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="monitor-form__title">
        Monitor a site
      </h3>
      <div className="monitor-form__row">
        <div className="monitor-form__field">
          <label htmlFor={`${id}-url`} className="field__label">
            Site URL
          </label>
          <input
            id={`${id}-url`}
            className="text-input"
            type="text"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            placeholder="docs.example.com"
            value={values.url}
            aria-invalid={errors.url !== undefined}
            aria-describedby={errors.url !== undefined ? `${id}-url-error` : undefined}
            onChange={(event) => edit({ url: event.target.value })}
          />
          {errors.url !== undefined && (
            <p id={`${id}-url-error`} className="monitor-error">
              {errors.url}
            </p>
          )}
        </div>
        <div className="monitor-form__field">
          <label htmlFor={`${id}-schedule`} className="field__label">
            How often
          </label>
          <select
            id={`${id}-schedule`}
            className="text-input"
            value={values.schedule}
            onChange={(event) => edit({ schedule: event.target.value === 'daily' ? 'daily' : 'weekly' })}
          >
            {SCHEDULES.map((schedule) => (
              <option key={schedule} value={schedule}>
                {SCHEDULE_LABELS[schedule]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="monitor-form__choices">
        <legend className="field__label">Tell me about changes</legend>
        <label className="monitor-form__choice">
          <input
            type="checkbox"
            checked={values.email}
            onChange={(event) => edit({ email: event.target.checked })}
          />
          By email
        </label>
      </fieldset>
      <div className="monitor-form__field">
        <label htmlFor={`${id}-webhook`} className="field__label">
          Webhook URL (optional)
        </label>
        <input
          id={`${id}-webhook`}
          className="text-input"
          type="url"
          spellCheck={false}
          placeholder="https://example.com/hooks/signpost"
          value={values.webhookUrl}
          aria-invalid={errors.webhookUrl !== undefined}
          aria-describedby={`${id}-webhook-help${errors.webhookUrl !== undefined ? ` ${id}-webhook-error` : ''}`}
          onChange={(event) => edit({ webhookUrl: event.target.value })}
        />
        <p id={`${id}-webhook-help`} className="panel__meta">
          We POST each run that finds a change here, signed with a secret shown once.
        </p>
        {errors.webhookUrl !== undefined && (
          <p id={`${id}-webhook-error`} className="monitor-error">
            {errors.webhookUrl}
          </p>
        )}
      </div>
      <div>
        <SubmitButton pending={pending} disabled={false}>
          Add Monitor
        </SubmitButton>
      </div>
      {error !== null && (
        <p className="monitor-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
