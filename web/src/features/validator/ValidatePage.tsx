import { isValidWebsiteUrl, llmsTxtLocation, withDefaultProtocol } from '@signpost/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { SubmitButton } from '../../components/SubmitButton.js';
import { WebsiteUrlInput } from '../../components/WebsiteUrlInput.js';
import { ValidationResult } from './ValidationResult.js';
import { validatorApi } from './validator-api.js';
import { validationErrorMessage } from './validator-display.js';
import './validator.css';

export function ValidatePage() {
  const [input, setInput] = useState('');
  const [checkRobots, setCheckRobots] = useState(true);
  const validation = useMutation({
    mutationFn: (request: { url: string; includeRobotsTxt: boolean }) => validatorApi.validate(request),
  });
  const valid = isValidWebsiteUrl(input);

  function edit(value: string) {
    setInput(value);
    // A result belongs to the address it was made for; editing the address clears it and any error.
    validation.reset();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid || validation.isPending) return;
    validation.mutate({ url: withDefaultProtocol(input), includeRobotsTxt: checkRobots });
  }

  return (
    <>
      <title>Validate your llms.txt · Signpost</title>
      <h1 className="page-title">Validate Your llms.txt File</h1>
      <p className="step__lead">
        Check your llms.txt against the format, your robots.txt and your sitemap, and see how to make it
        better.
      </p>

      <form className="url-form card" onSubmit={submit} noValidate>
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
        <SubmitButton pending={validation.isPending} disabled={!valid}>
          Validate File
        </SubmitButton>
        <p className="panel__meta">Free validation: 3 checks per day</p>
      </form>

      {validation.isError && (
        <div className="panel panel--danger" role="alert">
          <h2 className="panel__title">Validation Failed</h2>
          <p>{validationErrorMessage(validation.error)}</p>
        </div>
      )}
      {validation.data && <ValidationResult report={validation.data} />}

      <section className="panel validator__cta" aria-labelledby="validator-cta-title">
        <h2 id="validator-cta-title" className="panel__title">
          No llms.txt yet, or want a better one?
        </h2>
        <p>Signpost reads your site, scores every page and writes an llms.txt that passes every check.</p>
        <div className="actions">
          <Link to="/analyze" className="button button--primary">
            Generate your llms.txt
          </Link>
        </div>
      </section>
    </>
  );
}
