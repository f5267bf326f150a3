import type { Logger } from '@signpost/logger';

/**
 * On SIGTERM or SIGINT: stop taking work, let active jobs finish (bounded by the queue's own timeout),
 * close pools, exit. A second signal exits at once.
 */
export function closeOnSignals(logger: Logger, close: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
