import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startLocalServer } from '@signpost/testing/servers';
import { gzipSync } from 'node:zlib';

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

function layout(title: string, body: string, extraHead = ''): string {
  const nav = SECTIONS.map((section) => `<a href="/${section}/">${section}</a>`).join(' ');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} | Bench Co</title>
<meta name="description" content="${title}: ${words(title.length, 12)}.">${extraHead}</head>
<body><header><nav><a href="/">Home</a> ${nav} <a href="/events/">Events</a></nav></header>
<main>${body}</main>
<footer><a href="/admin/login">Admin</a> <a href="/cart/view">Cart</a> <a href="/files/brochure.pdf">Brochure</a></footer>
</body></html>`;
}

function contentPage(index: number, pages: number): string {
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
  return layout(
    `${sectionOf(index)} topic ${index}`,
    `<h1>${sectionOf(index)} topic ${index}</h1><h2>Overview</h2>${paragraphs.join('')}<p>${links.join(' ')}</p>`,
  );
}

interface Route {
  status: number;
  type: string;
  body: string | Buffer;
  location?: string;
  etag?: string;
}

const etagOf = (body: string | Buffer) => `"${createHash('sha1').update(body).digest('hex').slice(0, 20)}"`;

function buildRoutes(pages: number, origin: string): Map<string, Route> {
  const routes = new Map<string, Route>();
  const html = (body: string): Route => ({ status: 200, type: 'text/html; charset=utf-8', body });
  const linkable = Array.from({ length: pages }, (_, i) => i).filter(
    (i) => !isTagOnly(i) && !isSitemapOnly(i),
  );
  routes.set('/', html(layout('Home', `<h1>Bench Co</h1><p>${words(1, 40)}</p>`)));
  for (const section of SECTIONS) {
    const listed = linkable.filter((i) => sectionOf(i) === section).slice(0, 20);
    const items = listed.map((i) => `<li><a href="${pathOf(i)}">${pathOf(i)}</a></li>`).join('');
    routes.set(`/${section}/`, html(layout(section, `<h1>${section}</h1><ul>${items}</ul>`)));
  }
  for (let i = 0; i < pages; i += 1) routes.set(pathOf(i), html(contentPage(i, pages)));
  for (let i = 0; i < REDIRECTS; i += 1) {
    routes.set(`/old/topic-${i}`, { status: 301, type: 'text/plain', body: '', location: pathOf(i) });
  }
  for (let tag = 0; tag < TAGS; tag += 1) {
    const tagged = Array.from({ length: pages }, (_, i) => i).filter((i) => isTagOnly(i) && i % TAGS === tag);
    const items = tagged.map((i) => `<a href="${pathOf(i)}">${pathOf(i)}</a>`).join(' ');
    routes.set(
      `/tags/tag-${tag}`,
      html(
        layout(`Tag ${tag}`, `<h1>Tag ${tag}</h1><p>${items}</p>`, '<meta name="robots" content="noindex">'),
      ),
    );
  }
  routes.set(
    '/events/',
    html(layout('Events', '<h1>Events</h1><a href="/events/calendar?month=2025-01">Calendar</a>')),
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
  routes.set('/sitemap_index.xml', {
    status: 200,
    type: 'application/xml',
    body: `<sitemapindex><sitemap><loc>${origin}/sitemap-1.xml</loc></sitemap><sitemap><loc>${origin}/sitemap-2.xml.gz</loc></sitemap></sitemapindex>`,
  });
  for (const route of routes.values()) if (route.status === 200) route.etag = etagOf(route.body);
  return routes;
}

/** Month pages link the previous and next month and each of their days, forever. */
function calendarRoute(path: string, search: URLSearchParams): Route | null {
  const month = /^(\d{4})-(\d{2})$/.exec(search.get('month') ?? '');
  const day = /^\/events\/day\/(\d{4})-(\d{2})-(\d{2})$/.exec(path);
  const html = (body: string): Route => ({
    status: 200,
    type: 'text/html; charset=utf-8',
    body: layout('Calendar', body),
  });
  if (path === '/events/calendar' && month) {
    const date = new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1));
    const shift = (months: number) => {
      const next = new Date(date);
      next.setUTCMonth(next.getUTCMonth() + months);
      return next.toISOString().slice(0, 7);
    };
    const days = Array.from({ length: 28 }, (_, i) => {
      const dayPath = `/events/day/${date.toISOString().slice(0, 7)}-${String(i + 1).padStart(2, '0')}`;
      return `<a href="${dayPath}">${i + 1}</a>`;
    });
    return html(
      `<h1>Events ${date.toISOString().slice(0, 7)}</h1><a href="?month=${shift(-1)}">previous</a> <a href="?month=${shift(1)}">next</a>${days.join(' ')}`,
    );
  }
  if (day)
    return html(
      `<h1>Events on ${day[1]}-${day[2]}-${day[3]}</h1><p>No events.</p><a href="/events/calendar?month=${day[1]}-${day[2]}">month</a>`,
    );
  return null;
}

export async function startBenchmarkSite(options: BenchmarkSiteOptions): Promise<BenchmarkSite> {
  const requests = { total: 0, trap: 0, disallowed: 0, notModified: 0, bytes: 0, peakInFlight: 0 };
  let inFlight = 0;
  let routes = new Map<string, Route>();
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://bench.local');
    requests.total += 1;
    inFlight += 1;
    requests.peakInFlight = Math.max(requests.peakInFlight, inFlight);
    if (url.pathname.startsWith('/events/calendar') || url.pathname.startsWith('/events/day'))
      requests.trap += 1;
    if (url.pathname.startsWith('/admin/') || url.pathname.startsWith('/cart/')) requests.disallowed += 1;
    const route = routes.get(url.pathname) ?? calendarRoute(url.pathname, url.searchParams);
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
  routes = buildRoutes(options.pages, origin);
  const truth = new Set([
    `${origin}/`,
    ...SECTIONS.map((section) => `${origin}/${section}/`),
    `${origin}/events/`,
    ...Array.from({ length: options.pages }, (_, i) => `${origin}${pathOf(i)}`),
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
