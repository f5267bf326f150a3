import { startLocalServer } from '../servers/local-server.js';
import { distinctProse } from './distinct-prose.js';

/** The locales of a Starlight-like site: English at the root, translations under their own path. */
const LOCALES = [
  { lang: 'en', prefix: '' },
  { lang: 'de', prefix: '/de' },
  { lang: 'fr', prefix: '/fr' },
] as const;

const SIDEBAR: [string, string][] = [
  ['/getting-started/', 'Getting Started'],
  ['/guides/authoring/', 'Authoring Content'],
  ['/guides/components/', 'Using Components'],
  ['/reference/configuration/', 'Configuration Reference'],
];

export interface MultilingualSiteOptions {
  /** Whether every page names an `x-default` alternate (Starlight does not; many sites do). */
  xDefault: boolean;
}

/**
 * A Starlight-like documentation site on loopback: every page exists in English (root), German
 * (`/de/`) and French (`/fr/`), each with `<html lang>` and hreflang alternates for all three, and
 * a sidebar linking only within its own language. The sitemap lists every page of every locale.
 */
export async function startMultilingualSite(
  options: MultilingualSiteOptions,
): Promise<{ origin: string; englishPaths: string[]; close(): Promise<void> }> {
  const paths = ['/', ...SIDEBAR.map(([path]) => path)];
  const titles = new Map<string, { lang: string; title: string; path: string }>();
  for (const locale of LOCALES) {
    for (const path of paths) {
      const title = path === '/' ? 'Widget Docs' : (SIDEBAR.find(([p]) => p === path)?.[1] ?? path);
      titles.set(`${locale.prefix}${path}`, { lang: locale.lang, title: `${title} (${locale.lang})`, path });
    }
  }
  const alternates = (path: string) =>
    [
      ...LOCALES.map(
        (locale) =>
          `<link rel="alternate" hreflang="${locale.lang}" href="${origin}${locale.prefix}${path}">`,
      ),
      ...(options.xDefault ? [`<link rel="alternate" hreflang="x-default" href="${origin}${path}">`] : []),
    ].join('');
  const render = (url: string, page: { lang: string; title: string; path: string }) => {
    const prefix = LOCALES.find((locale) => locale.lang === page.lang)?.prefix ?? '';
    const sidebar = SIDEBAR.map(([path, text]) => `<li><a href="${prefix}${path}">${text}</a></li>`).join('');
    return `<!doctype html><html lang="${page.lang}" dir="ltr"><head><meta charset="utf-8">
<title>${page.title} | Widget Docs</title><link rel="canonical" href="${origin}${url}">
<meta name="description" content="${page.title}: how to build a Widget documentation site.">${alternates(page.path)}</head>
<body><nav aria-label="Main"><ul>${sidebar}</ul></nav>
<select aria-label="Select language">${LOCALES.map((l) => `<option value="${l.prefix}${page.path}">${l.lang}</option>`).join('')}</select>
<main><h1>${page.title}</h1>${distinctProse(url)}</main></body></html>`;
  };

  const server = await startLocalServer((req, res) => {
    const path = new URL(req.url ?? '/', origin).pathname;
    if (path === '/sitemap.xml') {
      const urls = [...titles.keys()].map((url) => `<url><loc>${origin}${url}</loc></url>`);
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(
        `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`,
      );
      return;
    }
    const page = titles.get(path);
    if (page === undefined) {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<html><body><h1>Not found</h1></body></html>');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(render(path, page));
  });
  const origin = server.url;
  return { origin, englishPaths: paths, close: server.close };
}
