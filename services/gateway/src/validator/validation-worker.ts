import { parentPort } from 'node:worker_threads';
import { inlineSteps } from '@signpost/llmstxt';
import { inlineReadinessSteps } from '@signpost/readiness';
import { WORKER_READY, type StepName, type StepReply, type StepRequest } from './validation-protocol.js';

const STEPS = { ...inlineSteps, ...inlineReadinessSteps } as Record<
  StepName,
  (...stepArgs: unknown[]) => Promise<unknown>
>;

/** A worker thread of the validation pool: runs one step at a time and answers with its result. */
const port = parentPort;
if (port === null) throw new Error('validation-worker runs as a worker thread of the validation pool');

port.on('message', async ({ id, step, args }: StepRequest) => {
  let reply: StepReply;
  try {
    reply = { id, ok: true, value: await STEPS[step](...args) };
  } catch (error) {
    reply = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
port.postMessage(WORKER_READY);
