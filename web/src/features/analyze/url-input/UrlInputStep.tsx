import { isValidWebsiteUrl, withDefaultProtocol } from '@signpost/contracts';
import type { User } from '@signpost/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { SubmitButton } from '../../../components/SubmitButton.js';
import { WebsiteUrlInput } from '../../../components/WebsiteUrlInput.js';
import { useAuth } from '../../auth/AuthProvider.js';
import { usePlanCatalogue } from '../../plans/use-plan-catalogue.js';
import type { PlanCatalogueView } from '../../plans/use-plan-catalogue.js';
import { WEBSITE_URL_INPUT_ID } from '../wizard/dom-ids.js';
import { useWizard } from '../wizard/WizardProvider.js';
import { DailyLimitDialog } from './DailyLimitDialog.js';
import { UsageCard } from './UsageCard.js';
import './url-input.css';

/** The line under the button for a signed-in user (docs/product-rules.md, Screens), from the catalogue. */
function planHint(user: User, { plans }: PlanCatalogueView): string {
  const plan = plans[user.tier];
  if (user.creditsRemaining !== null) return `${user.creditsRemaining} premium analyses remaining`;
  if (plan.aiPagesLimit !== null) return `AI analysis for first ${plan.aiPagesLimit} pages`;
  return 'AI-enhanced analysis of every page';
}

export function UrlInputStep({ autoFocus = false }: { autoFocus?: boolean }) {
  const { state, dispatch } = useWizard();
  const { user } = useAuth();
  const catalogue = usePlanCatalogue();
  const [input, setInput] = useState(state.websiteUrl);
  const valid = isValidWebsiteUrl(input);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid) return;
    dispatch({ type: 'url-submitted', websiteUrl: withDefaultProtocol(input) });
  }

  return (
    <div className="step">
      <h2 className="step__title" tabIndex={-1}>
        Enter Your Website URL
      </h2>
      <p className="step__lead">
        Signpost reads your public pages, scores each one for AI assistants and writes your llms.txt.
      </p>

      {state.userEmail !== '' && <UsageCard email={state.userEmail} />}

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
        <SubmitButton pending={false} disabled={!valid}>
          Analyze Website
        </SubmitButton>
        {user !== null && <p className="url-form__hint">{planHint(user, catalogue)}</p>}
      </form>
      {state.current === 'LANDING' && user === null && (
        <p className="url-form__hint">
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => dispatch({ type: 'navigate-to-tier-selection' })}
          >
            Compare plans first
          </button>
        </p>
      )}

      {state.dailyLimit && (
        <DailyLimitDialog
          notice={state.dailyLimit}
          signedIn={user !== null}
          email={state.userEmail}
          websiteUrl={state.websiteUrl}
          onDismiss={() => dispatch({ type: 'daily-limit-dismissed' })}
        />
      )}
    </div>
  );
}
