import { readdirSync, readFileSync } from 'node:fs';
import { createFetcherWithPolicy, type FetcherOptions } from '@signpost/fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer } from '@signpost/testing/servers';
import { createChromiumRenderer } from './chromium-renderer.js';

const SHELL = `<!doctype html><html><head><title>App</title></head><body><div id="root"></div>
<img src="http://127.0.0.2:{other}/pixel.png">
<script src="/app.js"></script>
<script src="http://169.254.169.254/latest/meta-data/evil.js"></script>
</body></html>`;
const APP = `fetch('/api/pages').then((r) => r.json()).then((pages) => {
  document.getElementById('root').innerHTML = pages.map((p) => '<a href="' + p + '">' + p + '</a>').join('');
  fetch('http://127.0.0.2:{other}/exfiltrate').catch(() => {});
});`;

interface Server {
  port: number;
  requests: { path: string; userAgent: string | undefined }[];
  close(): Promise<void>;
}

async function serve(
  host: string,
  handler: (path: string) => { type: string; body: string } | null,
): Promise<Server> {
  const requests: Server['requests'] = [];
  const server = await startLocalServer(
    (request, response) => {
      const path = request.url ?? '/';
      requests.push({ path, userAgent: request.headers['user-agent'] });
      const answer = handler(path);
      if (answer === null) response.writeHead(404).end();
      else response.writeHead(200, { 'content-type': answer.type }).end(answer.body);
    },
    { host },
  );
  return { port: server.port, requests, close: server.close };
}

// Stands for every secret of the process that starts the browser: none may reach the browser.
const PARENT_SECRET = 'a-secret-of-the-process-that-starts-chromium';
process.env['SIGNPOST_RENDER_TEST_SECRET'] = PARENT_SECRET;

/** A process's NUL-separated /proc file as its entries, or null once the process is gone. */
function procEntries(pid: number, file: 'cmdline' | 'environ'): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return null;
  }
}

/** Every live process started, directly or not, by this one. */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const stat = (() => {
      try {
        return readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        return null;
      }
    })();
    const parent = Number(stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  const visit = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}

const settings: FetcherOptions = {
  allowPrivate: true,
  userAgent: 'SignpostBot/test (+https://signpost.dev/bot)',
  timeoutMs: 5_000,
  maxBytes: 1024 * 1024,
  maxStreamBytes: 1024 * 1024,
  maxRedirects: 5,
  hostConcurrency: 4,
};
// Only the site's own address is allowed: the other loopback server stands for any refused host.
const fetcher = createFetcherWithPolicy(settings, { isAllowed: (ip) => ip === '127.0.0.1' });
const renderer = createChromiumRenderer({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  concurrency: 2,
  timeoutMs: 15_000,
  userAgent: settings.userAgent,
  fetcher,
});
let site: Server;
let other: Server;

beforeAll(async () => {
  other = await serve('127.0.0.2', () => ({ type: 'text/plain', body: 'should never be reached' }));
  site = await serve('127.0.0.1', (path) => {
    if (path === '/') return { type: 'text/html', body: SHELL.replaceAll('{other}', String(other.port)) };
    if (path === '/app.js')
      return { type: 'text/javascript', body: APP.replaceAll('{other}', String(other.port)) };
    if (path === '/api/pages') return { type: 'application/json', body: '["/docs","/pricing"]' };
    if (path === '/leave') {
      const away = `<script>location.href = 'http://127.0.0.2:${other.port}/inside';</script>`;
      return { type: 'text/html', body: `<!doctype html><title>Leaving</title>${away}` };
    }
    if (path === '/slow') return null;
    return null;
  });
});

afterAll(async () => {
  await renderer.close();
  await fetcher.close();
  await site.close();
  await other.close();
});

describe('createChromiumRenderer', () => {
  it('renders a JavaScript shell with every request sent through the guarded fetcher', async () => {
    const rendered = await renderer.render(`http://127.0.0.1:${site.port}/`);
    expect(rendered.html).toContain('<a href="/docs">/docs</a>');
    expect(rendered.html).toContain('<a href="/pricing">/pricing</a>');
    expect(site.requests.map((request) => request.path)).toEqual(['/', '/app.js', '/api/pages']);
    expect(site.requests.every((request) => request.userAgent === settings.userAgent)).toBe(true);
    expect(other.requests).toEqual([]);
    expect(rendered.requests.refused).toBeGreaterThanOrEqual(2);
  });

  it('renders pages concurrently within the pool', async () => {
    const pages = await Promise.all([1, 2, 3].map(() => renderer.render(`http://127.0.0.1:${site.port}/`)));
    expect(pages.every((page) => page.html.includes('/pricing'))).toBe(true);
  });

  it('fails with a clear error when the page cannot be reached', async () => {
    await expect(renderer.render('http://169.254.169.254/')).rejects.toMatchObject({ code: 'render_failed' });
  });

  it('fails with a clear error when the browser cannot start', async () => {
    const broken = createChromiumRenderer({
      executablePath: '/nonexistent/chromium',
      concurrency: 1,
      timeoutMs: 5_000,
      userAgent: settings.userAgent,
      fetcher,
    });
    await expect(broken.render(`http://127.0.0.1:${site.port}/`)).rejects.toMatchObject({
      code: 'render_unavailable',
    });
    await broken.close();
  });

  it('refuses a rendering that ends on a document the routing did not answer', async () => {
    await expect(renderer.render(`http://127.0.0.1:${site.port}/leave`)).rejects.toMatchObject({
      code: 'render_failed',
      message: expect.stringContaining('did not read through the guard'),
    });
    expect(other.requests).toEqual([]);
  });

  it('launches Chromium with none of its parent’s environment, WebRTC’s own UDP off and every other way out through the refusing proxy', async () => {
    await renderer.render(`http://127.0.0.1:${site.port}/`);
    const browsers = descendants(process.pid).filter((pid) =>
      (procEntries(pid, 'cmdline') ?? []).includes('--remote-debugging-pipe'),
    );
    expect(browsers.length).toBeGreaterThan(0);
    for (const pid of browsers) {
      const cmdline = procEntries(pid, 'cmdline') ?? [];
      expect(cmdline).toContain('--force-webrtc-ip-handling-policy=disable_non_proxied_udp');
      expect(cmdline).toContain('--webrtc-ip-handling-policy=disable_non_proxied_udp');
      expect(cmdline).toContain('--proxy-bypass-list=<-loopback>');
      expect(cmdline.find((arg) => arg.startsWith('--proxy-server='))).toMatch(
        /^--proxy-server=http:\/\/127\.0\.0\.1:\d+$/,
      );
      expect(cmdline.find((arg) => arg.startsWith('--host-resolver-rules='))).toMatch(/MAP \* ~NOTFOUND/);
      const environment = (procEntries(pid, 'environ') ?? []).join('\n');
      expect(environment).not.toContain(PARENT_SECRET);
      for (const name of ['DATABASE_URL', 'REDIS_URL', 'CHROMIUM_PATH', 'SIGNPOST_RENDER_TEST_SECRET']) {
        expect(environment, name).not.toMatch(new RegExp(`^${name}=`, 'm'));
      }
    }
  });
});
