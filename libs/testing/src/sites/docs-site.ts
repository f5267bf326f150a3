import { startLocalServer } from '../servers/local-server.js';
import { distinctProse } from './distinct-prose.js';

/** Sidebars of a VitePress-like documentation site, by the folder they cover; the alphabet disagrees. */
const SIDEBARS: Record<string, [string, [string, string][]][]> = {
  guide: [
    [
      'Introduction',
      [
        ['/guide/why.html', 'Why Widget'],
        ['/guide/', 'Getting Started'],
      ],
    ],
    [
      'Writing Widgets',
      [
        ['/guide/zebra.html', 'Zebra Patterns'],
        ['/guide/apple.html', 'Apple Patterns'],
        ['/guide/mango.html', 'Mango Patterns'],
      ],
    ],
  ],
  api: [
    [
      'Runtime API',
      [
        ['/api/zeta.html', 'Zeta Function'],
        ['/api/beta.html', 'Beta Function'],
      ],
    ],
  ],
};

const TOP_BAR = `<header class="VPNav"><a href="/">Widget</a><nav class="VPNavBarMenu">
<a href="/guide/">Guide</a><a href="/api/zeta.html">API</a><a href="/blog.html">Blog</a></nav></header>`;

function sidebarOf(folder: string | undefined): string {
  const groups = SIDEBARS[folder ?? ''] ?? [];
  if (groups.length === 0) return '';
  const sections = groups.map(
    ([heading, links]) =>
      `<section class="VPSidebarItem level-0"><div class="item"><h2 class="text">${heading}</h2></div><div class="items">${links
        .map(([href, text]) => `<div class="VPSidebarItem level-1"><a href="${href}">${text}</a></div>`)
        .join('')}</div></section>`,
  );
  return `<aside class="VPSidebar"><nav class="nav">${sections.join('')}</nav></aside>`;
}

const PAGES: Record<string, string> = {
  '/': 'Widget',
  '/blog.html': 'Widget Blog',
  ...Object.fromEntries(
    Object.values(SIDEBARS).flatMap((groups) =>
      groups.flatMap(([, links]) => links.map(([href, text]) => [href, text])),
    ),
  ),
};

function page(path: string, title: string): string {
  const folder = path.split('/')[1];
  return `<!doctype html><html lang="en"><head><title>${title} | Widget</title>
<meta name="description" content="${title}: what it is and how to use it in a Widget project."></head>
<body>${TOP_BAR}${sidebarOf(folder)}<main><h1>${title}</h1>${distinctProse(path)}</main></body></html>`;
}

/** A VitePress-like site on loopback whose sitemap lists its pages in the alphabet of their URLs. */
export async function startDocsSite(): Promise<{ origin: string; close(): Promise<void> }> {
  const server = await startLocalServer((req, res) => {
    const path = new URL(req.url ?? '/', origin).pathname;
    if (path === '/sitemap.xml') {
      const urls = Object.keys(PAGES)
        .sort()
        .map((page) => `<url><loc>${origin}${page}</loc></url>`);
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(
        `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`,
      );
      return;
    }
    const title = PAGES[path];
    if (title === undefined) {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<html><body><h1>Not found</h1></body></html>');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page(path, title));
  });
  const origin = server.url;
  return { origin, close: server.close };
}
