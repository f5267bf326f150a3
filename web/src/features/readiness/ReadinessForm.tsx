import type { ReadinessRequest } from '@signpost/contracts';
import { useId } from 'react';
import { SubmitButton } from '../../components/SubmitButton.js';
import { useWebsiteUrlForm } from '../../components/use-website-url-form.js';
import { WebsiteUrlInput } from '../../components/WebsiteUrlInput.js';
import './readiness.css';

interface ReadinessFormProps {
  pending: boolean;
  /** Called on every edit of the address, so a failure of the last check does not outlive it. */
  onEdit(): void;
  onCheck(request: ReadinessRequest): void;
  /** The reports the person checking may run, as readinessAllowance words it. */
  allowance: string;
}

export function ReadinessForm({ pending, onEdit, onCheck, allowance }: ReadinessFormProps) {
  // The dashboard can show this form next to the validator's, so its ids are its own.
  const inputId = useId();
  const helpId = useId();
  const { input, valid, edit, submit } = useWebsiteUrlForm({
    pending,
    onEdit,
    onSubmit: (url) => onCheck({ url }),
  });

  return (
    <form className="url-form card readiness__form" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="field__label">
        Website URL
      </label>
      <WebsiteUrlInput id={inputId} value={input} onChange={edit} describedBy={helpId} />
      <div id={helpId} className="field__help">
        <p>
          We read your llms.txt, robots.txt, sitemap and a few pages the way an AI agent does. The https://
          part is optional.
        </p>
      </div>
      <SubmitButton pending={pending} disabled={!valid}>
        Check Readiness
      </SubmitButton>
      {/* Always in the page: a live region only announces changes to one that was already there. */}
      <p className="panel__meta" role="status">
        {pending ? 'Checking the site: this can take up to a minute.' : ''}
      </p>
      <p className="panel__meta">{allowance}</p>
    </form>
  );
}
