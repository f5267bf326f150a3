import type { IndicatorStep } from '../workflow/workflow-progress.js';
import { INDICATOR_STEPS } from '../workflow/workflow-progress.js';
import './wizard.css';

export function StepIndicator({ current, percent }: { current: IndicatorStep; percent: number }) {
  const currentIndex = INDICATOR_STEPS.findIndex((entry) => entry.step === current);
  return (
    <nav aria-label="Progress through the workflow">
      <ol className="steps">
        {INDICATOR_STEPS.map((entry, index) => {
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
      <p className="visually-hidden">{percent}% of the way to your llms.txt</p>
    </nav>
  );
}
