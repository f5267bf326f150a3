import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startLocalServer } from '@signpost/testing/servers';
import { gzipSync } from 'node:zlib';
import { calendarPage } from './calendar-trap.js';
import {
  feed,
  footer,
  hasPrintVersion,
  LEGAL_PAGES,
  megaMenu,
  printPathOf,
  prose,
  relatedAside,
  type ChromeSite,
} from './site-chrome.js';

/**
 * A realistic site on loopback for the discovery benchmark: sections of content pages, most in a
 * gzipped sitemap index and some only reachable by links (a few of those only from noindex tag
 * listings), stale sitemap entries, redirected old addresses, tracking-parameter duplicates,
 * robots-disallowed paths linked from every page, an endless event calendar, and a fixed latency
 * on every response. Its fixed pages carry an ETag and answer 304 to an If-None-Match naming it.
 */
export interface BenchmarkSiteOptions {
  pages: number;
  latencyMs: number;
  /**
   * Pages dressed as a real site's (site-chrome.ts): a mega-menu of ~150 links, a related-links
   * aside, a full footer, a few KB of text, print versions naming the page as canonical, legal pages
   * in a sitemap of their own, and an RSS feed. Bare pages otherwise.
   */
  chrome?: boolean;
}

export interface BenchmarkSite {
  origin: string;
  /** Every real, indexable page address (the truth recall and precision are measured against). */
  truth: Set<string>;
  /**
   * Requests answered, those answered 304 (`notModified`), the body bytes sent, and the most the
   * site had open at once (`peakInFlight`).
   */
  requests: {
    total: number;
    trap: number;
    disallowed: number;
    notModified: number;
    bytes: number;
    peakInFlight: number;
  };
  resetCounts(): void;
  close(): Promise<void>;
}

const SECTIONS = ['docs', 'guides', 'blog', 'products', 'api', 'changelog', 'about', 'help'];
const TAGS = 20;
const STALE_ENTRIES = 50;
const REDIRECTS = 50;

const sectionOf = (index: number) => SECTIONS[index % SECTIONS.length] ?? 'docs';
const pathOf = (index: number) => `/${sectionOf(index)}/topic-${index}`;
/** One page in five is left out of the sitemap: reachable only by links. */
const isLinkOnly = (index: number) => index % 5 === 4;
/** One link-only page in four is linked only from noindex tag listings. */
const isTagOnly = (index: number) => isLinkOnly(index) && index % 20 === 14;
/** One sitemap page in ten is linked from nowhere: known only from the sitemap. */
const isSitemapOnly = (index: number) => !isLinkOnly(index) && index % 10 === 3;

function words(seed: number, count: number): string {
  const vocabulary = ['deploy', 'request', 'schema', 'queue', 'worker', 'cache', 'token', 'index', 'latency'];
  return Array.from({ length: count }, (_, i) => vocabulary[(seed * 31 + i * 7) % vocabulary.length]).join(
    ' ',
  );
}

/** What every page of the chrome variant carries, built once: null for bare pages. */
interface Chrome {
  site: ChromeSite;
  menu: string;
  footer: string;
}

function layout(chrome: Chrome | null, title: string, body: string, extraHead = '', aside = ''): string {
  const nav =
    chrome?.menu ??
    `<nav><a href="/">Home</a> ${SECTIONS.map((section) => `<a href="/${section}/">${section}</a>`).join(' ')} <a href="/events/">Events</a></nav>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} | Bench Co</title>
<meta name="description" content="${title}: ${words(title.length, 12)}.">${extraHead}</head>
<body><header>${nav}</header>
<main>${body}</main>${aside}
${chrome?.footer ?? '<footer><a href="/admin/login">Admin</a> <a href="/cart/view">Cart</a> <a href="/files/brochure.pdf">Brochure</a></footer>'}
</body></html>`;
}

function contentPage(chrome: Chrome | null, index: number, pages: number, extraHead = ''): string {
  const related: string[] = [];
  // Each page links forward to the next linkable pages, so every link-only page has a referrer.
  for (let step = 1; related.length < 3 && step < 40; step += 1) {
    const target = (index + step) % pages;
    if (!isTagOnly(target) && !isSitemapOnly(target)) related.push(pathOf(target));
  }
  const links = [
    ...related.map((path) => `<a href="${path}">${path}</a>`),
    `<a href="${related[0] ?? '/'}?utm_source=related&utm_medium=web">again</a>`,
    `<a href="/old/topic-${index % REDIRECTS}">archived</a>`,
    `<a href="/tags/tag-${index % TAGS}">tag</a>`,
  ];
  const paragraphs = Array.from({ length: 3 + (index % 4) }, (_, i) => `<p>${words(index + i, 60)}.</p>`);
  if (chrome !== null && hasPrintVersion(index)) {
    links.push(`<a href="${printPathOf(pathOf(index))}">print</a>`);
  }
  return layout(
    chrome,
    `${sectionOf(index)} topic ${index}`,
    `<h1>${sectionOf(index)} topic ${index}</h1><h2>Overview</h2>${paragraphs.join('')}${chrome === null ? '' : prose(chrome.site, index)}<p>${links.join(' ')}</p>`,
    extraHead,
    chrome === null ? '' : relatedAside(chrome.site, index),
  );
}

interface Route {
  status: number;
  type: string;
  body: string | Buffer;
  location?: string;
  etag?: string;
}

const htmlRoute = (body: string): Route => ({ status: 200, type: 'text/html; charset=utf-8', body });

const etagOf = (body: string | Buffer) => `"${createHash('sha1').update(body).digest('hex').slice(0, 20)}"`;

function buildRoutes(pages: number, origin: string, chrome: Chrome | null): Map<string, Route> {
  const routes = new Map<string, Route>();
  const linkable = Array.from({ length: pages }, (_, i) => i).filter(
    (i) => !isTagOnly(i) && !isSitemapOnly(i),
  );
  const feedLink =
    chrome === null ? '' : '<link rel="alternate" type="application/rss+xml" href="/feed.xml">';
  routes.set('/', htmlRoute(layout(chrome, 'Home', `<h1>Bench Co</h1><p>${words(1, 40)}</p>`, feedLink)));
  if (chrome !== null) addChromeRoutes(routes, pages, origin, chrome);
  for (const section of SECTIONS) {
    const listed = linkable.filter((i) => sectionOf(i) === section).slice(0, 20);
    const items = listed.map((i) => `<li><a href="${pathOf(i)}">${pathOf(i)}</a></li>`).join('');
    routes.set(`/${section}/`, htmlRoute(layout(chrome, section, `<h1>${section}</h1><ul>${items}</ul>`)));
  }
  for (let i = 0; i < pages; i += 1) routes.set(pathOf(i), htmlRoute(contentPage(chrome, i, pages)));
  for (let i = 0; i < REDIRECTS; i += 1) {
    routes.set(`/old/topic-${i}`, { status: 301, type: 'text/plain', body: '', location: pathOf(i) });
  }
  for (let tag = 0; tag < TAGS; tag += 1) {
    const tagged = Array.from({ length: pages }, (_, i) => i).filter((i) => isTagOnly(i) && i % TAGS === tag);
    const items = tagged.map((i) => `<a href="${pathOf(i)}">${pathOf(i)}</a>`).join(' ');
    routes.set(
      `/tags/tag-${tag}`,
      htmlRoute(
        layout(
          chrome,
          `Tag ${tag}`,
          `<h1>Tag ${tag}</h1><p>${items}</p>`,
          '<meta name="robots" content="noindex">',
        ),
      ),
    );
  }
  routes.set(
    '/events/',
    htmlRoute(
      layout(chrome, 'Events', '<h1>Events</h1><a href="/events/calendar?month=2025-01">Calendar</a>'),
    ),
  );
  routes.set('/robots.txt', {
    status: 200,
    type: 'text/plain',
    body: `User-agent: *\nDisallow: /admin/\nDisallow: /cart/\n\nSitemap: ${origin}/sitemap_index.xml\n`,
  });
  const sitemapPages = Array.from({ length: pages }, (_, i) => i).filter((i) => !isLinkOnly(i));
  const urlset = (paths: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths
      .map((path) => `<url><loc>${origin}${path}</loc><lastmod>2025-01-01</lastmod></url>`)
      .join('')}</urlset>`;
  const half = Math.ceil(sitemapPages.length / 2);
  const stale = Array.from({ length: STALE_ENTRIES }, (_, i) => `/docs/removed-${i}`);
  routes.set('/sitemap-1.xml', {
    status: 200,
    type: 'application/xml',
    body: urlset(['/', ...sitemapPages.slice(0, half).map(pathOf)]),
  });
  routes.set('/sitemap-2.xml.gz', {
    status: 200,
    type: 'application/gzip',
    body: gzipSync(urlset([...sitemapPages.slice(half).map(pathOf), ...stale])),
  });
  const sitemaps = [
    '/sitemap-1.xml',
    '/sitemap-2.xml.gz',
    ...(chrome === null ? [] : ['/sitemap-legal.xml']),
  ];
  if (chrome !== null)
    routes.set('/sitemap-legal.xml', { status: 200, type: 'application/xml', body: urlset(LEGAL_PAGES) });
  routes.set('/sitemap_index.xml', {
    status: 200,
    type: 'application/xml',
    body: `<sitemapindex>${sitemaps.map((path) => `<sitemap><loc>${origin}${path}</loc></sitemap>`).join('')}</sitemapindex>`,
  });
  for (const route of routes.values()) if (route.status === 200) route.etag = etagOf(route.body);
  return routes;
}

/** Print versions naming their page as canonical, the legal pages and the feed. */
function addChromeRoutes(routes: Map<string, Route>, pages: number, origin: string, chrome: Chrome): void {
  const { site } = chrome;
  for (let i = 0; i < pages; i += 1) {
    if (!hasPrintVersion(i)) continue;
    const canonical = `<link rel="canonical" href="${origin}${pathOf(i)}">`;
    routes.set(printPathOf(pathOf(i)), htmlRoute(contentPage(chrome, i, pages, canonical)));
  }
  for (const path of LEGAL_PAGES) {
    routes.set(path, htmlRoute(layout(chrome, path, `<h1>${path}</h1>${prose(site, path.length)}`)));
  }
  routes.set('/feed.xml', { status: 200, type: 'application/rss+xml', body: feed(site, origin) });
}

function chromeOf(pages: number): Chrome {
  const site: ChromeSite = {
    sections: SECTIONS,
    pages,
    pathOf,
    sectionOf,
    isLinkable: (index) => !isTagOnly(index) && !isSitemapOnly(index),
    words,
  };
  return { site, menu: megaMenu(site), footer: footer(site) };
}

export async function startBenchmarkSite(options: BenchmarkSiteOptions): Promise<BenchmarkSite> {
  const requests = { total: 0, trap: 0, disallowed: 0, notModified: 0, bytes: 0, peakInFlight: 0 };
  let inFlight = 0;
  let routes = new Map<string, Route>();
  const chrome = options.chrome === true ? chromeOf(options.pages) : null;
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://bench.local');
    requests.total += 1;
    inFlight += 1;
    requests.peakInFlight = Math.max(requests.peakInFlight, inFlight);
    if (url.pathname.startsWith('/events/calendar') || url.pathname.startsWith('/events/day'))
      requests.trap += 1;
    if (url.pathname.startsWith('/admin/') || url.pathname.startsWith('/cart/')) requests.disallowed += 1;
    const calendar = routes.has(url.pathname) ? null : calendarPage(url.pathname, url.searchParams);
    const route =
      routes.get(url.pathname) ??
      (calendar === null ? null : htmlRoute(layout(chrome, 'Calendar', calendar)));
    setTimeout(() => {
      inFlight -= 1;
      if (route === undefined || route === null) {
        response
          .writeHead(404, { 'content-type': 'text/html' })
          .end('<title>Not found</title><h1>Not found</h1>');
        return;
      }
      const headers: Record<string, string> = { 'content-type': route.type };
      if (route.location !== undefined) headers['location'] = route.location;
      if (route.etag !== undefined) {
        headers['etag'] = route.etag;
        if (request.headers['if-none-match'] === route.etag) {
          requests.notModified += 1;
          response.writeHead(304, headers).end();
          return;
        }
      }
      requests.bytes += Buffer.byteLength(route.body);
      response.writeHead(route.status, headers).end(route.body);
    }, options.latencyMs);
  };
  const server = await startLocalServer(handle);
  server.server.keepAliveTimeout = 30_000;
  const origin = server.url;
  routes = buildRoutes(options.pages, origin, chrome);
  const truth = new Set([
    `${origin}/`,
    ...SECTIONS.map((section) => `${origin}/${section}/`),
    `${origin}/events/`,
    ...Array.from({ length: options.pages }, (_, i) => `${origin}${pathOf(i)}`),
    ...(chrome === null ? [] : LEGAL_PAGES.map((path) => `${origin}${path}`)),
  ]);
  return {
    origin,
    truth,
    requests,
    resetCounts: () => {
      requests.total = 0;
      requests.trap = 0;
      requests.disallowed = 0;
      requests.notModified = 0;
      requests.bytes = 0;
      requests.peakInFlight = 0;
    },
    close: server.close,
  };
}
