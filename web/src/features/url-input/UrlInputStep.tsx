import { isValidWebsiteUrl, withDefaultProtocol } from '@signpost/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDelayElapsed } from '../../components/use-delay-elapsed.js';
import { SubmitButton } from '../../components/SubmitButton.js';
import { WebsiteUrlInput } from '../../components/WebsiteUrlInput.js';
import { WakingUpNotice } from '../analysis/WakingUpNotice.js';
import { WEBSITE_URL_INPUT_ID } from '../wizard/dom-ids.js';
import { useStartAnalysis } from '../wizard/use-start-analysis.js';
import { useWizard } from '../wizard/WizardProvider.js';
import { DailyLimitPanel } from './DailyLimitPanel.js';

const COLD_START_NOTICE_MS = 10_000;

export function UrlInputStep({ autoFocus = false }: { autoFocus?: boolean }) {
  const { state, dispatch } = useWizard();
  const [searchParams] = useSearchParams();
  const [input, setInput] = useState(() => state.websiteUrl || searchParams.get('url') || '');
  const start = useStartAnalysis((analysisId, websiteUrl) =>
    dispatch({ type: 'analysis-started', analysisId, websiteUrl }),
  );
  const waking = useDelayElapsed(start.isPending, COLD_START_NOTICE_MS);
  const valid = isValidWebsiteUrl(input);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid || start.isPending) return;
    const websiteUrl = withDefaultProtocol(input);
    dispatch({ type: 'url-submitted', websiteUrl });
    start.mutate(websiteUrl);
  }

  return (
    <div className="step">
      <h2 className="step__title" tabIndex={-1}>
        Enter Your Website URL
      </h2>
      <p className="step__lead">
        Signpost reads your public pages, scores each one for AI assistants and writes your llms.txt.
      </p>

      {state.dailyLimit && (
        <DailyLimitPanel
          notice={state.dailyLimit}
          onDismiss={() => dispatch({ type: 'daily-limit-dismissed' })}
        />
      )}

      <form className="url-form" onSubmit={submit} noValidate>
        <label htmlFor={WEBSITE_URL_INPUT_ID} className="field__label">
          Website URL
        </label>
        <WebsiteUrlInput
          id={WEBSITE_URL_INPUT_ID}
          value={input}
          onChange={setInput}
          describedBy="website-url-help"
          autoFocus={autoFocus}
        />
        <div id="website-url-help" className="field__help">
          <p>The https:// part is optional; we add it for you.</p>
          <ul>
            <li>Use the full, publicly accessible address of your site.</li>
            <li>Start from the main domain, such as example.com, for the most complete result.</li>
            <li>Leave out query parameters (anything after a ?).</li>
          </ul>
        </div>
        <SubmitButton pending={start.isPending} disabled={!valid}>
          Analyze Website
        </SubmitButton>
      </form>
      {waking && <WakingUpNotice />}
    </div>
  );
}
