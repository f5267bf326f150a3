import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlanCatalogue, Tier } from '@signpost/contracts';
import type { z } from 'zod';
import { envSchema, type Env } from './env-schema.js';
import { fetcherSettings, type FetcherSettings } from './fetcher-settings.js';
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
    /** Addresses or CIDR ranges of the proxies whose X-Forwarded-For is believed; empty: none. */
    trustProxy: string[];
    /** Where people reach the product; every link in a mail is built from it, never from a request. */
    publicUrl: string;
    webDistDir: string | undefined;
    /**
     * The Google Tag Manager container the web app was built with (GTM_ID or VITE_GTM_ID at build):
     * when set, the Content-Security-Policy admits Tag Manager's and Analytics' origins.
     */
    tagManagerId: string | undefined;
    workerHealthPort: number;
    /** Secret: when set, /metrics answers only a request bearing it; unset, it answers anyone. */
    metricsToken: string | undefined;
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
    concurrency: {
      discovery: number;
      extraction: number;
      scoring: number;
      mail: number;
      billing: number;
      maintenance: number;
      monitors: number;
    };
    extractionBatchSize: number;
  };
  extraction: {
    /**
     * Worker threads that read pages (parse, main content, markdown) per pipeline stage; 0 reads them
     * on the stage's own thread. Default: one fewer than the cores, at least one.
     */
    threads: number;
  };
  crawl: FetcherSettings & {
    /** A site that has not answered (robots.txt and home page) within this long fails the analysis. */
    siteDeadlineMs: number;
    /** robots.txt Crawl-delay is honoured up to this long between requests. */
    delayCapMs: number;
    /** `subpath`: only the section the start address names (all of it for a bare domain); `site`: the whole site. */
    scope: 'site' | 'subpath';
    /** Discovery keeps what it extracted from the pages it crawled, so extraction fetches them only once. */
    keepPageContent: boolean;
  };
  render: {
    /** The system Chromium that renders pages arriving as an empty JavaScript shell. */
    chromiumPath: string;
    /** Pages rendered at once per process; 0 turns rendering off. */
    concurrency: number;
    timeoutMs: number;
    /**
     * Pages of one analysis extraction may render because their HTML looks built by scripts; 0:
     * extraction renders none. Pages beyond it are read from their HTML, and the analysis says so.
     */
    extractionMaxPages: number;
    /**
     * The render service (services/render) distributed discovery and extraction workers send pages
     * to; unset: the embedded process starts its own, and a standalone worker renders nothing.
     */
    serviceUrl: string | undefined;
    /** Secret: the bearer token the render service asks for. */
    token: string | undefined;
  };
  analysis: {
    cacheHours: number;
    retentionDays: number;
    timeoutMinutes: number;
    maintenanceIntervalSeconds: number;
  };
  /** How often due monitors are started, and how many at most each time (the rest wait a tick). */
  monitors: { tickSeconds: number; runsPerTick: number };
  /**
   * Free llms.txt checks per client address per UTC day, and the time one step of a check may
   * take on its worker thread before the thread is stopped.
   */
  validator: { dailyLimit: number; deadlineMs: number };
  /** Most UTF-8 bytes one llms-full.txt file holds; a longer full text is split by section. */
  llmsFull: { budgetBytes: number };
  llm: LlmConfig;
  plans: PlanCatalogue;
  auth: {
    /** Signs access tokens; absent in the embedded default, which keeps a generated one in DATA_DIR. */
    jwtSecret: string | undefined;
    accessTokenMinutes: number;
    refreshTokenDays: number;
    verificationTokenHours: number;
    resetTokenMinutes: number;
    /** Requests one API key may make per minute, counted per key whatever the address. */
    apiKeyRequestsPerMinute: number;
    /** Sessions cached per gateway process (0: none) and how long one is trusted at most. */
    sessionCache: { size: number; ttlMs: number };
    /** Accounts (lower-cased emails) allowed into the queue dashboard. */
    adminEmails: string[];
  };
  mail: {
    /** SMTP when set; otherwise each message is written to $DATA_DIR/outbox as an .eml file. */
    smtpUrl: string | undefined;
    from: string;
    outboxDir: string;
  };
  billing: BillingConfig;
  quotas: QuotaConfig;
  shutdownTimeoutMs: number;
}

/** What one caller may hold at once, so no caller's requests can cost without bound. */
export interface QuotaConfig {
  /** Progress event streams open at once per account (each gateway process counts its own without Redis). */
  eventStreamsPerAccount: number;
  /** Progress event streams open at once per client address, whoever is signed in. */
  eventStreamsPerAddress: number;
  /** Generated llms.txt files kept per analysis; an identical selection returns the file it made before. */
  llmFilesPerAnalysis: number;
}

export interface BillingConfig {
  /** Secret: never logged. Unset means billing answers 503 billing_unavailable. */
  secretKey: string | undefined;
  /** Secret: verifies webhook signatures. */
  webhookSecret: string | undefined;
  /** Stripe Price ids of the paid plans. */
  prices: { solo: string | undefined; growth: string | undefined; scale: string | undefined };
  /** Another host speaking Stripe's API (tests); unset: Stripe's own. */
  apiBase: URL | undefined;
  timeoutMs: number;
  /**
   * SELF_HOSTED_PLAN: the plan every account has on this installation, without billing; nothing is
   * sold then, whatever the Stripe settings. Unset: an account's plan is the one it bought.
   */
  selfHostedPlan: Tier | undefined;
}

export interface LlmPrices {
  /** Dollars per million tokens of each kind the Messages API reports in `usage`. */
  inputPerMTok: number;
  outputPerMTok: number;
  cacheReadPerMTok: number;
  cacheWritePerMTok: number;
}

export interface LlmConfig {
  /** Secret: never logged. Unset means every page is scored by the heuristic rules. */
  apiKey: string | undefined;
  baseUrl: string | undefined;
  model: string;
  /** Messages API calls in flight at once in this process, across all analyses. */
  concurrency: number;
  /** Time limit of one call. */
  timeoutMs: number;
  /** Estimated input tokens one page may take in a request (its content is cut to fit). */
  maxInputTokensPerPage: number;
  /** Estimated tokens of page content per request; batches are sized by it. */
  batchTokenBudget: number;
  prices: LlmPrices;
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
  const env = parseSettings(envSchema, source);
  const missing = requiredTogether(env);
  if (missing.length > 0) throw new ConfigError(missing);
  return {
    env: env.NODE_ENV,
    log: { level: env.LOG_LEVEL, pretty: env.LOG_PRETTY },
    http: {
      host: env.HOST,
      port: env.PORT,
      trustProxy: env.TRUST_PROXY,
      publicUrl: env.PUBLIC_URL.replace(/\/+$/, ''),
      webDistDir: env.WEB_DIST_DIR,
      tagManagerId: env.GTM_ID,
      workerHealthPort: env.WORKER_HEALTH_PORT,
      metricsToken: env.METRICS_TOKEN,
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
        mail: env.MAIL_CONCURRENCY,
        billing: env.BILLING_CONCURRENCY,
        // Scheduled housekeeping: one run at a time per process is plenty.
        maintenance: 1,
        // A run's finishing step checks links and posts webhooks: a few at once.
        monitors: 4,
      },
      extractionBatchSize: env.EXTRACTION_BATCH_SIZE,
    },
    extraction: {
      threads: env.EXTRACTION_THREADS ?? Math.max(1, availableParallelism() - 1),
    },
    crawl: {
      ...fetcherSettings(env),
      siteDeadlineMs: env.CRAWL_SITE_DEADLINE_MS,
      delayCapMs: env.CRAWL_DELAY_CAP_MS,
      scope: env.CRAWL_SCOPE,
      keepPageContent: env.CRAWL_KEEP_PAGE_CONTENT,
    },
    render: {
      chromiumPath: env.CHROMIUM_PATH,
      concurrency: env.CRAWL_RENDER_CONCURRENCY,
      timeoutMs: env.CRAWL_RENDER_TIMEOUT_MS,
      extractionMaxPages: env.EXTRACTION_RENDER_MAX_PAGES,
      serviceUrl: env.RENDER_URL,
      token: env.RENDER_TOKEN,
    },
    analysis: {
      cacheHours: env.ANALYSIS_CACHE_HOURS,
      retentionDays: env.ANALYSIS_RETENTION_DAYS,
      timeoutMinutes: env.ANALYSIS_TIMEOUT_MINUTES,
      maintenanceIntervalSeconds: env.MAINTENANCE_INTERVAL_SECONDS,
    },
    monitors: { tickSeconds: env.MONITOR_TICK_SECONDS, runsPerTick: env.MONITOR_RUNS_PER_TICK },
    validator: { dailyLimit: env.VALIDATOR_DAILY_LIMIT, deadlineMs: env.VALIDATOR_DEADLINE_MS },
    llmsFull: { budgetBytes: env.LLMS_FULL_BUDGET_BYTES },
    llm: {
      apiKey: env.ANTHROPIC_API_KEY,
      baseUrl: env.ANTHROPIC_BASE_URL,
      model: env.ANTHROPIC_MODEL,
      concurrency: env.LLM_CONCURRENCY,
      timeoutMs: env.LLM_TIMEOUT_MS,
      maxInputTokensPerPage: env.LLM_MAX_INPUT_TOKENS_PER_PAGE,
      batchTokenBudget: env.LLM_BATCH_TOKEN_BUDGET,
      prices: {
        inputPerMTok: env.LLM_PRICE_INPUT_PER_MTOK,
        outputPerMTok: env.LLM_PRICE_OUTPUT_PER_MTOK,
        cacheReadPerMTok: env.LLM_PRICE_CACHE_READ_PER_MTOK,
        cacheWritePerMTok: env.LLM_PRICE_CACHE_WRITE_PER_MTOK,
      },
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
    auth: {
      jwtSecret: env.JWT_SECRET,
      accessTokenMinutes: 15,
      refreshTokenDays: 30,
      verificationTokenHours: 24,
      resetTokenMinutes: 60,
      apiKeyRequestsPerMinute: env.API_KEY_RATE_LIMIT_PER_MINUTE,
      sessionCache: { size: env.SESSION_CACHE_SIZE, ttlMs: env.SESSION_CACHE_TTL_MS },
      adminEmails: env.ADMIN_EMAILS,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir:
        env.DATA_DIR === 'memory://' ? join(tmpdir(), 'signpost-outbox') : join(env.DATA_DIR, 'outbox'),
    },
    billing: {
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      prices: { solo: env.STRIPE_PRICE_SOLO, growth: env.STRIPE_PRICE_GROWTH, scale: env.STRIPE_PRICE_SCALE },
      apiBase: env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined,
      timeoutMs: env.STRIPE_TIMEOUT_MS,
      selfHostedPlan: env.SELF_HOSTED_PLAN,
    },
    quotas: {
      eventStreamsPerAccount: env.EVENT_STREAMS_PER_ACCOUNT,
      eventStreamsPerAddress: env.EVENT_STREAMS_PER_ADDRESS,
      llmFilesPerAnalysis: env.LLM_FILES_PER_ANALYSIS,
    },
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  };
}

/** Parses settings with empty values counted as unset; every bad variable is listed in one error. */
export function parseSettings<T>(schema: z.ZodType<T>, source: Record<string, string | undefined>): T {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return parsed.data;
}

/** Settings that another setting makes necessary. */
function requiredTogether(env: Env): string[] {
  const problems: string[] = [];
  // Processes sharing a Redis queue are a server deployment: its /metrics must not answer anyone.
  if (env.REDIS_URL !== undefined && env.METRICS_TOKEN === undefined) {
    problems.push('METRICS_TOKEN: required when REDIS_URL is set (a deployment of several processes)');
  }
  if (env.RENDER_URL !== undefined && env.RENDER_TOKEN === undefined) {
    problems.push('RENDER_TOKEN: required when RENDER_URL is set (the render service asks for it)');
  }
  return problems;
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
