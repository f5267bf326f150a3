import type { Env } from './env-schema.js';

/**
 * What each setting does, in the words docs/settings.md shows (`npm run docs:settings` writes that page
 * from these and the schema's defaults; a workspace test fails when the page is behind). Typed by the
 * schema, so a new setting does not compile without its description.
 */
export const SETTING_DESCRIPTIONS: Record<keyof Env, string> = {
  NODE_ENV: '`development`, `production` or `test`',
  LOG_LEVEL: 'pino level of every log line, or `silent`',
  LOG_PRETTY: 'human-readable logs instead of JSON lines (development)',
  HOST: 'address the gateway listens on (`0.0.0.0` in containers)',
  PORT: 'gateway port',
  TRUST_PROXY:
    'comma-separated addresses or CIDR ranges of the proxies whose `X-Forwarded-For` is believed; empty: none. `true` or `*` is refused',
  PUBLIC_URL: 'where people reach the product; every link in a mail is built from it, never from a request',
  WEB_DIST_DIR: 'built web app the gateway serves; unset: `web/dist` of the checkout',
  GTM_ID:
    'Google Tag Manager container (`GTM-…`): the web app built with it (or with `VITE_GTM_ID`) loads it after consent, and the Content-Security-Policy admits its origins',
  WORKER_HEALTH_PORT: "port of a worker's `/healthz`, `/readyz` and `/metrics`; `0`: none",
  DATABASE_URL: 'Postgres connection string (secret); unset: the embedded PGlite database in `DATA_DIR`',
  DATABASE_POOL_SIZE:
    'Postgres connections per process; a request waits at most 5 s for one, then gets 503 `unavailable`',
  DATA_DIR:
    'folder of the embedded PGlite database (when `DATABASE_URL` is unset), of the `JWT_SECRET` it generates and of the mail outbox',
  REDIS_URL:
    'Redis for the BullMQ queues, progress events and rate limits (secret); unset: the in-process queue, one process only',
  QUEUE_PREFIX: 'prefix of every queue key in Redis (the KEDA triggers in `k8s/` name it too)',
  JOB_ATTEMPTS: 'attempts per job before it fails for good (a stage job then fails its analysis)',
  JOB_BACKOFF_MS: 'first retry delay, doubled at each attempt',
  JOB_LOCK_MS:
    "a worker's lock on a job, renewed every half of it: a killed worker's job is taken over once it lapses (a blocked event loop loses it)",
  JOB_STALLED_INTERVAL_MS:
    "how often a queue is checked for jobs whose lock lapsed: a killed worker's job resumes within this plus `JOB_LOCK_MS`",
  JOB_KEEP_COMPLETED_SECONDS: 'how long finished jobs are kept (their ids deduplicate repeats)',
  JOB_KEEP_FAILED_SECONDS: 'how long failed jobs are kept for inspection and replay',
  DISCOVERY_CONCURRENCY: 'discovery jobs per worker process',
  EXTRACTION_CONCURRENCY: 'extraction batches per worker process',
  SCORING_CONCURRENCY: 'scoring jobs per worker process',
  MAIL_CONCURRENCY: 'mails the gateway sends at once',
  BILLING_CONCURRENCY: 'Stripe events the gateway applies at once',
  EXTRACTION_BATCH_SIZE: 'pages per extraction job',
  EXTRACTION_THREADS:
    "worker threads reading pages (parse, main content, markdown) per pipeline stage; 0 reads them on the stage's own thread; default one fewer than the cores, at least one",
  SHUTDOWN_TIMEOUT_MS: 'how long a stopping process waits for its active jobs to finish',
  JWT_SECRET:
    'signs the 15-minute access tokens (secret, 32 characters or more); unset: the embedded default generates one and keeps it in `DATA_DIR`; required when the services run apart',
  METRICS_TOKEN:
    'secret (16 characters or more) that `/metrics` requires as `Authorization: Bearer <token>`, on the gateway and on worker health ports; unset: `/metrics` answers anyone, so it is required with `REDIS_URL`',
  ADMIN_EMAILS:
    'comma-separated emails of the accounts that may open the queue board at `/admin/queues` (distributed mode only); empty: nobody',
  API_KEY_RATE_LIMIT_PER_MINUTE: 'requests one API key (scale plan) may make per minute, counted per key',
  SESSION_CACHE_SIZE:
    'signed-in sessions each gateway process keeps in memory so a poll needs no database read; sign-out, password reset, account closing and every change to an account drop them at once (through Redis in distributed mode); 0: every request reads the database',
  SESSION_CACHE_TTL_MS:
    'longest a cached session is trusted before the database is asked again (a backstop: ended sessions are dropped at once without waiting for it)',
  SMTP_URL:
    '`smtp://` or `smtps://` server for mail (secret); unset: each message is written to `$DATA_DIR/outbox/` as an `.eml` file and its link logged',
  MAIL_FROM: 'sender of every mail',
  STRIPE_SECRET_KEY:
    'Stripe secret key; unset: the billing routes answer 503 `billing_unavailable` and everything else works',
  STRIPE_WEBHOOK_SECRET: 'verifies the signatures of `POST /api/stripe/webhook` (secret)',
  STRIPE_PRICE_SOLO: 'Stripe Price id of the solo plan (`node scripts/stripe-setup.mjs` prints the three)',
  STRIPE_PRICE_GROWTH: 'Stripe Price id of the growth plan',
  STRIPE_PRICE_SCALE: 'Stripe Price id of the scale plan',
  STRIPE_API_BASE:
    "another host speaking Stripe's API, such as `http://127.0.0.1:12111` (tests); unset: Stripe's own",
  STRIPE_TIMEOUT_MS: 'time limit of one Stripe call',
  SELF_HOSTED_PLAN:
    "`starter`, `solo`, `growth` or `scale`: every account has that plan's features and limits without billing, and nothing is sold (checkouts answer 403 `payments_off`, even with the Stripe settings); unset: plans come from Stripe",
  SIGNPOST_CRAWL_ALLOW_PRIVATE:
    'lets the guarded fetcher reach loopback and private addresses: tests and local development only, logged loudly',
  SIGNPOST_CRAWL_ALLOW_ADDRESSES:
    'comma-separated IP addresses and CIDR ranges the address guard opens (an intranet site, a test server); every other private address stays refused: crawler, browser, validator, readiness and webhooks',
  CRAWL_USER_AGENT: 'User-Agent of every crawler request',
  CRAWL_TIMEOUT_MS: 'time limit of one request',
  CRAWL_MAX_BYTES: 'byte cap of one response body, after decompression',
  CRAWL_MAX_STREAM_BYTES:
    "byte cap of a body read as a stream (sitemaps: the protocol's 50 MB), after decompression",
  CRAWL_MAX_REDIRECTS: 'redirects followed per request',
  CRAWL_HOST_CONCURRENCY:
    'requests in flight to one host at first; more while its answers keep pace (up to `CRAWL_HOST_CONCURRENCY_MAX`), fewer when they slow or on 429, 503 and timeouts',
  CRAWL_HOST_CONCURRENCY_MAX: 'the most requests in flight to one host, however well it answers',
  CRAWL_SITE_DEADLINE_MS:
    'a site that has not answered (robots.txt and home page, retries included) within this long fails the analysis',
  CRAWL_DELAY_CAP_MS: 'longest pause between requests a robots.txt `Crawl-delay` can ask for',
  CRAWL_SCOPE:
    '`subpath`: an address with a path reads that section only (`example.com/docs` reads `/docs/` and below), a bare domain the whole site; `site`: always the whole site (www and apex together)',
  CRAWL_KEEP_PAGE_CONTENT:
    'discovery keeps what it extracted from the pages it crawled, so extraction does not fetch them again',
  CHROMIUM_PATH: 'system Chromium that renders pages arriving as an empty JavaScript shell',
  CRAWL_RENDER_CONCURRENCY:
    'pages rendered at once per discovery or extraction process (one render child shared when embedded); `0` turns rendering off',
  CRAWL_RENDER_TIMEOUT_MS: 'time limit of one page render',
  EXTRACTION_RENDER_MAX_PAGES:
    'pages of one analysis extraction may render because their HTML looks built by scripts (whichever workers run it); `0`: none',
  RENDER_URL:
    'the render service (`services/render`) distributed discovery and extraction workers send pages built by JavaScript to; unset: the embedded process starts its own as a child, and a standalone worker renders nothing',
  RENDER_TOKEN:
    'secret (32 characters or more) the render service requires as `Authorization: Bearer <token>`; required with `RENDER_URL` and by the render service',
  ANALYSIS_CACHE_HOURS:
    'a repeat of the same site without `force` within this many hours answers from the earlier result',
  ANALYSIS_RETENTION_DAYS: 'how long analyses and their files are kept',
  ANALYSIS_TIMEOUT_MINUTES:
    'an analysis still processing after this long is failed by the maintenance schedule',
  MAINTENANCE_INTERVAL_SECONDS:
    'how often the maintenance schedule runs (retention purge, stuck-analysis timeout, score-cache forgetting, demo clean-up)',
  MONITOR_TICK_SECONDS: 'how often monitors whose run is due are started',
  MONITOR_RUNS_PER_TICK: 'monitor runs started at most per tick; the others start on the next ones',
  VALIDATOR_DAILY_LIMIT:
    'free llms.txt checks per client address per UTC day; signed-in accounts are not limited',
  EVENT_STREAMS_PER_ACCOUNT:
    'progress event streams one account may hold open at once (per gateway process when Redis is not used); 429 beyond',
  EVENT_STREAMS_PER_ADDRESS:
    'progress event streams one client address may hold open at once (same scope); 429 beyond',
  LLM_FILES_PER_ANALYSIS:
    'generated llms.txt files kept per analysis (an identical selection returns its earlier file); 409 beyond',
  LLMS_FULL_BUDGET_BYTES:
    'most UTF-8 bytes one llms-full.txt file holds (1 MiB by default); a longer full text is split into one file per section, listed from llms.txt and llms-full.txt',
  VALIDATOR_DEADLINE_MS:
    'time one step of a validator check may run on its worker thread; past it the thread is stopped and the caller gets 422 `validation_too_slow`',
  ANTHROPIC_API_KEY:
    'Anthropic API key (secret): pages are scored by Claude when set, by the heuristic rules of `libs/scoring/README.md` otherwise',
  ANTHROPIC_BASE_URL:
    "another Messages API endpoint (a proxy, or the local fake in tests); unset: Anthropic's own",
  ANTHROPIC_MODEL: 'model that scores pages; part of the score cache key',
  LLM_CONCURRENCY: 'Messages API calls in flight per process',
  LLM_TIMEOUT_MS:
    'time limit of one call (429, 529 and timeouts are retried, then the pages fall back to the rules)',
  LLM_MAX_INPUT_TOKENS_PER_PAGE: 'estimated tokens of one page in a request; its text is cut to fit',
  LLM_BATCH_TOKEN_BUDGET:
    'estimated page tokens per request; batches are sized by it (at most 20 pages each)',
  LLM_PRICE_INPUT_PER_MTOK: 'dollars per million input tokens, for `metrics.estimatedCost`',
  LLM_PRICE_OUTPUT_PER_MTOK: 'dollars per million output tokens',
  LLM_PRICE_CACHE_READ_PER_MTOK: 'dollars per million prompt-cache read tokens',
  LLM_PRICE_CACHE_WRITE_PER_MTOK: 'dollars per million prompt-cache write tokens',
  PLAN_STARTER_MAX_PAGES: 'pages per analysis on the free plan',
  PLAN_STARTER_ANALYSES: 'analyses per UTC day on the free plan',
  PLAN_STARTER_AI_PAGES: 'pages of a free analysis scored by the LLM, in discovery order',
  PLAN_SOLO_MAX_PAGES: 'pages per analysis on the solo plan',
  PLAN_SOLO_ANALYSES: 'analysis credits per billing month on the solo plan',
  PLAN_SOLO_PRICE_CENTS: 'monthly price of the solo plan, in cents',
  PLAN_GROWTH_MAX_PAGES: 'pages per analysis on the growth plan',
  PLAN_GROWTH_ANALYSES: 'analyses per billing month on the growth plan',
  PLAN_GROWTH_PRICE_CENTS: 'monthly price of the growth plan, in cents',
  PLAN_SCALE_MAX_PAGES: 'pages per analysis on the scale plan',
  PLAN_SCALE_ANALYSES: 'analyses per billing month on the scale plan',
  PLAN_SCALE_PRICE_CENTS: 'monthly price of the scale plan, in cents',
};
