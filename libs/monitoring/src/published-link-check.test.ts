import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedFetcher, type GuardedFetcher } from '@signpost/fetch';
import { startLocalServer, testConfig, type LocalServer } from '@signpost/testing';
import { brokenLinks } from './published-link-check.js';

describe('brokenLinks', () => {
  let site: LocalServer;
  let fetcher: GuardedFetcher;
  const requested: string[] = [];

  beforeAll(async () => {
    site = await startLocalServer((request, response) => {
      requested.push(request.url ?? '');
      response.statusCode = request.url === '/gone' ? 404 : 200;
      response.end('ok');
    });
    fetcher = createGuardedFetcher(testConfig({ SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true' }).crawl);
  });

  afterAll(async () => {
    await fetcher?.close();
    await site?.close();
  });

  it('reports the web links that fail, and never a javascript:, data: or other non-web link', async () => {
    const links = [
      `${site.url}/gone`,
      `${site.url}/here`,
      'javascript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'mailto:docs@example.com',
      'ftp://files.example/guide.txt',
    ];
    expect(await brokenLinks(links, new Set(), fetcher)).toEqual([`${site.url}/gone`]);
    expect(requested.toSorted()).toEqual(['/gone', '/here']);
  });
});
