import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGuardedFetcher } from '@signpost/fetch';
import { startFixtureSite, type FixtureSite } from '@signpost/testing/sites';
import { crawlSnapshotSchema } from './crawl-snapshot.js';
import { discoverSite, type DiscoveryOptions } from './discover-site.js';
import { crawlSettings, USER_AGENT } from './testing/discover-site.test-support.js';

const fetcher = createGuardedFetcher(crawlSettings);
let site: FixtureSite;

beforeAll(async () => {
  site = await startFixtureSite({ pages: 60 });
});

afterAll(async () => {
  await site?.close();
  await fetcher.close();
});

const discover = (options: Partial<DiscoveryOptions> = {}) =>
  discoverSite(`${site.origin}/`, { fetcher, userAgent: USER_AGENT, maxPages: 100, ...options });

const pageNumber = (path: string) => Number(/page-(\d+)$/.exec(path)?.[1] ?? 0);

describe('discoverSite: resuming from a checkpoint', () => {
  it('fetches no page settled before the checkpoint again, and ends with the pages of an unbroken crawl', async () => {
    const unbroken = await discover();
    site.hits.clear();

    // Pages past the 30th hang: the crawl stops there, with checkpoints of what it settled before.
    site.hold((path) => pageNumber(path) > 30);
    const stop = new AbortController();
    const saved: string[] = [];
    const stopped = discover({
      signal: stop.signal,
      checkpoints: { everyMs: 20, save: (snapshot) => saved.push(JSON.stringify(snapshot)) },
    }).catch((error: unknown) => error);
    const settledIn = (saved: string) =>
      crawlSnapshotSchema
        .parse(JSON.parse(saved))
        .candidates.list.filter(({ state }) => state !== 'pending')
        .map(({ url }) => new URL(url).pathname);
    // A loaded machine may checkpoint before the crawl reaches the held pages: wait for one after.
    await vi.waitFor(() => {
      expect(site.heldCount()).toBeGreaterThan(0);
      expect(settledIn(saved.at(-1) ?? '{}').length).toBeGreaterThan(20);
    });
    stop.abort(new Error('worker killed'));
    expect(await stopped).toBeInstanceOf(Error);
    site.release();

    const snapshot = crawlSnapshotSchema.parse(JSON.parse(saved.at(-1)!));
    const settled = settledIn(saved.at(-1)!);
    expect(settled.every((path) => pageNumber(path) <= 30)).toBe(true);

    const resumed = await discover({ resumeFrom: snapshot });
    expect(resumed).toEqual(unbroken);
    for (const path of [...settled, '/sitemap.xml']) expect(site.hits.get(path), path).toBe(1);
    // robots.txt is read again, so the pages still to fetch obey what it says now.
    expect(site.hits.get('/robots.txt')).toBe(2);
  });
});
