import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { GuardedFetcher } from '@signpost/fetch';
import { urlset, type RoutedResponse } from '@signpost/testing/sites';
import { discoverSite } from './discover-site.js';
import { readPage, type PageReader } from './page-reading/read-page.js';
import { discoveryFixtures, USER_AGENT } from './testing/discover-site.test-support.js';

const { fetcher, serve } = discoveryFixtures();

/** The shared fetcher, counting the fetches asked for and those answered (or failed). */
function countingFetcher(): { fetcher: GuardedFetcher; unanswered: () => number } {
  let asked = 0;
  let answered = 0;
  const counting: GuardedFetcher = {
    async fetch(url, options) {
      asked += 1;
      try {
        return await fetcher.fetch(url, options);
      } finally {
        answered += 1;
      }
    },
    close: () => fetcher.close(),
  };
  return { fetcher: counting, unanswered: () => asked - answered };
}

const PAGES = 60;
const CONCURRENCY = 16;
/** Each page's body: 60 of them are far past what the crawl may hold unsettled (16 MiB). */
const PAGE_BYTES = 900 * 1024;

function largePage(index: number): RoutedResponse {
  const filler = `<p>${'Words of a long page. '.repeat(PAGE_BYTES / 22)}</p>`;
  return {
    body: `<!doctype html><html><head><title>Page ${index}</title></head><body>${filler}</body></html>`,
  };
}

describe('discoverSite: answers waiting to be settled', () => {
  it('stops fetching while the unsettled answers hold 16 MiB, and goes on once they are read', async () => {
    const paths = Array.from({ length: PAGES }, (_, index) => `/page-${index}`);
    const fixture = await serve({
      '/': { body: '<!doctype html><html><head><title>Home</title></head><body><p>Home</p></body></html>' },
      '/sitemap.xml': urlset(paths.map((path) => ({ path }))),
      ...Object.fromEntries(paths.map((path, index) => [path, largePage(index)])),
    });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let pagesWaiting = 0;
    // The page threads are busy: no page but the home page is read until the gate opens.
    const slowReader: PageReader = async (page) => {
      if (!page.url.endsWith('/')) {
        pagesWaiting += 1;
        await gate;
      }
      return readPage(page);
    };
    const { fetcher: counting, unanswered } = countingFetcher();
    const discovery = discoverSite(`${fixture.origin}/`, {
      fetcher: counting,
      userAgent: USER_AGENT,
      maxPages: 100,
      concurrency: CONCURRENCY,
      readPage: slowReader,
    });
    const pageRequests = () => fixture.requests.filter((path) => path.startsWith('/page-')).length;
    // A crawl sends its next request as soon as an answer arrives, so once pages wait to be read
    // and every request has its answer, nothing is left to start another: the crawl has stopped.
    while (pagesWaiting === 0 || unanswered() > 0) await sleep(10);
    // 16 MiB is 19 such pages; the requests in flight when it is reached come on top. Counted by
    // pages alone, the crawl would hold 4 a request: all 60.
    expect(pageRequests()).toBeGreaterThanOrEqual(19);
    expect(pageRequests()).toBeLessThanOrEqual(19 + CONCURRENCY);
    release();
    const result = await discovery;
    expect(result.pages).toHaveLength(PAGES + 1);
    expect(pageRequests()).toBe(PAGES);
  });
});
