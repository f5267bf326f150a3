import { createGuardedFetcher } from '@signpost/fetch';
import { describe, expect, it } from 'vitest';
import { page, startRoutedSite, type RoutedResponse } from '@signpost/testing/sites';
import { discoverSite } from './discover-site.js';
import {
  crawlSettings,
  discoveryFixtures,
  failureOf,
  pathsOf,
  USER_AGENT,
} from './testing/discover-site.test-support.js';

const { fetcher, serve, discover } = discoveryFixtures();

describe('discoverSite: failures', () => {
  it('fails for good with site_unreachable when nothing listens, without trying again', async () => {
    const fixture = await startRoutedSite({});
    await fixture.close();
    const error = await failureOf(discover(fixture));
    expect(error.code).toBe('site_unreachable');
    expect(error.permanent).toBe(true);
  });

  it('fails for good at once when every address redirects to itself, asking each once', async () => {
    const fixture = await serve({ '*': { status: 302, headers: { location: '/' } } });
    const error = await failureOf(discover(fixture));
    expect(error.code).toBe('site_unreachable');
    expect(error.permanent).toBe(true);
    // robots.txt leads to / and / back to itself: no hop is asked twice, and nothing is tried again.
    expect(fixture.requests).toEqual(['/robots.txt', '/', '/']);
  });

  it('reads a site served only over plain http when its address was tried as https first', async () => {
    const fixture = await serve({ '/': page('Home', ['/about']), '/about': page('About') });
    const httpsFirst = fixture.origin.replace('http://', 'https://');
    const result = await discoverSite(`${httpsFirst}/`, { fetcher, userAgent: USER_AGENT, maxPages: 5 });
    expect(result.pages.map((found) => found.url)).toEqual([`${fixture.origin}/`, `${fixture.origin}/about`]);
  });

  it('reports what the https address said when plain http cannot be reached either', async () => {
    const fixture = await startRoutedSite({});
    await fixture.close();
    const error = await failureOf(
      discoverSite(`${fixture.origin.replace('http://', 'https://')}/`, {
        fetcher,
        userAgent: USER_AGENT,
        maxPages: 5,
      }),
    );
    expect(error.code).toBe('site_unreachable');
    expect(error.permanent).toBe(true);
  });

  it.each([
    [404, 'site_not_found'],
    [410, 'site_not_found'],
    [403, 'site_forbidden'],
    [401, 'site_forbidden'],
    [429, 'site_rate_limited'],
  ])('maps a homepage answering %i to %s, for good', async (status, code) => {
    const fixture = await serve({ '/': { status, headers: { 'retry-after': '0' }, body: 'no' } });
    const error = await failureOf(discover(fixture));
    expect(error.code).toBe(code);
    expect(error.permanent).toBe(true);
  });

  it('tries a homepage answering 500 again until the site deadline, then fails for good', async () => {
    const fixture = await serve({ '/': { status: 500, body: 'down' } });
    const error = await failureOf(
      discoverSite(`${fixture.origin}/`, {
        fetcher,
        userAgent: USER_AGENT,
        maxPages: 5,
        siteDeadlineMs: 2_500,
      }),
    );
    expect(error.code).toBe('site_unreachable');
    expect(error.permanent).toBe(true);
    expect(fixture.requests.filter((path) => path === '/').length).toBeGreaterThan(1);
  });

  it('starts crawling a homepage that answered 500 once and then recovered', async () => {
    let answers = 0;
    const flaky: RoutedResponse = {
      ...page('Home'),
      get status() {
        answers += 1;
        return answers === 1 ? 500 : 200;
      },
    };
    const fixture = await serve({ '/': flaky });
    const result = await discover(fixture);
    expect(pathsOf(fixture, result.pages)).toEqual(['/']);
  });

  it('fails with no_pages when the homepage is not HTML', async () => {
    const fixture = await serve({ '/': { type: 'application/json', body: '{}' } });
    expect((await failureOf(discover(fixture))).code).toBe('no_pages');
  });

  it('fails with address_refused for a private address when private networks are closed', async () => {
    const fixture = await serve({ '/': page('Home') });
    const guarded = createGuardedFetcher({ ...crawlSettings, allowPrivate: false });
    const error = await failureOf(
      discoverSite(`${fixture.origin}/`, { fetcher: guarded, userAgent: USER_AGENT, maxPages: 5 }),
    );
    await guarded.close();
    expect(error.code).toBe('address_refused');
    expect(fixture.requests).toEqual([]);
  });
});
