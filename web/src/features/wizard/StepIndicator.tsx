import type { WizardStep } from './wizard-state.js';
import './wizard.css';

const STEPS: readonly { step: WizardStep; label: string }[] = [
  { step: 'url-input', label: 'URL Input' },
  { step: 'analysis', label: 'Analysis' },
  { step: 'review', label: 'Review' },
  { step: 'generation', label: 'Generate' },
];

/** Shown from the analysis on; the URL input is its own first screen (spec §2). */
export function showsStepIndicator(step: WizardStep): boolean {
  return step === 'analysis' || step === 'review' || step === 'generation';
}

export function StepIndicator({ current }: { current: WizardStep }) {
  const currentIndex = STEPS.findIndex((entry) => entry.step === current);
  return (
    <nav aria-label="Progress through the workflow">
      <ol className="steps">
        {STEPS.map((entry, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
          return (
            <li
              key={entry.step}
              className={`steps__item steps__item--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="steps__marker" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className="steps__label">{entry.label}</span>
              {state === 'done' && <span className="visually-hidden"> (completed)</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
