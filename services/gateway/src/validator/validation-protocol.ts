import type { ValidationSteps } from '@signpost/llmstxt';
import type { ReadinessSteps } from '@signpost/readiness';

/** The messages between the validation pool and its worker threads: the validator's steps and the readiness report's. */
export type StepName = keyof ValidationSteps | keyof ReadinessSteps;

export interface StepRequest {
  id: number;
  step: StepName;
  args: unknown[];
}

export type StepReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

/** Posted once by a worker when it has loaded its modules and listens for steps. */
export const WORKER_READY = 'ready';
