import { readdirSync, readFileSync } from 'node:fs';
import { testConfig } from '@signpost/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRenderChild } from '@signpost/render-service/child';
import { startLocalServer, type LocalServer } from '@signpost/testing/servers';

/** The embedded process's secrets, as settings and in its own environment. */
const SECRETS = {
  DATABASE_URL: 'postgres://signpost:db-password@127.0.0.1:5432/signpost',
  JWT_SECRET: 'a-render-child-test-jwt-secret-0123456789',
  STRIPE_SECRET_KEY: 'sk_test_render_child',
  STRIPE_WEBHOOK_SECRET: 'whsec_render_child',
  SMTP_URL: 'smtp://user:smtp-password@127.0.0.1:2525',
  ANTHROPIC_API_KEY: 'sk-ant-render-child',
  METRICS_TOKEN: 'a-render-child-metrics-token',
};
Object.assign(process.env, SECRETS);
/**
 * What the child may hold: the system's paths and the render settings (renderServiceEnvironment),
 * and the two variables Node sets itself for the IPC channel.
 */
const ALLOWED = new Set([
  'NODE_CHANNEL_FD',
  'NODE_CHANNEL_SERIALIZATION_MODE',
  'PATH',
  'HOME',
  'TMPDIR',
  'NODE_ENV',
  'LOG_LEVEL',
  'LOG_PRETTY',
  'HOST',
  'PORT',
  'SHUTDOWN_TIMEOUT_MS',
  'SIGNPOST_CRAWL_ALLOW_PRIVATE',
  'SIGNPOST_CRAWL_ALLOW_ADDRESSES',
  'CRAWL_USER_AGENT',
  'CRAWL_TIMEOUT_MS',
  'CRAWL_MAX_BYTES',
  'CRAWL_MAX_STREAM_BYTES',
  'CRAWL_MAX_REDIRECTS',
  'CRAWL_HOST_CONCURRENCY',
  'CRAWL_HOST_CONCURRENCY_MAX',
  'CHROMIUM_PATH',
  'CRAWL_RENDER_CONCURRENCY',
  'CRAWL_RENDER_TIMEOUT_MS',
  'RENDER_TOKEN',
]);

function environmentOf(pid: number): Record<string, string> {
  const entries = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter(Boolean);
  return Object.fromEntries(
    entries.map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );
}

function childrenOf(parent: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const renderChild = createRenderChild(
  testConfig({
    ...SECRETS,
    SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true',
    CHROMIUM_PATH: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  }),
);
let site: LocalServer;
let siteUrl: string;

beforeAll(async () => {
  site = await startLocalServer((_request, response) => {
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<div id="root"></div><script>root.innerHTML = '<a href="/docs">Docs</a>'</script>`);
  });
  siteUrl = `${site.url}/`;
});

afterAll(async () => {
  await renderChild.close();
  await site.close();
});

describe('the embedded render child', () => {
  it('starts only when a page needs rendering', () => {
    expect(renderChild.pid()).toBeUndefined();
  });

  it('renders a page in a child process whose environment holds none of the parent’s secrets', async () => {
    const page = await renderChild.render(siteUrl);
    expect(page.html).toContain('<a href="/docs">Docs</a>');

    const pid = renderChild.pid();
    expect(pid).toEqual(expect.any(Number));
    const environment = environmentOf(pid!);
    expect(Object.keys(environment).filter((name) => !ALLOWED.has(name))).toEqual([]);
    const values = Object.values(environment).join('\n');
    for (const [name, secret] of Object.entries(SECRETS)) expect(values, name).not.toContain(secret);
    expect(environment.HOST).toBe('127.0.0.1');
    expect(environment.RENDER_TOKEN).toMatch(/^[\w-]{43}$/);

    // The browser it starts inherits nothing, not even the child's own token.
    const browsers = childrenOf(pid!);
    expect(browsers.length).toBeGreaterThan(0);
    for (const browser of browsers) {
      const browserEnvironment = Object.values(environmentOf(browser)).join('\n');
      expect(browserEnvironment).not.toContain(environment.RENDER_TOKEN);
      for (const secret of Object.values(SECRETS)) expect(browserEnvironment).not.toContain(secret);
    }
  });

  it('stops the child when closed', async () => {
    const pid = renderChild.pid()!;
    await renderChild.close();
    expect(renderChild.pid()).toBeUndefined();
    expect(() => process.kill(pid, 0)).toThrow();
  });
});
