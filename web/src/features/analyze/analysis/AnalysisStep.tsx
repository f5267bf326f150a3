import { STAGES } from '@signpost/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  describeRequestError,
  failedAnalysisMessage,
  STEP_FAILURES,
} from '../../../api/error-messages/index.js';
import { ProgressBar } from '../../../components/ProgressBar.js';
import { useDelayElapsed } from '../../../components/use-delay-elapsed.js';
import { useStartAnalysis } from '../wizard/use-start-analysis.js';
import { useStartOver } from '../wizard/use-start-over.js';
import { useWizard } from '../wizard/WizardProvider.js';
import { isPermanentPollError, pageCounterText, summarizeAnalysis } from './analysis-progress.js';
import { AnalysisFailurePanel } from './AnalysisFailurePanel.js';
import { StageList } from './StageList.js';
import { useAnalysisPolling } from './use-analysis-polling.js';
import { WakingUpNotice } from './WakingUpNotice.js';
import { usageKeys } from '../../../api/queries/usage.js';
import './analysis.css';

const COLD_START_NOTICE_MS = 10_000;
/**
 * A short pause on 100% so the finished stages register before the review appears
 * (docs/product-rules.md, The journey).
 */
const COMPLETION_DELAY_MS = 500;
/**
 * Usage changes with a finished run; it is read again a moment later
 * (docs/product-rules.md, Usage and limits).
 */
const USAGE_REFRESH_DELAY_MS = 1_000;

/** The run: started here when the workflow enters ANALYSIS, then followed until it ends. */
export function AnalysisStep({ analysisId }: { analysisId: string | null }) {
  const { state, dispatch } = useWizard();
  const queryClient = useQueryClient();
  const startOver = useStartOver();
  const poll = useAnalysisPolling(analysisId);
  const record = poll.data;
  const waking = useDelayElapsed(
    record === undefined && state.analysisFailure === null,
    COLD_START_NOTICE_MS,
  );
  const start = useStartAnalysis((newAnalysisId) =>
    dispatch({ type: 'analysis-started', analysisId: newAnalysisId }),
  );
  const retry = useStartAnalysis((newAnalysisId) =>
    dispatch({ type: 'analysis-retried', analysisId: newAnalysisId }),
  );
  const started = useRef(false);

  useEffect(() => {
    if (analysisId !== null || started.current) return;
    started.current = true;
    start.mutate(state.websiteUrl);
  }, [analysisId, start, state.websiteUrl]);

  useEffect(() => {
    if (record === undefined) return;
    if (record.status === 'failed') {
      dispatch({ type: 'analysis-failed', analysisId: record.id, message: failedAnalysisMessage(record) });
      return;
    }
    if (record.status !== 'completed') return;
    const timer = window.setTimeout(() => {
      window.setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: usageKeys.all() }),
        USAGE_REFRESH_DELAY_MS,
      );
      dispatch({
        type: 'analysis-completed',
        analysisId: record.id,
        pages: record.discoveredPages,
        summary: summarizeAnalysis(record),
      });
    }, COMPLETION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [record, dispatch, queryClient]);

  useEffect(() => {
    if (poll.error && isPermanentPollError(poll.error)) {
      dispatch({ type: 'error-occurred', error: describeRequestError(poll.error) });
    }
  }, [poll.error, dispatch]);

  const progress = record?.progress;
  const completed = record?.status === 'completed';
  const percent = completed ? 100 : (progress?.percent ?? 0);
  const stageLabel = STAGES.find((stage) => stage.id === progress?.stage)?.label ?? 'Starting';
  const counter = completed
    ? `Analysis complete: ${record.totalPagesFound} pages found`
    : progress
      ? pageCounterText(progress)
      : 'Connecting to the analysis…';

  return (
    <div className="step">
      <h2 className="step__title" tabIndex={-1}>
        Analyzing Your Website
      </h2>
      <p className="step__lead">
        Reading <span className="url-text">{state.websiteUrl}</span>. Most sites take 30 to 60 seconds; large
        ones up to 2 minutes.
      </p>

      {state.analysisFailure === null ? (
        <>
          <ProgressBar percent={percent} label="Analysis progress" />
          <p className="progress-caption" role="status" aria-live="polite">
            <strong>{completed ? 'Done' : stageLabel}</strong>
            <span aria-hidden="true"> · </span>
            <span>{counter}</span>
          </p>
          {/* A slot of fixed height: a notice appearing mid-run must not push the stages down. */}
          <div className="progress-notices">
            {poll.isError && !isPermanentPollError(poll.error) ? (
              <p className="notice notice--warning" role="status">
                {STEP_FAILURES.pollInterrupted}
              </p>
            ) : (
              waking && <WakingUpNotice />
            )}
          </div>
        </>
      ) : (
        <AnalysisFailurePanel
          message={state.analysisFailure}
          code={record?.status === 'failed' ? record.error : null}
          attempt={state.attempt}
          retrying={retry.isPending}
          onRetry={() => retry.mutate(state.websiteUrl)}
          onStartOver={startOver}
        />
      )}

      <StageList progress={progress} />
    </div>
  );
}
