import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config.js';
import { loadRenderServiceConfig, renderServiceEnvironment } from './render-service-config.js';

const TOKEN = 'a-render-token-of-at-least-32-characters';
/** What the other processes hold and the render service must never receive. */
const SECRETS = {
  DATABASE_URL: 'postgres://signpost:db-password@db:5432/signpost',
  REDIS_URL: 'redis://:redis-password@cache:6379',
  JWT_SECRET: 'a-jwt-secret-that-is-long-enough-0123456789',
  METRICS_TOKEN: 'a-metrics-token-0123456789',
  STRIPE_SECRET_KEY: 'sk_live_render_test',
  STRIPE_WEBHOOK_SECRET: 'whsec_render_test',
  SMTP_URL: 'smtp://user:smtp-password@mail:587',
  ANTHROPIC_API_KEY: 'sk-ant-render-test',
};

describe('loadRenderServiceConfig', () => {
  it('needs only its token, and reads none of the other processes’ secrets', () => {
    expect(() => loadRenderServiceConfig({})).toThrow(ConfigError);
    const config = loadRenderServiceConfig({ ...SECRETS, RENDER_TOKEN: TOKEN });
    expect(config.token).toBe(TOKEN);
    for (const secret of Object.values(SECRETS)) expect(JSON.stringify(config)).not.toContain(secret);
  });
});

describe('renderServiceEnvironment', () => {
  const parent = loadConfig({
    ...SECRETS,
    SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true',
    SIGNPOST_CRAWL_ALLOW_ADDRESSES: '127.0.0.5,10.9.0.0/16',
    CRAWL_USER_AGENT: 'SignpostBot/test',
    CRAWL_RENDER_CONCURRENCY: '3',
    CRAWL_RENDER_TIMEOUT_MS: '9000',
    CHROMIUM_PATH: '/opt/chromium',
  });
  const inherited = { ...SECRETS, PATH: '/usr/bin:/bin', HOME: '/home/node', SOMETHING_ELSE: 'not passed' };
  const environment = renderServiceEnvironment(parent, TOKEN, inherited);

  it('passes on no secret from the parent’s settings or environment, and nothing unlisted', () => {
    for (const [name, secret] of Object.entries(SECRETS)) {
      expect(environment[name], name).toBeUndefined();
      expect(Object.values(environment).join('\n'), name).not.toContain(secret);
    }
    expect(environment.SOMETHING_ELSE).toBeUndefined();
    expect(environment).toMatchObject({ PATH: '/usr/bin:/bin', HOME: '/home/node' });
  });

  it('is read back by the render service as the parent’s render settings, on loopback', () => {
    const config = loadRenderServiceConfig(environment);
    expect(config.http).toEqual({ host: '127.0.0.1', port: 0 });
    expect(config.token).toBe(TOKEN);
    expect(config.render).toEqual({ chromiumPath: '/opt/chromium', concurrency: 3, timeoutMs: 9000 });
    expect(config.crawl).toEqual({
      allowPrivate: true,
      allowAddresses: ['127.0.0.5', '10.9.0.0/16'],
      userAgent: 'SignpostBot/test',
      timeoutMs: parent.crawl.timeoutMs,
      maxBytes: parent.crawl.maxBytes,
      maxStreamBytes: parent.crawl.maxStreamBytes,
      maxRedirects: parent.crawl.maxRedirects,
      hostConcurrency: parent.crawl.hostConcurrency,
      hostConcurrencyMax: parent.crawl.hostConcurrencyMax,
    });
  });
});
