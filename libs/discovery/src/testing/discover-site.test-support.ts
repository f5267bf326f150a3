import { afterAll, afterEach } from 'vitest';
import { isAppError, type AppError } from '@signpost/errors';
import { createGuardedFetcher, type FetcherOptions } from '@signpost/fetch';
import { startRoutedSite, type RoutedResponse, type RoutedSite } from '@signpost/testing/sites';
import { discoverSite } from '../discover-site.js';

export const USER_AGENT = 'SignpostBot/0.1 (+https://signpost.dev/bot)';
export const crawlSettings: FetcherOptions = {
  allowPrivate: true,
  userAgent: USER_AGENT,
  timeoutMs: 5_000,
  maxBytes: 1024 * 1024,
  maxStreamBytes: 50 * 1024 * 1024,
  maxRedirects: 5,
  hostConcurrency: 4,
};

/**
 * What the discoverSite tests share: one fetcher for the file, a fixture site per test (closed after
 * it), and discovery from a fixture's address. Call at the top of a test file: it registers the hooks.
 */
export function discoveryFixtures() {
  const fetcher = createGuardedFetcher(crawlSettings);
  let site: RoutedSite | undefined;
  afterEach(async () => {
    await site?.close();
    site = undefined;
  });
  afterAll(() => fetcher.close());
  return {
    fetcher,
    async serve(routes: Record<string, RoutedResponse>): Promise<RoutedSite> {
      site = await startRoutedSite(routes);
      return site;
    },
    discover(fixture: RoutedSite, maxPages = 50, path = '/') {
      return discoverSite(`${fixture.origin}${path}`, { fetcher, userAgent: USER_AGENT, maxPages });
    },
  };
}

export async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

export const pathsOf = (fixture: RoutedSite, pages: { url: string }[]) =>
  pages.map(({ url }) => url.replace(fixture.origin, ''));
