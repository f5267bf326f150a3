import { AnalysisLifecycle } from '@signpost/analyses';
import { describeBackends, type Config } from '@signpost/config';
import {
  connectDatabase,
  createRepositories,
  migrateToLatest,
  type DatabaseHandle,
  type Repositories,
} from '@signpost/db';
import { createLogger, type Logger } from '@signpost/logger';
import { Metrics } from '@signpost/metrics';
import {
  createAccountChangeChannel,
  createJobQueue,
  createProgressChannel,
  type AccountChangeChannel,
  type JobQueue,
  type ProgressChannel,
} from '@signpost/queue';
import { UsagePolicy } from '@signpost/usage';

/**
 * The adapters one process runs on, chosen by configuration alone: Postgres or PGlite, BullMQ or the
 * in-process queue, Redis pub/sub or an emitter. Handlers receive these and never know which.
 */
export interface Runtime {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  repos: Repositories;
  queue: JobQueue;
  progress: ProgressChannel;
  /** Every write that ends a session or changes an account, announced to the gateways' session caches. */
  accountChanges: AccountChangeChannel;
  usage: UsagePolicy;
  lifecycle: AnalysisLifecycle;
  /** This process's metrics, exposed at /metrics (the gateway's, or a worker's health port). */
  metrics: Metrics;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /**
   * A service running in a process of its own shares work with the others only through Postgres and
   * Redis; on the embedded adapters it would quietly work alone, so it refuses to start.
   */
  standalone?: boolean;
  /** Where log lines go instead of stdout: the CLI keeps stdout for its results. */
  logDestination?: Parameters<typeof createLogger>[2];
}

export async function createRuntime(
  config: Config,
  serviceName: string,
  options: RuntimeOptions = {},
): Promise<Runtime> {
  if (options.standalone && (config.database.kind !== 'postgres' || config.queue.backend.kind !== 'bullmq')) {
    throw new Error(
      `The ${serviceName} service on its own needs DATABASE_URL and REDIS_URL; for the single-process embedded mode run services/all-in-one (npm start).`,
    );
  }
  const logger = createLogger(config, serviceName, options.logDestination);
  const backends = describeBackends(config);
  if (config.crawl.allowPrivate) {
    logger.warn(
      'SIGNPOST_CRAWL_ALLOW_PRIVATE=true: the crawler may reach loopback and private networks. Use this only for tests and local development.',
    );
  }
  if (config.crawl.allowAddresses.length > 0) {
    logger.warn(
      { addresses: config.crawl.allowAddresses },
      'SIGNPOST_CRAWL_ALLOW_ADDRESSES: the crawler, browser, validator, readiness report and webhooks may reach these non-public addresses.',
    );
  }
  const database = await connectDatabase(config.database, (error) =>
    logger.warn({ err: error }, 'an idle database connection was closed by the server'),
  );
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) logger.info({ applied }, 'database migrated');
  } catch (error) {
    await database.close();
    throw error;
  }
  const [queue, progress, accountChanges] = await Promise.all([
    createJobQueue(config, logger),
    createProgressChannel(config, logger),
    createAccountChangeChannel(config, logger),
  ]);
  const repos = createRepositories(database.db, (change) => accountChanges.publish(change));
  const metrics = new Metrics(serviceName);
  metrics.watchQueues(() => queue.stats());
  const usage = new UsagePolicy({
    plans: config.plans,
    validatorDailyLimit: config.validator.dailyLimit,
    selfHostedPlan: config.billing.selfHostedPlan,
  });
  const lifecycle = new AnalysisLifecycle({
    repos,
    queue,
    progress,
    logger,
    usage,
    metrics,
    reuseWithinHours: config.analysis.cacheHours,
  });
  logger.info(backends, `${serviceName} runtime ready`);

  let closing: Promise<void> | undefined;
  return {
    config,
    logger,
    database,
    repos,
    queue,
    progress,
    accountChanges,
    usage,
    lifecycle,
    metrics,
    close: () => {
      closing ??= (async () => {
        await queue.close();
        await progress.close();
        await accountChanges.close();
        await database.close();
      })();
      return closing;
    },
  };
}
