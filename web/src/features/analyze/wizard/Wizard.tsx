import { useEffect, useRef } from 'react';
import { AnalysisStep } from '../analysis/AnalysisStep.js';
import { FinishedAnalysis } from '../analysis/FinishedAnalysis.js';
import { ErrorStep } from '../error-screen/ErrorStep.js';
import { useHelpTopic } from '../../help/HelpProvider.js';
import { GenerateStep } from '../generate/GenerateStep.js';
import { ReviewStep } from '../review/ReviewStep.js';
import { EmailCaptureStep } from '../url-input/EmailCaptureStep.js';
import { TierChoiceCard } from '../url-input/TierChoiceCard.js';
import { TierLimitsPanel } from '../url-input/TierLimitsPanel.js';
import { UrlInputStep } from '../url-input/UrlInputStep.js';
import { indicatorStep, progressPercent } from '../workflow/workflow-progress.js';
import type { WorkflowState } from '../workflow/workflow-state.js';
import { WIZARD_SECTION_ID } from './dom-ids.js';
import { StartOverButton } from './StartOverButton.js';
import { stepHelpContext } from './step-help.js';
import { StepIndicator } from './StepIndicator.js';
import { useWizard } from './WizardProvider.js';
import './wizard.css';

/** The workflow (docs/product-rules.md, The journey); used on the landing page and alone on /analyze. */
export function Wizard({ autoFocusUrl = false }: { autoFocusUrl?: boolean }) {
  const { state } = useWizard();
  const section = useRef<HTMLElement>(null);
  const shown = useRef(state.current);
  useHelpTopic(stepHelpContext(state.current));

  // Moving the focus to the new step's heading tells keyboard and screen-reader users that the
  // screen changed; the first render keeps the focus where the page put it.
  useEffect(() => {
    if (shown.current === state.current) return;
    const first = shown.current === 'INITIALIZING' || shown.current === 'AUTH_CHECK';
    shown.current = state.current;
    if (!first) section.current?.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus();
  }, [state.current]);

  const step = indicatorStep(state.current);
  const showStartOver = step !== null && state.analysisFailure === null;
  return (
    <section id={WIZARD_SECTION_ID} ref={section} className="wizard card" aria-label="llms.txt workflow">
      {step !== null && (
        <div className="wizard__header">
          <StepIndicator current={step} percent={progressPercent(state)} />
          {showStartOver && <StartOverButton />}
        </div>
      )}
      <CurrentStep state={state} autoFocusUrl={autoFocusUrl} />
    </section>
  );
}

function CurrentStep({ state, autoFocusUrl }: { state: WorkflowState; autoFocusUrl: boolean }) {
  const { analysisId, llmFileId } = state;
  switch (state.current) {
    case 'INITIALIZING':
    case 'AUTH_CHECK':
      return (
        <p className="step step--loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading…
        </p>
      );
    case 'LANDING':
    case 'URL_INPUT':
      return <UrlInputStep autoFocus={autoFocusUrl} />;
    case 'TIER_SELECTION':
    case 'AUTH_CHOICE':
      return <TierChoiceCard />;
    case 'EMAIL_CAPTURE':
      return <EmailCaptureStep />;
    case 'TIER_LIMITS':
      return <TierLimitsPanel />;
    case 'ANALYSIS':
      return <AnalysisStep key={state.analysisId ?? 'starting'} analysisId={state.analysisId} />;
    case 'REVIEW':
      return analysisId ? (
        <FinishedAnalysis analysisId={analysisId}>
          {(result) => <ReviewStep analysisId={analysisId} result={result} />}
        </FinishedAnalysis>
      ) : null;
    case 'GENERATION':
      return analysisId && llmFileId ? (
        <FinishedAnalysis analysisId={analysisId}>
          {(result) => <GenerateStep fileId={llmFileId} summary={result.summary} />}
        </FinishedAnalysis>
      ) : null;
    case 'ERROR':
      return <ErrorStep />;
  }
}
