import type { PlanCatalogue } from '@signpost/contracts';
import { envSchema, type Env } from './env-schema.js';
import { buildPlanCatalogue } from './plan-catalogue.js';

export type DatabaseConfig =
  { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dataDir: string };
export type QueueBackend = { kind: 'bullmq'; redisUrl: string; prefix: string } | { kind: 'in-process' };

export interface Config {
  env: Env['NODE_ENV'];
  log: { level: Env['LOG_LEVEL']; pretty: boolean };
  http: {
    host: string;
    port: number;
    trustProxy: boolean;
    webDistDir: string | undefined;
    workerHealthPort: number;
  };
  database: DatabaseConfig;
  queue: {
    backend: QueueBackend;
    attempts: number;
    backoffMs: number;
    lockMs: number;
    stalledIntervalMs: number;
    keepCompletedSeconds: number;
    keepFailedSeconds: number;
    concurrency: { discovery: number; extraction: number; scoring: number };
    extractionBatchSize: number;
  };
  crawl: {
    /** Opens loopback and private networks; for tests and local development only. */
    allowPrivate: boolean;
    userAgent: string;
    /** Bound on one fetch as a whole: every redirect hop, retry wait and the body. */
    timeoutMs: number;
    /** Bound on a body, counted after decompression. */
    maxBytes: number;
    maxRedirects: number;
    /** Requests in flight at once to one host. */
    hostConcurrency: number;
  };
  analysis: {
    cacheHours: number;
    retentionDays: number;
    timeoutMinutes: number;
    maintenanceIntervalSeconds: number;
  };
  plans: PlanCatalogue;
  shutdownTimeoutMs: number;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/**
 * Reads and validates the environment once; every bad variable is listed in one error. Empty strings
 * count as unset so that `FOO=` in a compose file or a shell means "use the default".
 */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    log: { level: env.LOG_LEVEL, pretty: env.LOG_PRETTY },
    http: {
      host: env.HOST,
      port: env.PORT,
      trustProxy: env.TRUST_PROXY,
      webDistDir: env.WEB_DIST_DIR,
      workerHealthPort: env.WORKER_HEALTH_PORT,
    },
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: env.DATA_DIR },
    queue: {
      backend: env.REDIS_URL
        ? { kind: 'bullmq', redisUrl: env.REDIS_URL, prefix: env.QUEUE_PREFIX }
        : { kind: 'in-process' },
      attempts: env.JOB_ATTEMPTS,
      backoffMs: env.JOB_BACKOFF_MS,
      lockMs: env.JOB_LOCK_MS,
      stalledIntervalMs: env.JOB_STALLED_INTERVAL_MS,
      keepCompletedSeconds: env.JOB_KEEP_COMPLETED_SECONDS,
      keepFailedSeconds: env.JOB_KEEP_FAILED_SECONDS,
      concurrency: {
        discovery: env.DISCOVERY_CONCURRENCY,
        extraction: env.EXTRACTION_CONCURRENCY,
        scoring: env.SCORING_CONCURRENCY,
      },
      extractionBatchSize: env.EXTRACTION_BATCH_SIZE,
    },
    crawl: {
      allowPrivate: env.SIGNPOST_CRAWL_ALLOW_PRIVATE,
      userAgent: env.CRAWL_USER_AGENT,
      timeoutMs: env.CRAWL_TIMEOUT_MS,
      maxBytes: env.CRAWL_MAX_BYTES,
      maxRedirects: env.CRAWL_MAX_REDIRECTS,
      hostConcurrency: env.CRAWL_HOST_CONCURRENCY,
    },
    analysis: {
      cacheHours: env.ANALYSIS_CACHE_HOURS,
      retentionDays: env.ANALYSIS_RETENTION_DAYS,
      timeoutMinutes: env.ANALYSIS_TIMEOUT_MINUTES,
      maintenanceIntervalSeconds: env.MAINTENANCE_INTERVAL_SECONDS,
    },
    plans: buildPlanCatalogue({
      starter: {
        maxPages: env.PLAN_STARTER_MAX_PAGES,
        analyses: env.PLAN_STARTER_ANALYSES,
        aiPages: env.PLAN_STARTER_AI_PAGES,
      },
      solo: {
        maxPages: env.PLAN_SOLO_MAX_PAGES,
        analyses: env.PLAN_SOLO_ANALYSES,
        priceCents: env.PLAN_SOLO_PRICE_CENTS,
      },
      growth: {
        maxPages: env.PLAN_GROWTH_MAX_PAGES,
        analyses: env.PLAN_GROWTH_ANALYSES,
        priceCents: env.PLAN_GROWTH_PRICE_CENTS,
      },
      scale: {
        maxPages: env.PLAN_SCALE_MAX_PAGES,
        analyses: env.PLAN_SCALE_ANALYSES,
        priceCents: env.PLAN_SCALE_PRICE_CENTS,
      },
    }),
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  };
}

/** What start-up logs about where data and jobs live, with credentials masked. */
export function describeBackends(config: Config): { database: string; queue: string } {
  const mask = (url: string) => url.replace(/\/\/([^@/]*)@/, '//***@');
  return {
    database:
      config.database.kind === 'postgres'
        ? `postgres ${mask(config.database.url)}`
        : `pglite ${config.database.dataDir}`,
    queue:
      config.queue.backend.kind === 'bullmq' ? `bullmq ${mask(config.queue.backend.redisUrl)}` : 'in-process',
  };
}
