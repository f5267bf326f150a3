import { startLocalServer } from '../servers/local-server.js';

const article = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1>` +
  `<p>${`${title} explained step by step for developers, with examples and references. `.repeat(12)}</p>` +
  `</main></body></html>`;

/** The home page is an empty shell: its links exist only once its script has run. */
const PAGES: Record<string, { type: string; body: string }> = {
  '/': {
    type: 'text/html',
    body: '<!doctype html><html><head><title>Shell Co</title></head><body><div id="root"></div><script src="/app.js"></script></body></html>',
  },
  '/app.js': {
    type: 'text/javascript',
    body: `document.getElementById('root').innerHTML = '<a href="/docs/start">Start</a> <a href="/guides/deploy">Deploy</a>';`,
  },
  '/docs/start': { type: 'text/html', body: article('Getting started') },
  '/guides/deploy': { type: 'text/html', body: article('Deploying') },
};

export interface ScriptBuiltSite {
  origin: string;
  /** The pages only a browser finds, by running the home page's script. */
  scriptLinkedPaths: string[];
  close(): Promise<void>;
}

/** A loopback site whose pages are reachable only through links its home page's script writes. */
export async function startScriptBuiltSite(): Promise<ScriptBuiltSite> {
  const server = await startLocalServer((request, response) => {
    const page = PAGES[new URL(request.url ?? '/', 'http://x').pathname];
    if (page) response.writeHead(200, { 'content-type': page.type }).end(page.body);
    else response.writeHead(404).end();
  });
  return {
    origin: server.url,
    scriptLinkedPaths: ['/docs/start', '/guides/deploy'],
    close: server.close,
  };
}
