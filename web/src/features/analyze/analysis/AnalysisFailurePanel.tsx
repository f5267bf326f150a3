import { attemptMessage, maxRetriesMessage, WORKFLOW_MESSAGES } from '../../../api/error-messages/index.js';
import { supportMailto } from '../../../app/site.js';
import { MAX_ANALYSIS_ATTEMPTS } from '../workflow/workflow-state.js';

interface AnalysisFailurePanelProps {
  message: string;
  attempt: number;
  retrying: boolean;
  onRetry(): void;
  onStartOver(): void;
}

export function AnalysisFailurePanel({
  message,
  attempt,
  retrying,
  onRetry,
  onStartOver,
}: AnalysisFailurePanelProps) {
  const canRetry = attempt < MAX_ANALYSIS_ATTEMPTS;
  return (
    <div className="panel panel--danger" role="alert" aria-labelledby="analysis-failed-title">
      <h3 id="analysis-failed-title" className="panel__title">
        {WORKFLOW_MESSAGES.analysisFailedTitle}
      </h3>
      <p>{message}</p>
      <p className="panel__meta">{attemptMessage(attempt, MAX_ANALYSIS_ATTEMPTS)}</p>
      {!canRetry && <p className="panel__meta">{maxRetriesMessage(MAX_ANALYSIS_ATTEMPTS)}</p>}
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
          <a className="button button--primary" href={supportMailto('Signpost: my analysis keeps failing')}>
            Contact Support
          </a>
        )}
        <button type="button" className="button button--secondary" onClick={onStartOver}>
          Start Over
        </button>
      </div>
    </div>
  );
}
