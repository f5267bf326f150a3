import { useEffect, useRef } from 'react';
import { AnalysisStep } from '../analysis/AnalysisStep.js';
import { ErrorStep } from '../error-screen/ErrorStep.js';
import { GenerateStep } from '../generate/GenerateStep.js';
import { ReviewStep } from '../review/ReviewStep.js';
import { UrlInputStep } from '../url-input/UrlInputStep.js';
import { WIZARD_SECTION_ID } from './dom-ids.js';
import { StartOverButton } from './StartOverButton.js';
import { showsStepIndicator, StepIndicator } from './StepIndicator.js';
import type { WizardState } from './wizard-state.js';
import { useWizard } from './WizardProvider.js';
import './wizard.css';

/** The four-step workflow; used on the landing page and alone on /analyze. */
export function Wizard({ autoFocusUrl = false }: { autoFocusUrl?: boolean }) {
  const { state } = useWizard();
  const section = useRef<HTMLElement>(null);
  const shownStep = useRef(state.step);

  // Moving the focus to the new step's heading tells keyboard and screen-reader users that the
  // screen changed; the first render keeps the focus where the page put it.
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    section.current?.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus();
  }, [state.step]);

  const showStartOver = showsStepIndicator(state.step) && state.analysisFailure === null;
  return (
    <section id={WIZARD_SECTION_ID} ref={section} className="wizard card" aria-label="llms.txt workflow">
      {showsStepIndicator(state.step) && (
        <div className="wizard__header">
          <StepIndicator current={state.step} />
          {showStartOver && <StartOverButton />}
        </div>
      )}
      <CurrentStep state={state} autoFocusUrl={autoFocusUrl} />
    </section>
  );
}

function CurrentStep({ state, autoFocusUrl }: { state: WizardState; autoFocusUrl: boolean }) {
  switch (state.step) {
    case 'url-input':
      return <UrlInputStep autoFocus={autoFocusUrl} />;
    case 'analysis':
      return state.analysisId ? <AnalysisStep key={state.analysisId} analysisId={state.analysisId} /> : null;
    case 'review':
      return state.analysisId ? <ReviewStep analysisId={state.analysisId} /> : null;
    case 'generation':
      return state.llmFileId ? <GenerateStep fileId={state.llmFileId} /> : null;
    case 'error':
      return <ErrorStep />;
  }
}
