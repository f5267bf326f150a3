import { z } from 'zod';
import { envSchema } from './env-schema.js';
import { fetcherSettings, type FetcherSettings } from './fetcher-settings.js';
import { parseSettings, type Config } from './load-config.js';

/**
 * The only settings the render service reads. It runs Chromium on pages from anywhere, so it is the
 * process an exploit would land in: it is never given the database, Redis, Stripe, JWT, SMTP or
 * Anthropic settings, and does not read them even when they are in its environment.
 */
export const renderServiceEnvSchema = envSchema
  .pick({
    NODE_ENV: true,
    LOG_LEVEL: true,
    LOG_PRETTY: true,
    HOST: true,
    PORT: true,
    SHUTDOWN_TIMEOUT_MS: true,
    SIGNPOST_CRAWL_ALLOW_PRIVATE: true,
    SIGNPOST_CRAWL_ALLOW_ADDRESSES: true,
    CRAWL_USER_AGENT: true,
    CRAWL_TIMEOUT_MS: true,
    CRAWL_MAX_BYTES: true,
    CRAWL_MAX_STREAM_BYTES: true,
    CRAWL_MAX_REDIRECTS: true,
    CRAWL_HOST_CONCURRENCY: true,
    CRAWL_HOST_CONCURRENCY_MAX: true,
    CHROMIUM_PATH: true,
    CRAWL_RENDER_CONCURRENCY: true,
    CRAWL_RENDER_TIMEOUT_MS: true,
  })
  .extend({ RENDER_TOKEN: z.string().min(32, 'must be at least 32 characters') });

type RenderServiceEnv = z.infer<typeof renderServiceEnvSchema>;

export interface RenderServiceConfig {
  env: Config['env'];
  log: Config['log'];
  http: Pick<Config['http'], 'host' | 'port'>;
  /** Secret: the bearer token every /render request must carry. */
  token: string;
  crawl: FetcherSettings;
  render: Pick<Config['render'], 'chromiumPath' | 'concurrency' | 'timeoutMs'>;
  shutdownTimeoutMs: number;
}

export function loadRenderServiceConfig(
  source: Record<string, string | undefined> = process.env,
): RenderServiceConfig {
  const env: RenderServiceEnv = parseSettings(renderServiceEnvSchema, source);
  return {
    env: env.NODE_ENV,
    log: { level: env.LOG_LEVEL, pretty: env.LOG_PRETTY },
    http: { host: env.HOST, port: env.PORT },
    token: env.RENDER_TOKEN,
    crawl: fetcherSettings(env),
    // A render service that renders nothing has no reason to run: at least one page at a time.
    render: {
      chromiumPath: env.CHROMIUM_PATH,
      concurrency: Math.max(1, env.CRAWL_RENDER_CONCURRENCY),
      timeoutMs: env.CRAWL_RENDER_TIMEOUT_MS,
    },
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  };
}

/** What a child process needs of the system: where programs, its home and temporary files are. */
const SYSTEM_VARIABLES = ['PATH', 'HOME', 'TMPDIR'] as const;

/**
 * The whole environment of the render service the embedded process starts as a child: the parent's
 * settings written back as the render service's own (loopback, a port the system picks, a token made
 * for this start) plus the few system variables above. Nothing else of the parent's environment is
 * passed on, since that is where its secrets are.
 */
export function renderServiceEnvironment(
  config: Pick<Config, 'env' | 'log' | 'crawl' | 'render'>,
  token: string,
  inherited: Record<string, string | undefined> = process.env,
): Record<string, string> {
  const system = Object.fromEntries(
    SYSTEM_VARIABLES.flatMap((name) => (inherited[name] ? [[name, inherited[name]]] : [])),
  );
  const settings: Record<keyof RenderServiceEnv, string> = {
    NODE_ENV: config.env,
    LOG_LEVEL: config.log.level,
    LOG_PRETTY: String(config.log.pretty),
    HOST: '127.0.0.1',
    PORT: '0',
    // The parent stops it by signal and waits; a render in flight has only its own deadline to finish.
    SHUTDOWN_TIMEOUT_MS: String(config.render.timeoutMs),
    SIGNPOST_CRAWL_ALLOW_PRIVATE: String(config.crawl.allowPrivate),
    SIGNPOST_CRAWL_ALLOW_ADDRESSES: config.crawl.allowAddresses.join(','),
    CRAWL_USER_AGENT: config.crawl.userAgent,
    CRAWL_TIMEOUT_MS: String(config.crawl.timeoutMs),
    CRAWL_MAX_BYTES: String(config.crawl.maxBytes),
    CRAWL_MAX_STREAM_BYTES: String(config.crawl.maxStreamBytes),
    CRAWL_MAX_REDIRECTS: String(config.crawl.maxRedirects),
    CRAWL_HOST_CONCURRENCY: String(config.crawl.hostConcurrency),
    CRAWL_HOST_CONCURRENCY_MAX: String(config.crawl.hostConcurrencyMax),
    CHROMIUM_PATH: config.render.chromiumPath,
    CRAWL_RENDER_CONCURRENCY: String(config.render.concurrency),
    CRAWL_RENDER_TIMEOUT_MS: String(config.render.timeoutMs),
    RENDER_TOKEN: token,
  };
  return { ...system, ...settings };
}
