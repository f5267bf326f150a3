import { parentPort } from 'node:worker_threads';
import { inlineSteps } from '@signpost/llmstxt';
import { WORKER_READY, type StepReply, type StepRequest } from './validation-protocol.js';

/** A worker thread of the validation pool: runs one step at a time and answers with its result. */
const port = parentPort;
if (port === null) throw new Error('validation-worker runs as a worker thread of the validation pool');

port.on('message', async ({ id, step, args }: StepRequest) => {
  let reply: StepReply;
  try {
    const run = inlineSteps[step] as (...stepArgs: unknown[]) => Promise<unknown>;
    reply = { id, ok: true, value: await run(...args) };
  } catch (error) {
    reply = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
port.postMessage(WORKER_READY);
