import { describe, expect, it } from 'vitest';
import { FetchError } from './fetch-error.js';
import { fetchRobotsTxt, MAX_ROBOTS_BYTES, parseRobots, ROBOTS_ACCEPT } from './robots-txt.js';
import type { FetchOptions, FetchResult, GuardedFetcher } from './types.js';

/** A fetcher answering every address with one status and body, keeping what it was asked. */
function answering(status: number, body: string) {
  const asked: { url: string; options: FetchOptions | undefined }[] = [];
  const fetcher: Pick<GuardedFetcher, 'fetch'> = {
    fetch: async (url, options) => {
      asked.push({ url, options });
      return { status, text: () => body } as FetchResult;
    },
  };
  return { fetcher, asked };
}

describe('robots.txt', () => {
  it('parses through the CommonJS default export and matches rules by product token', () => {
    const rules = parseRobots(
      'https://x.test/robots.txt',
      'User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nDisallow: /private/\nSitemap: https://x.test/map.xml\n',
    );
    expect(rules.isAllowed('https://x.test/page', 'GPTBot/1.1')).toBe(false);
    expect(rules.isAllowed('https://x.test/page', 'SignpostBot')).toBe(true);
    expect(rules.isAllowed('https://x.test/private/a', 'SignpostBot')).toBe(false);
    expect(rules.getMatchingLineNumber('https://x.test/private/a', 'SignpostBot')).toBe(5);
    expect(rules.getSitemaps()).toEqual(['https://x.test/map.xml']);
  });

  it('parses no further than a fetch reads', () => {
    const padding = '#'.repeat(MAX_ROBOTS_BYTES);
    const rules = parseRobots('https://x.test/robots.txt', `${padding}\nUser-agent: *\nDisallow: /\n`);
    expect(rules.isAllowed('https://x.test/page', 'SignpostBot')).toBe(true);
  });

  it("asks for the origin's file as text, cut at the cap rather than refused", async () => {
    const { fetcher, asked } = answering(200, 'User-agent: *\nDisallow: /\n');
    const signal = new AbortController().signal;
    await expect(fetchRobotsTxt(fetcher, 'https://x.test', signal)).resolves.toBe(
      'User-agent: *\nDisallow: /\n',
    );
    expect(asked).toEqual([
      {
        url: 'https://x.test/robots.txt',
        options: { accept: ROBOTS_ACCEPT, maxBytes: MAX_ROBOTS_BYTES, truncate: true, signal },
      },
    ]);
  });

  it('reads no file from an answer other than success, and leaves a failure to reach the site to the caller', async () => {
    await expect(fetchRobotsTxt(answering(404, 'Not found').fetcher, 'https://x.test')).resolves.toBeNull();
    await expect(fetchRobotsTxt(answering(503, 'Busy').fetcher, 'https://x.test')).resolves.toBeNull();
    const unreachable: Pick<GuardedFetcher, 'fetch'> = {
      fetch: async () => {
        throw new FetchError('connection_refused', 'refused', 'https://x.test/robots.txt');
      },
    };
    await expect(fetchRobotsTxt(unreachable, 'https://x.test')).rejects.toBeInstanceOf(FetchError);
  });
});
