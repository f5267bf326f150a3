import type { IncomingMessage, ServerResponse } from 'node:http';
import { startLocalServer } from '../servers/local-server.js';

export interface FixturePage {
  path: string;
  title: string;
  description: string;
  heading: string;
  paragraphs: number;
  links: string[];
}

export interface FixtureSiteOptions {
  /** Number of content pages besides the homepage. */
  pages: number;
  /** Pages listed in /sitemap.xml (the rest are reachable only by links). */
  inSitemap?: (index: number) => boolean;
  latencyMs?: number;
  siteName?: string;
}

export interface FixtureSite {
  origin: string;
  /** Every page path the site serves as HTML, homepage included. */
  paths: string[];
  /** Requests seen, by path. */
  hits: Map<string, number>;
  /** Makes requests for matching paths wait until `release()` (to hold a worker mid-job). */
  hold(match: (path: string) => boolean): void;
  release(): void;
  /** How many requests are waiting on `hold` right now. */
  heldCount(): number;
  close(): Promise<void>;
}

const SECTIONS = ['docs', 'guides', 'blog', 'api', 'about', 'pricing', 'legal'] as const;

const WORDS = (
  'signpost reads configuration deploy server request response schema install example token cache latency queue ' +
  'worker cluster region backup restore metrics alert dashboard webhook payload retry timeout index search filter ' +
  'export import migrate upgrade release version branch commit review policy permission role session cookie header ' +
  'stream buffer socket proxy gateway router handler plugin module bundle compile runtime memory storage volume'
).split(' ');

/** A small deterministic generator, so every page gets prose of its own and runs are repeatable. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Sentences of prose unique to a page and paragraph, so no two pages look like duplicates. */
function paragraph(path: string, index: number): string {
  let seed = index + 1;
  for (const char of path) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  const random = seededRandom(seed);
  const sentences = Array.from({ length: 6 }, () => {
    const words = Array.from({ length: 10 }, () => WORDS[Math.floor(random() * WORDS.length)] ?? 'signpost');
    return `${words.join(' ')}.`.replace(/^./, (first) => first.toUpperCase());
  });
  return sentences.join(' ');
}

const sectionOf = (index: number) => SECTIONS[index % SECTIONS.length]!;
const pathOf = (index: number) => `/${sectionOf(index)}/page-${index + 1}`;

export function fixturePages(count: number): FixturePage[] {
  return Array.from({ length: count }, (_, i) => {
    const section = sectionOf(i);
    const thin = section === 'legal' || section === 'pricing';
    return {
      path: pathOf(i),
      title: `${section[0]!.toUpperCase()}${section.slice(1)} page ${i + 1} | Fixture Co`,
      description: `About ${section} topic number ${i + 1}, explained step by step for developers.`,
      heading: `${section} topic ${i + 1}`,
      paragraphs: thin ? 1 : 3 + (i % 5),
      links: [pathOf((i + 1) % count)],
    };
  });
}

function renderPage(page: FixturePage, siteName: string): string {
  const body = Array.from({ length: page.paragraphs }, (_, i) => `<p>${paragraph(page.path, i)}</p>`).join(
    '\n',
  );
  const links = page.links.map((href) => `<a href="${href}">${href}</a>`).join(' ');
  return `<!doctype html><html lang="en"><head><title>${page.title}</title>
<meta name="description" content="${page.description}"><meta property="og:site_name" content="${siteName}"></head>
<body><nav><a href="/">Home</a></nav><main><h1>${page.heading}</h1><h2>Overview</h2>${body}<p>${links}</p></main>
<footer>© ${siteName}</footer></body></html>`;
}

/** A small website on loopback: homepage, robots.txt, sitemap.xml and content pages linked in a ring. */
export async function startFixtureSite(options: FixtureSiteOptions): Promise<FixtureSite> {
  const siteName = options.siteName ?? 'Fixture Co';
  const pages = fixturePages(options.pages);
  const inSitemap = options.inSitemap ?? ((index: number) => index % 4 !== 3);
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const hits = new Map<string, number>();
  let holdMatch: ((path: string) => boolean) | undefined;
  let waiting: (() => void)[] = [];

  const home = {
    path: '/',
    title: `${siteName} | Developer tools that explain themselves`,
    description: `${siteName} builds developer tools with documentation, guides and an API reference.`,
    heading: `Welcome to ${siteName}`,
    paragraphs: 3,
    links: pages.filter((_, i) => !inSitemap(i)).map((page) => page.path),
  } satisfies FixturePage;

  const handle = async (req: IncomingMessage, res: ServerResponse, origin: string) => {
    const path = new URL(req.url ?? '/', origin).pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    if (holdMatch?.(path)) await new Promise<void>((resolve) => waiting.push(resolve));
    if (path === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(`User-agent: *\nDisallow: /private/\nSitemap: ${origin}/sitemap.xml\n`);
      return;
    }
    if (path === '/sitemap.xml') {
      const urls = pages
        .filter((_, i) => inSitemap(i))
        .map((page) => `<url><loc>${origin}${page.path}</loc></url>`);
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>${origin}/</loc></url>${urls.join('')}</urlset>`);
      return;
    }
    const page = path === '/' ? home : byPath.get(path);
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<html><body>Not found</body></html>');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(renderPage(page, siteName));
  };

  const server = await startLocalServer((req, res) => {
    handle(req, res, origin).catch(() => res.destroy());
  });
  const origin = server.url;

  return {
    origin,
    paths: ['/', ...pages.map((page) => page.path)],
    hits,
    hold: (match) => {
      holdMatch = match;
    },
    release: () => {
      holdMatch = undefined;
      const released = waiting;
      waiting = [];
      released.forEach((resolve) => resolve());
    },
    heldCount: () => waiting.length,
    close: async () => {
      holdMatch = undefined;
      waiting.forEach((resolve) => resolve());
      await server.close();
    },
  };
}
