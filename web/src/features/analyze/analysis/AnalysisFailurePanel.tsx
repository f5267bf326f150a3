import { attemptMessage, maxRetriesMessage, WORKFLOW_MESSAGES } from '../../../api/error-messages/index.js';
import { supportMailto } from '../../../app/site.js';
import { MAX_ANALYSIS_ATTEMPTS } from '../workflow/workflow-state.js';
import { failureActions } from './failure-actions.js';

interface AnalysisFailurePanelProps {
  message: string;
  /** The failure's code, which decides the actions offered; null when the cause is not known. */
  code: string | null;
  attempt: number;
  retrying: boolean;
  onRetry(): void;
  onStartOver(): void;
}

export function AnalysisFailurePanel({
  message,
  code,
  attempt,
  retrying,
  onRetry,
  onStartOver,
}: AnalysisFailurePanelProps) {
  const actions = failureActions(code);
  const canRetry = actions.retry && attempt < MAX_ANALYSIS_ATTEMPTS;
  return (
    <div className="panel panel--danger" role="alert" aria-labelledby="analysis-failed-title">
      <h3 id="analysis-failed-title" className="panel__title">
        {WORKFLOW_MESSAGES.analysisFailedTitle}
      </h3>
      <p>{message}</p>
      {actions.advice && <p>{actions.advice}</p>}
      {actions.retry && (
        <>
          <p className="panel__meta">{attemptMessage(attempt, MAX_ANALYSIS_ATTEMPTS)}</p>
          {!canRetry && <p className="panel__meta">{maxRetriesMessage(MAX_ANALYSIS_ATTEMPTS)}</p>}
        </>
      )}
      <div className="actions">
        {canRetry ? (
          <button
            type="button"
            className="button button--primary"
            onClick={onRetry}
            disabled={retrying}
            aria-busy={retrying}
          >
            {retrying && <span className="spinner" aria-hidden="true" />}
            Retry
          </button>
        ) : (
          actions.retry && (
            <a className="button button--primary" href={supportMailto('Signpost: my analysis keeps failing')}>
              Contact Support
            </a>
          )
        )}
        <button
          type="button"
          className={`button ${actions.retry ? 'button--secondary' : 'button--primary'}`}
          onClick={onStartOver}
        >
          Start Over
        </button>
      </div>
    </div>
  );
}
