import type { Config } from '@signpost/config';
import type { Repositories } from '@signpost/db';
import type { Logger } from '@signpost/logger';
import type { StageWorkers } from '@signpost/queue';
import { createMailer } from './mailer.js';
import { sendAccountEmailHandler } from './send-account-email-handler.js';
import { sendMonitorReportHandler } from './send-monitor-report-handler.js';

/** What the mail queue's consumer needs from the process that runs it. */
export interface MailWorkerDeps {
  config: Pick<Config, 'mail' | 'auth' | 'http'>;
  repos: Pick<
    Repositories,
    'users' | 'emailTokens' | 'monitors' | 'monitorRuns' | 'publishedFiles' | 'siteReaders'
  >;
  logger: Logger;
}

/** The mail queue's consumer: one mailer for the process, closed with it. */
export function mailWorkers(deps: MailWorkerDeps): StageWorkers {
  const mailer = createMailer(deps.config.mail, deps.logger);
  return {
    queues: ['mail'],
    handlers: [
      sendAccountEmailHandler({ config: deps.config, repos: deps.repos, mailer }),
      sendMonitorReportHandler({ config: deps.config, repos: deps.repos, mailer }),
    ],
    close: () => mailer.close(),
  };
}
