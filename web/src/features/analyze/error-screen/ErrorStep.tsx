import { maxRetriesMessage, UNKNOWN_ERROR } from '../../../api/error-messages/index.js';
import { supportMailto } from '../../../app/site.js';
import { useStartOver } from '../wizard/use-start-over.js';
import { useWizard } from '../wizard/WizardProvider.js';
import { recoveryTarget } from '../workflow/workflow-progress.js';
import { MAX_ERROR_RETRIES } from '../workflow/workflow-state.js';

/**
 * The error screen (docs/product-rules.md, The journey): its title by the kind of failure, Try Again while
 * the failure is retryable and under three retries, Continue when another step can help.
 */
export function ErrorStep() {
  const { state, dispatch } = useWizard();
  const startOver = useStartOver();
  const error = state.error ?? UNKNOWN_ERROR;
  const retriesLeft = state.retryCount < MAX_ERROR_RETRIES;
  const target = recoveryTarget(error.type);

  return (
    <div className="step">
      <div className="panel panel--danger" role="alert" aria-labelledby="error-title">
        <h2 id="error-title" className="panel__title" tabIndex={-1}>
          {error.title}
        </h2>
        <p>{error.message}</p>
        {error.retryable && !retriesLeft && (
          <p className="panel__meta">{maxRetriesMessage(MAX_ERROR_RETRIES)}</p>
        )}
        <div className="actions">
          {error.retryable && retriesLeft && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => dispatch({ type: 'error-retried' })}
            >
              Try Again
            </button>
          )}
          {error.recoverable && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => dispatch({ type: 'error-recovered', target })}
            >
              Continue
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={startOver}>
            Start Over
          </button>
          <a className="button button--ghost" href={supportMailto(`Signpost: ${error.title}`)}>
            Contact Support
          </a>
        </div>
      </div>
    </div>
  );
}
