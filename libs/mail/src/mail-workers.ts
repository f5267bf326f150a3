import type { Runtime, StageWorkers } from '@signpost/runtime';
import { createMailer } from './mailer.js';
import { sendAccountEmailHandler } from './send-account-email-handler.js';

/** The mail queue's consumer: one mailer for the process, closed with it. */
export function mailWorkers(runtime: Runtime): StageWorkers {
  const mailer = createMailer(runtime.config.mail, runtime.logger);
  return {
    queues: ['mail'],
    handlers: [sendAccountEmailHandler({ ...runtime, mailer })],
    close: () => mailer.close(),
  };
}
