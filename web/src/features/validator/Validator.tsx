import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider.js';
import { usePlanCatalogue } from '../plans/use-plan-catalogue.js';
import { ValidationFailure } from './ValidationFailure.js';
import { ValidationResult } from './ValidationResult.js';
import { ValidatorForm } from './ValidatorForm.js';
import { ValidatorTextForm } from './ValidatorTextForm.js';
import { useValidation } from './use-validation.js';
import { validatorAllowance } from './validator-display.js';
import './validator.css';

type Source = 'url' | 'text';

const SOURCES: readonly { source: Source; label: string }[] = [
  { source: 'url', label: 'A website address' },
  { source: 'text', label: 'Paste or drop the file' },
];

/**
 * The validator's form and its outcome, on /validate and in the dashboard's Validator tab: a site's
 * llms.txt by its address, or a file's text pasted or dropped, with the limit that applies to whoever
 * is checking.
 */
export function Validator() {
  const validation = useValidation();
  const { user } = useAuth();
  const { freeDailyChecks } = usePlanCatalogue();
  const [source, setSource] = useState<Source>('url');
  const allowance = validatorAllowance(user, freeDailyChecks);
  const forget = () => validation.reset();

  return (
    <>
      <div className="card validator__form">
        <fieldset className="validator__sources">
          <legend className="field__label">What to check</legend>
          {SOURCES.map((entry) => (
            <label key={entry.source} className="validator__source">
              <input
                type="radio"
                name="validator-source"
                value={entry.source}
                checked={source === entry.source}
                onChange={() => {
                  setSource(entry.source);
                  forget();
                }}
              />
              {entry.label}
            </label>
          ))}
        </fieldset>
        {source === 'url' ? (
          <ValidatorForm
            pending={validation.isPending}
            onEdit={forget}
            onValidate={(request) => validation.mutate(request)}
          />
        ) : (
          <ValidatorTextForm
            pending={validation.isPending}
            onEdit={forget}
            onValidate={(request) => validation.mutate(request)}
          />
        )}
        <p className="panel__meta">
          {allowance.text}
          {allowance.offerSignUp && (
            <>
              {' '}
              · <Link to="/signup">Sign up</Link> to check without a limit
            </>
          )}
        </p>
      </div>
      {validation.isError && <ValidationFailure error={validation.error} />}
      {validation.data && <ValidationResult report={validation.data} />}
    </>
  );
}
