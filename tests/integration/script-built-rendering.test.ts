import { load } from 'cheerio';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { discoverSite, type CrawledPage } from '@signpost/discovery';
import { createGuardedFetcher, type FetcherOptions } from '@signpost/fetch';
import { createChromiumRenderer } from '@signpost/render';
import {
  HASH_APP_PAGES,
  hashAppRoutes,
  MARKDOWN_APP_PAGES,
  markdownAppRoutes,
  serverWrittenRoutes,
  startRoutedSite,
  type RoutedResponse,
  type RoutedSite,
} from '@signpost/testing/sites';

const USER_AGENT = 'SignpostBot/0.1 (+https://signpost.dev/bot)';
const crawlSettings: FetcherOptions = {
  allowPrivate: true,
  userAgent: USER_AGENT,
  timeoutMs: 5_000,
  maxBytes: 1024 * 1024,
  maxStreamBytes: 50 * 1024 * 1024,
  maxRedirects: 5,
  hostConcurrency: 4,
};
const fetcher = createGuardedFetcher(crawlSettings);
// The browser's requests go through a fetcher of their own, as in the render service.
const renderer = createChromiumRenderer({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  concurrency: 2,
  // A busy machine renders slowly; a render that timed out would fail its page.
  timeoutMs: 60_000,
  userAgent: USER_AGENT,
  fetcher: createGuardedFetcher(crawlSettings),
});
let site: RoutedSite | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});
afterAll(async () => {
  await renderer.close();
  await fetcher.close();
});

async function discoverWithBrowser(routes: Record<string, RoutedResponse>) {
  site = await startRoutedSite(routes);
  const kept: CrawledPage[] = [];
  const result = await discoverSite(`${site.origin}/`, {
    fetcher,
    userAgent: USER_AGENT,
    maxPages: 50,
    renderer,
    onPage: (page) => void kept.push(page),
  });
  const origin = site.origin;
  const paths = result.pages.map((page) => page.url.slice(origin.length));
  return { result, kept, origin, paths };
}

// Sites whose every page a script writes, discovered with Chromium at hand (discovery's own tests
// cover what needs no browser).
describe('discovery of script-built sites with a browser', () => {
  it('reads a markdown site from its files even when it could render it', async () => {
    const { result, kept, origin, paths } = await discoverWithBrowser(markdownAppRoutes());
    expect(paths).toEqual(['/', ...Object.keys(MARKDOWN_APP_PAGES)]);
    expect(result.renderedPages).toBe(0);
    for (const [path, { title }] of Object.entries(MARKDOWN_APP_PAGES)) {
      const page = kept.find((candidate) => candidate.url === `${origin}${path}`);
      expect(load(page?.html ?? '')('title').text()).toBe(`${title} - Lantern`);
    }
  });

  it('renders each hash route its rendered pages link to as a page of its own', async () => {
    const { result, kept, origin, paths } = await discoverWithBrowser(hashAppRoutes());
    expect(paths).toEqual(['/', '/#/pricing', '/#!/about']);
    expect(result.pages.every((page) => page.state === 'fetched')).toBe(true);
    expect(result.renderedPages).toBe(3);
    const routes = { '/': '/', '/#/pricing': '/pricing', '/#!/about': '/about' };
    for (const [path, route] of Object.entries(routes)) {
      const page = kept.find((candidate) => candidate.url === `${origin}${path}`);
      expect(page?.html, path).toContain(HASH_APP_PAGES[route]);
      // Kept as a rendering: nothing after discovery reads the page again from its empty frame.
      expect(page?.rendered, path).toBe(true);
    }
  });

  it('keeps no hash route of a site its server writes, and renders nothing there', async () => {
    const { result, paths } = await discoverWithBrowser(serverWrittenRoutes());
    expect(paths).toEqual(['/', '/moorings']);
    expect(result.renderedPages).toBe(0);
  });
});
