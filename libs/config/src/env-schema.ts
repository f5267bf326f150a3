import { isIP } from 'node:net';
import { tierSchema } from '@signpost/contracts';
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1' || value === 'yes');
const int = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(min).max(max).default(fallback);
const optionalInt = (min = 0) => z.coerce.number().int().min(min).optional();
function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** A comma-separated list of IPv4/IPv6 addresses and CIDR ranges, each checked when the process starts. */
const addressList = () =>
  z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every((entry) => isAddressOrRange(entry)), {
      message:
        'list IP addresses or CIDR ranges, separated by commas (such as 10.1.2.3,192.168.7.0/24,fd00::/8)',
    });
const dollars = (fallback: number) => z.coerce.number().nonnegative().max(10_000).default(fallback);

/**
 * Every setting the processes read, with its default. docs/settings.md is this list, written from it
 * and setting-descriptions.ts by `npm run docs:settings`.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: bool(false),

  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: int(3000, 0, 65535),
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine((addresses) => !addresses.some((address) => /^(true|\*|0\.0\.0\.0\/0|::\/0)$/i.test(address)), {
      message:
        "list the proxies' addresses or CIDR ranges; trusting every address would let clients forge theirs",
    }),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'a Google Tag Manager container id, such as GTM-AB12CD3')
    .optional(),
  WORKER_HEALTH_PORT: int(0, 0, 65535),

  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  DATABASE_POOL_SIZE: int(10, 1, 200),
  DATA_DIR: z.string().min(1).default('.data'),

  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// connection string')
    .optional(),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-zA-Z0-9_-]+$/, 'letters, digits, - and _ only')
    .default('signpost'),
  JOB_ATTEMPTS: int(5, 1, 50),
  JOB_BACKOFF_MS: int(2000, 10),
  JOB_LOCK_MS: int(10_000, 500),
  JOB_STALLED_INTERVAL_MS: int(3_000, 500),
  JOB_KEEP_COMPLETED_SECONDS: int(3600, 1),
  JOB_KEEP_FAILED_SECONDS: int(7 * 24 * 3600, 1),
  DISCOVERY_CONCURRENCY: int(2, 1, 64),
  EXTRACTION_CONCURRENCY: int(4, 1, 64),
  SCORING_CONCURRENCY: int(2, 1, 64),
  MAIL_CONCURRENCY: int(2, 1, 16),
  BILLING_CONCURRENCY: int(2, 1, 16),
  EXTRACTION_BATCH_SIZE: int(10, 1, 500),
  EXTRACTION_THREADS: optionalInt(0),
  SHUTDOWN_TIMEOUT_MS: int(25_000, 0),

  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().email('each address in the list must be an email address'))),
  API_KEY_RATE_LIMIT_PER_MINUTE: int(120, 1, 100_000),
  SESSION_CACHE_SIZE: int(10_000, 0, 1_000_000),
  SESSION_CACHE_TTL_MS: int(5_000, 0, 60_000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// address')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Signpost <no-reply@localhost>'),

  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_SOLO: z.string().min(1).optional(),
  STRIPE_PRICE_GROWTH: z.string().min(1).optional(),
  STRIPE_PRICE_SCALE: z.string().min(1).optional(),
  STRIPE_API_BASE: z.string().url().optional(),
  STRIPE_TIMEOUT_MS: int(10_000, 100, 80_000),
  SELF_HOSTED_PLAN: tierSchema.optional(),

  SIGNPOST_CRAWL_ALLOW_PRIVATE: bool(false),
  SIGNPOST_CRAWL_ALLOW_ADDRESSES: addressList(),
  CRAWL_USER_AGENT: z.string().min(1).default('SignpostBot/0.1 (+https://signpost.dev/bot)'),
  CRAWL_TIMEOUT_MS: int(15_000, 100),
  CRAWL_MAX_BYTES: int(5 * 1024 * 1024, 1024),
  CRAWL_MAX_STREAM_BYTES: int(50 * 1024 * 1024, 1024),
  CRAWL_MAX_REDIRECTS: int(10, 0, 20),
  CRAWL_HOST_CONCURRENCY: int(4, 1, 64),
  CRAWL_HOST_CONCURRENCY_MAX: int(16, 1, 64),
  CRAWL_SITE_DEADLINE_MS: int(30_000, 500),
  CRAWL_DELAY_CAP_MS: int(2_000, 0, 60_000),
  CRAWL_SCOPE: z.enum(['site', 'subpath']).default('subpath'),
  CRAWL_KEEP_PAGE_CONTENT: bool(true),
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  CRAWL_RENDER_CONCURRENCY: int(2, 0, 16),
  CRAWL_RENDER_TIMEOUT_MS: int(15_000, 1_000),
  EXTRACTION_RENDER_MAX_PAGES: int(50, 0, 10_000),
  RENDER_URL: z.string().url().optional(),
  RENDER_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),

  ANALYSIS_CACHE_HOURS: int(24, 0),
  ANALYSIS_RETENTION_DAYS: int(30, 1),
  ANALYSIS_TIMEOUT_MINUTES: int(30, 1),
  MAINTENANCE_INTERVAL_SECONDS: int(300, 1),
  MONITOR_TICK_SECONDS: int(60, 1),
  MONITOR_RUNS_PER_TICK: int(25, 1),
  VALIDATOR_DAILY_LIMIT: int(3, 1),
  EVENT_STREAMS_PER_ACCOUNT: int(10, 1, 10_000),
  EVENT_STREAMS_PER_ADDRESS: int(20, 1, 10_000),
  LLM_FILES_PER_ANALYSIS: int(50, 1, 10_000),
  LLMS_FULL_BUDGET_BYTES: int(1024 * 1024, 16 * 1024, 64 * 1024 * 1024),
  VALIDATOR_DEADLINE_MS: int(5_000, 1),

  ANTHROPIC_API_KEY: z.string().min(1).optional(),
  ANTHROPIC_BASE_URL: z.string().url().optional(),
  ANTHROPIC_MODEL: z.string().min(1).default('claude-haiku-4-5'),
  LLM_CONCURRENCY: int(4, 1, 64),
  LLM_TIMEOUT_MS: int(60_000, 100),
  LLM_MAX_INPUT_TOKENS_PER_PAGE: int(1_200, 100, 50_000),
  LLM_BATCH_TOKEN_BUDGET: int(16_000, 1_000, 150_000),
  LLM_PRICE_INPUT_PER_MTOK: dollars(1),
  LLM_PRICE_OUTPUT_PER_MTOK: dollars(5),
  LLM_PRICE_CACHE_READ_PER_MTOK: dollars(0.1),
  LLM_PRICE_CACHE_WRITE_PER_MTOK: dollars(1.25),

  PLAN_STARTER_MAX_PAGES: optionalInt(1),
  PLAN_STARTER_ANALYSES: optionalInt(1),
  PLAN_STARTER_AI_PAGES: optionalInt(0),
  PLAN_SOLO_MAX_PAGES: optionalInt(1),
  PLAN_SOLO_ANALYSES: optionalInt(1),
  PLAN_SOLO_PRICE_CENTS: optionalInt(0),
  PLAN_GROWTH_MAX_PAGES: optionalInt(1),
  PLAN_GROWTH_ANALYSES: optionalInt(1),
  PLAN_GROWTH_PRICE_CENTS: optionalInt(0),
  PLAN_SCALE_MAX_PAGES: optionalInt(1),
  PLAN_SCALE_ANALYSES: optionalInt(1),
  PLAN_SCALE_PRICE_CENTS: optionalInt(0),
});

export type Env = z.infer<typeof envSchema>;

/** The settings that are secrets of the product: none of them may reach the process that runs Chromium. */
export const PRODUCT_SECRET_SETTINGS = [
  'DATABASE_URL',
  'REDIS_URL',
  'JWT_SECRET',
  'METRICS_TOKEN',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SMTP_URL',
  'ANTHROPIC_API_KEY',
] as const satisfies readonly (keyof Env)[];
