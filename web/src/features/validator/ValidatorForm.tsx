import { llmsTxtLocation } from '@signpost/contracts';
import type { ValidateLlmsTxtRequest } from '@signpost/contracts';
import { useState } from 'react';
import { SubmitButton } from '../../components/SubmitButton.js';
import { useWebsiteUrlForm } from '../../components/use-website-url-form.js';
import { WebsiteUrlInput } from '../../components/WebsiteUrlInput.js';
import './validator.css';

interface ValidatorFormProps {
  pending: boolean;
  /** Called on every edit of the address: a result belongs to the address it was made for. */
  onEdit(): void;
  onValidate(request: ValidateLlmsTxtRequest): void;
}

export function ValidatorForm({ pending, onEdit, onValidate }: ValidatorFormProps) {
  const [checkRobots, setCheckRobots] = useState(true);
  const { input, valid, edit, submit } = useWebsiteUrlForm({
    pending,
    onEdit,
    onSubmit: (url) => onValidate({ url, includeRobotsTxt: checkRobots }),
  });

  return (
    <form className="url-form" onSubmit={submit} noValidate>
      <label htmlFor="validate-url" className="field__label">
        Website URL
      </label>
      <WebsiteUrlInput id="validate-url" value={input} onChange={edit} describedBy="validate-url-help" />
      <div id="validate-url-help" className="field__help">
        {valid ? (
          <p>
            Will check: <span className="url-text">{llmsTxtLocation(input)}</span>
          </p>
        ) : (
          <p>The https:// part is optional; we add it for you.</p>
        )}
      </div>
      <label className="validator__option">
        <input
          type="checkbox"
          checked={checkRobots}
          onChange={(event) => setCheckRobots(event.target.checked)}
        />
        Check for robots.txt conflicts
      </label>
      <SubmitButton pending={pending} disabled={!valid}>
        Validate File
      </SubmitButton>
    </form>
  );
}
