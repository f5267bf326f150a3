import { startLocalServer } from '../servers/local-server.js';
import { distinctProse } from './distinct-prose.js';

const NAV = ['/', '/features', '/pricing', '/about', '/guide']
  .map((path) => `<a href="${path}">${path === '/' ? 'Home' : path.slice(1)}</a>`)
  .join(' ');

/** Pages whose HTML is a frame: their text is written by their own script, once it runs. */
const SCRIPT_WRITTEN: Record<string, string> = {
  '/features': 'Features',
  '/pricing': 'Pricing',
  '/about': 'About us',
};

/** Pages served with their text, carrying a script too, so that a script alone decides nothing. */
const SERVER_WRITTEN: Record<string, string> = {
  '/': 'Acme Cloud',
  '/guide': 'Getting started guide',
};

const sentenceOf = (path: string) => `The ${path.slice(1)} copy is written by the page script.`;

function frame(path: string, title: string): string {
  return (
    `<!doctype html><html lang="en"><head><title>${title} | Acme Cloud</title></head><body>` +
    `<header><nav>${NAV}</nav></header><div id="root"></div>` +
    '<noscript>You need to enable JavaScript to run this app.</noscript>' +
    `<script type="module" src="/assets${path}.js"></script></body></html>`
  );
}

function script(path: string, title: string): string {
  const html = `<main><h1>${title}</h1><p>${sentenceOf(path)}</p>${distinctProse(path)}</main>`;
  return `document.getElementById('root').innerHTML = ${JSON.stringify(html)};`;
}

function served(path: string, title: string): string {
  return (
    `<!doctype html><html lang="en"><head><title>${title} | Acme Cloud</title></head><body>` +
    `<header><nav>${NAV}</nav></header><main><h1>${title}</h1>${distinctProse(path)}</main>` +
    '<script src="/assets/analytics.js"></script></body></html>'
  );
}

function answer(path: string): { type: string; body: string } | null {
  const scriptWritten = SCRIPT_WRITTEN[path];
  if (scriptWritten !== undefined) return { type: 'text/html', body: frame(path, scriptWritten) };
  const serverWritten = SERVER_WRITTEN[path];
  if (serverWritten !== undefined) return { type: 'text/html', body: served(path, serverWritten) };
  if (path === '/assets/analytics.js') return { type: 'text/javascript', body: 'window.seen = true;' };
  const page = /^\/assets(\/[a-z]+)\.js$/.exec(path)?.[1];
  const title = page === undefined ? undefined : SCRIPT_WRITTEN[page];
  if (page !== undefined && title !== undefined)
    return { type: 'text/javascript', body: script(page, title) };
  return null;
}

export interface ClientRenderedSite {
  origin: string;
  /** Pages whose HTML holds no text of their own: only a browser running their script shows it. */
  scriptWrittenPaths: string[];
  /** Pages served with plenty of text (and an analytics script). */
  serverWrittenPaths: string[];
  /** A sentence of the page that only its script writes: in the page's text only if it was rendered. */
  scriptSentence(path: string): string;
  /** Every path asked of the site, in order: only a browser asks for a page's scripts. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A loopback marketing site built as a client-rendered application: its product pages arrive as a
 * navigation bar over an empty mount point, which their script fills in. The navigation has enough
 * links that the discovery crawl does not take them for empty shells.
 */
export async function startClientRenderedSite(): Promise<ClientRenderedSite> {
  const requests: string[] = [];
  const server = await startLocalServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    requests.push(path);
    const page = answer(path);
    if (page) response.writeHead(200, { 'content-type': page.type }).end(page.body);
    else response.writeHead(404).end();
  });
  return {
    origin: server.url,
    scriptWrittenPaths: Object.keys(SCRIPT_WRITTEN),
    serverWrittenPaths: Object.keys(SERVER_WRITTEN),
    scriptSentence: sentenceOf,
    requests,
    close: server.close,
  };
}
