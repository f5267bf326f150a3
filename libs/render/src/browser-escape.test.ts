import { createGuardedFetcher, type FetcherOptions } from '@signpost/fetch';
import { startLocalServer, type LocalServer } from '@signpost/testing/servers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createChromiumRenderer } from './chromium-renderer.js';

/**
 * Pages that try to make Chromium open connections of its own, past the routing that answers every
 * request through the guarded fetcher: speculation rules (list, document and header forms, prefetch and
 * prerender), resource hints, and WebRTC's TURN over TCP. The canary, on another loopback address that
 * the guard refuses, counts every TCP connection it is offered; it must see none.
 */
const CANARY_SECRET = 'CANARY-INTERNAL-PAGE-TEXT';

let canary: LocalServer;
const canaryConnections: string[] = [];
let site: LocalServer;

function attackPages(canaryOrigin: string): Record<string, { type: string; body: string; headers?: object }> {
  const target = (name: string) => `${canaryOrigin}/${name}`;
  const page = (head: string, script = '') =>
    `<!doctype html><html><head><title>Public page</title>${head}</head><body><main><h1>Public page</h1>
<p>Text of the public page, long enough to be read as content by anyone who looks at it.</p></main>
<script>${script}</script></body></html>`;
  const rules = (rule: object) => `<script type="speculationrules">${JSON.stringify(rule)}</script>`;
  const goThereSoon = (name: string) => `setTimeout(() => { location.href = '${target(name)}'; }, 400);`;
  return {
    '/prefetch-list': {
      type: 'text/html',
      body: page(
        rules({ prefetch: [{ source: 'list', urls: [target('prefetch-list')] }] }),
        goThereSoon('prefetch-list'),
      ),
    },
    '/prerender-list': {
      type: 'text/html',
      body: page(
        rules({ prerender: [{ source: 'list', urls: [target('prerender-list')] }] }),
        goThereSoon('prerender-list'),
      ),
    },
    '/document-rules': {
      type: 'text/html',
      body:
        page(
          rules({
            prefetch: [{ source: 'document', where: { href_matches: '*' }, eagerness: 'immediate' }],
            prerender: [{ source: 'document', where: { href_matches: '*' }, eagerness: 'immediate' }],
          }),
          goThereSoon('document-rules'),
        ) + `<a href="${target('document-rules')}">internal</a>`,
    },
    '/rules-header': {
      type: 'text/html',
      headers: { 'speculation-rules': '"/rules.json"' },
      body: page('', goThereSoon('rules-header')),
    },
    '/rules.json': {
      type: 'application/speculationrules+json',
      body: JSON.stringify({ prefetch: [{ source: 'list', urls: [target('rules-header')] }] }),
    },
    '/resource-hints': {
      type: 'text/html',
      body: page(
        `<link rel="prefetch" href="${target('hint-prefetch')}"><link rel="preconnect" href="${canaryOrigin}">` +
          `<link rel="dns-prefetch" href="${canaryOrigin}"><link rel="prerender" href="${target('hint-prerender')}">` +
          `<link rel="preload" as="fetch" href="${target('hint-preload')}">`,
      ),
    },
    '/webrtc-turn': {
      type: 'text/html',
      body: page(
        '',
        `try {
          const [host, port] = '${canaryOrigin}'.replace('http://', '').split(':');
          const connection = new RTCPeerConnection({ iceServers: [{ urls: 'turn:' + host + ':' + port + '?transport=tcp', username: 'u', credential: 'p' }, { urls: 'stun:' + host + ':' + port }] });
          connection.createDataChannel('d');
          connection.createOffer().then((offer) => connection.setLocalDescription(offer));
        } catch (error) { document.title = 'no webrtc'; }`,
      ),
    },
  };
}

const settings: FetcherOptions = {
  allowPrivate: false,
  // Exactly the site's address is open, as SIGNPOST_CRAWL_ALLOW_ADDRESSES=127.0.0.1 opens it.
  allowAddresses: ['127.0.0.1'],
  userAgent: 'SignpostBot/test (+https://signpost.dev/bot)',
  timeoutMs: 5_000,
  maxBytes: 1024 * 1024,
  maxStreamBytes: 1024 * 1024,
  maxRedirects: 5,
  hostConcurrency: 4,
};
const fetcher = createGuardedFetcher(settings);
const renderer = createChromiumRenderer({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  concurrency: 1,
  timeoutMs: 15_000,
  userAgent: settings.userAgent,
  fetcher,
});

beforeAll(async () => {
  canary = await startLocalServer(
    (request, response) => {
      response
        .writeHead(200, { 'content-type': 'text/html', 'access-control-allow-origin': '*' })
        .end(`<html><head><title>${CANARY_SECRET}</title></head><body>${CANARY_SECRET}</body></html>`);
      void request;
    },
    { host: '127.0.0.2' },
  );
  canary.server.on('connection', (socket) => canaryConnections.push(String(socket.remotePort)));
  const pages = attackPages(canary.url);
  site = await startLocalServer((request, response) => {
    const answer = pages[new URL(request.url ?? '/', 'http://x').pathname];
    if (answer === undefined) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': answer.type, ...answer.headers }).end(answer.body);
  });
});

afterAll(async () => {
  await renderer.close();
  await fetcher.close();
  await site.close();
  await canary.close();
});

describe('Chromium opens no connection of its own', () => {
  beforeEach(() => {
    canaryConnections.length = 0;
  });

  it.each([
    '/prefetch-list',
    '/prerender-list',
    '/document-rules',
    '/rules-header',
    '/resource-hints',
    '/webrtc-turn',
  ])('%s reaches nothing beside the site, and never yields the internal page', async (path) => {
    const rendered = await renderer.render(`${site.url}${path}`).then(
      (page) => page.html,
      (error: Error) => `refused: ${error.message}`,
    );
    // Give anything the page set off (a prefetch, ICE gathering) time to reach the canary.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(rendered).not.toContain(CANARY_SECRET);
    // Either the public page, or a rendering refused because it went elsewhere: nothing in between.
    expect(rendered).toMatch(/Text of the public page|^refused: Rendering /);
    expect(canaryConnections).toEqual([]);
  });
});
