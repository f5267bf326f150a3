import type { ErrorType } from '../../../api/error-messages/index.js';
import type { WorkflowState, WorkflowStateName } from './workflow-state.js';

/** How far along the journey each state is, in percent (docs/product-rules.md, The journey). */
const STEP_PERCENT: Readonly<Record<Exclude<WorkflowStateName, 'ERROR'>, number>> = {
  INITIALIZING: 0,
  AUTH_CHECK: 0,
  LANDING: 0,
  TIER_SELECTION: 0,
  AUTH_CHOICE: 0,
  EMAIL_CAPTURE: 10,
  URL_INPUT: 20,
  TIER_LIMITS: 30,
  ANALYSIS: 40,
  REVIEW: 70,
  GENERATION: 100,
};

/** The percent for a state; the error screen keeps the progress of the step that failed. */
export function progressPercent(state: Pick<WorkflowState, 'current' | 'previous'>): number {
  if (state.current !== 'ERROR') return STEP_PERCENT[state.current];
  return state.previous === null || state.previous === 'ERROR' ? 0 : STEP_PERCENT[state.previous];
}

/**
 * Where 'Continue' on the error screen leads, by the kind of failure (docs/product-rules.md, The journey).
 * Network and unknown failures have nowhere better to go than the error screen itself, so they offer no
 * Continue.
 */
export const RECOVERY_TARGETS: Readonly<Record<ErrorType, WorkflowStateName>> = {
  network: 'ERROR',
  unknown: 'ERROR',
  validation: 'URL_INPUT',
  auth: 'EMAIL_CAPTURE',
  payment: 'EMAIL_CAPTURE',
  analysis: 'ANALYSIS',
};

export function recoveryTarget(type: ErrorType): WorkflowStateName | null {
  const target = RECOVERY_TARGETS[type];
  return target === 'ERROR' ? null : target;
}

/** The five labelled steps of the step indicator. */
export type IndicatorStep = 'url-input' | 'email' | 'analysis' | 'review' | 'generate';

export const INDICATOR_STEPS: readonly { step: IndicatorStep; label: string }[] = [
  { step: 'url-input', label: 'URL Input' },
  { step: 'email', label: 'Email' },
  { step: 'analysis', label: 'Analysis' },
  { step: 'review', label: 'Review' },
  { step: 'generate', label: 'Generate' },
];

const INDICATOR_BY_STATE: Partial<Record<WorkflowStateName, IndicatorStep>> = {
  TIER_SELECTION: 'email',
  AUTH_CHOICE: 'email',
  EMAIL_CAPTURE: 'email',
  TIER_LIMITS: 'analysis',
  ANALYSIS: 'analysis',
  REVIEW: 'review',
  GENERATION: 'generate',
};

/**
 * The indicator's current step, or null where it is hidden: before a URL is given (initialising,
 * landing, URL input) and on the error screen, which has its own heading.
 */
export function indicatorStep(current: WorkflowStateName): IndicatorStep | null {
  return INDICATOR_BY_STATE[current] ?? null;
}
