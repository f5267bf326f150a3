import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedFetcher, type GuardedFetcher } from '@signpost/fetch';
import { startLocalServer, testConfig, type LocalServer } from '@signpost/testing';
import { brokenLinks } from './published-link-check.js';

const USER_AGENT = 'SignpostBot/0.1 (+https://signpost.dev/bot)';

describe('brokenLinks', () => {
  let site: LocalServer;
  let fetcher: GuardedFetcher;
  const requested: string[] = [];

  beforeAll(async () => {
    site = await startLocalServer((request, response) => {
      requested.push(request.url ?? '');
      if (request.url === '/robots.txt') {
        // Only Signpost's crawler is kept out, so the rules matched must be its own group's.
        response.end('User-agent: SignpostBot\nDisallow: /private/\n\nUser-agent: *\nAllow: /\n');
        return;
      }
      response.statusCode = request.url === '/gone' || request.url?.startsWith('/private/') ? 404 : 200;
      response.end('ok');
    });
    fetcher = createGuardedFetcher(testConfig({ SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true' }).crawl);
  });

  afterAll(async () => {
    await fetcher?.close();
    await site?.close();
  });

  const check = (links: string[]) => brokenLinks(links, new Set(), { fetcher, userAgent: USER_AGENT });

  it('reports the web links that fail, and never a javascript:, data: or other non-web link', async () => {
    requested.length = 0;
    const links = [
      `${site.url}/gone`,
      `${site.url}/here`,
      'javascript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'mailto:docs@example.com',
      'ftp://files.example/guide.txt',
    ];
    expect(await check(links)).toEqual({ broken: [`${site.url}/gone`], disallowed: [] });
    expect(requested.toSorted()).toEqual(['/gone', '/here', '/robots.txt']);
  });

  it('never requests a link robots.txt disallows for SignpostBot, and names it apart from the broken ones', async () => {
    requested.length = 0;
    const links = [`${site.url}/private/secret.html`, `${site.url}/gone`, `${site.url}/private/other.html`];
    expect(await check(links)).toEqual({
      broken: [`${site.url}/gone`],
      disallowed: [`${site.url}/private/secret.html`, `${site.url}/private/other.html`],
    });
    expect(requested.filter((path) => path.startsWith('/private/'))).toEqual([]);
  });
});
