import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { describeRequestError } from '../../../api/error-messages/index.js';
import { useWizard } from '../wizard/WizardProvider.js';
import type { AnalysisResult } from './use-analysis-result.js';
import { useAnalysisResult } from './use-analysis-result.js';

/** Shows its step once the finished analysis is read; a failed read goes to the error screen. */
export function FinishedAnalysis({
  analysisId,
  children,
}: {
  analysisId: string;
  children: (result: AnalysisResult) => ReactNode;
}) {
  const { dispatch } = useWizard();
  const result = useAnalysisResult(analysisId);

  useEffect(() => {
    if (result.error) dispatch({ type: 'error-occurred', error: describeRequestError(result.error) });
  }, [result.error, dispatch]);

  if (result.data === undefined) {
    return (
      <p className="step step--loading" role="status">
        <span className="spinner" aria-hidden="true" /> Loading the analysis…
      </p>
    );
  }
  return children(result.data);
}
