import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationResponseSchema } from '@signpost/contracts';
import { createGuardedFetcher, type GuardedFetcher } from '@signpost/fetch';
import { testConfig } from '@signpost/testing';
import { startLocalServer } from '@signpost/testing/servers';
import { validateLlmsTxtUrl } from './validate-url.js';

type Route = { status?: number; type?: string; body: string | Buffer; headers?: Record<string, string> };

/** A small site on loopback whose routes each test describes. */
async function startSite(routes: (origin: string) => Record<string, Route>) {
  let origin = '';
  const server = await startLocalServer((request, response) => {
    const route = routes(origin)[request.url ?? ''];
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response
      .writeHead(route.status ?? 200, {
        'content-type': route.type ?? 'text/plain; charset=utf-8',
        ...route.headers,
      })
      .end(route.body);
  });
  origin = server.url;
  return {
    origin,
    close: server.close,
  };
}

describe('validateLlmsTxtUrl', () => {
  let fetcher: GuardedFetcher;
  let site: Awaited<ReturnType<typeof startSite>>;

  beforeAll(async () => {
    fetcher = createGuardedFetcher(
      testConfig({ SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true', CRAWL_TIMEOUT_MS: '5000' }).crawl,
    );
    site = await startSite((origin) => ({
      '/llms.txt': {
        body: [
          '# Site',
          '',
          '> A site.',
          '',
          '## Docs',
          '',
          `- [Docs](${origin}/docs): Read`,
          `- [Gone](${origin}/gone): Missing`,
          `- [Private](${origin}/private/page): Hidden`,
          `- [Elsewhere](${origin.replace('127.0.0.1', 'localhost')}/docs): Same server, another host name`,
          '',
        ].join('\n'),
      },
      '/plugin/llms.txt': {
        body: [
          '# Plugin',
          '',
          '> A plugin.',
          '',
          'Read the guide first.',
          '',
          '## Docs',
          '',
          '- [Guide](guide.md): How to',
          '- [Docs](/docs): Everything',
          '- [Gone](gone.md): Missing',
          '- [Again](./guide.md): Twice',
          '',
        ].join('\n'),
      },
      '/plugin/guide.md': { type: 'text/markdown', body: '# Guide' },
      '/docs': { type: 'text/html', body: '<h1>Docs</h1>' },
      '/private/page': { type: 'text/html', body: '<h1>Private</h1>' },
      '/robots.txt': {
        body: `User-agent: *\nDisallow: /private/\n\nUser-agent: ClaudeBot\nDisallow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
      },
      '/sitemap.xml': {
        type: 'application/xml',
        body: `<?xml version="1.0"?><urlset><url><loc>${origin}/docs</loc></url><url><loc>${origin}/private/page</loc></url></urlset>`,
      },
      '/html/llms.txt': { type: 'text/html', body: '<!doctype html><html><body>app</body></html>' },
      '/binary/llms.txt': {
        type: 'application/octet-stream',
        body: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1]),
      },
      '/huge/llms.txt': { body: `# Huge\n\n${'x'.repeat(2 * 1024 * 1024)}` },
      '/loop/llms.txt': { status: 302, headers: { location: '/loop/llms.txt' }, body: '' },
    }));
  });

  afterAll(async () => {
    await fetcher.close();
    await site.close();
  });

  const validate = (url: string, includeRobotsTxt = true) =>
    validateLlmsTxtUrl(url, {
      fetcher,
      userAgent: 'SignpostBot/0.1 (+https://signpost.dev/bot)',
      includeRobotsTxt,
      followUpBudgetMs: 10_000,
    });

  it('reads {site}/llms.txt and checks links, robots.txt and the sitemap', async () => {
    const report = await validate(`${site.origin}/`);
    expect(validationResponseSchema.parse(report)).toEqual(report);
    expect(report.checkedUrl).toBe(`${site.origin}/llms.txt`);
    const codes = report.issues.map((issue) => `${issue.code}@${issue.line}`);
    expect(codes).toEqual(
      expect.arrayContaining([
        'broken_links@8',
        'robots_llms_txt_blocked@null',
        'robots_ai_crawlers_blocked@null',
        'robots_pages_blocked@9',
        'external_links@10',
        'sitemap_coverage@8',
      ]),
    );
    expect(report.issues.find((issue) => issue.code === 'broken_links')?.message).toContain('HTTP 404');
    expect(report.robotsConflicts).toEqual([
      expect.objectContaining({
        conflict: 'robots.txt blocks ClaudeBot from reading /llms.txt itself.',
        rule: 'User-agent: ClaudeBot / Disallow: / (line 5)',
      }),
      expect.objectContaining({
        conflict: expect.stringContaining('keeps ClaudeBot out of the whole site'),
        rule: 'User-agent: ClaudeBot / Disallow: / (line 5)',
        llmsTxtPath: '/llms.txt',
      }),
      expect.objectContaining({
        conflict: expect.stringContaining('/private/page'),
        rule: 'User-agent: * / Disallow: /private/ (line 2)',
      }),
    ]);
    expect(report.valid).toBe(false);
    expect(report.score).toBe(100 - 5 - 20 - 10 - 3);
  });

  it('leaves robots.txt out of the score and the conflicts when asked', async () => {
    const report = await validate(`${site.origin}/llms.txt`, false);
    expect(report.robotsConflicts).toEqual([]);
    expect(report.issues.some((issue) => issue.code.startsWith('robots_'))).toBe(false);
    expect(report.issues.filter((issue) => issue.severity !== 'info').map((issue) => issue.code)).toEqual([
      'broken_links',
    ]);
    expect(report.score).toBe(95);
  });

  it('follows relative links from the file: one warning, and the pages they lead to checked', async () => {
    const report = await validate(`${site.origin}/plugin/`, false);
    expect(report.issues.filter((issue) => issue.severity !== 'info')).toEqual([
      expect.objectContaining({
        code: 'broken_links',
        line: 11,
        message: `${site.origin}/plugin/gone.md answers HTTP 404.`,
      }),
      expect.objectContaining({
        code: 'relative_urls',
        severity: 'warning',
        line: 9,
        message: `"guide.md" is a relative link; from this file's address it leads to ${site.origin}/plugin/guide.md.`,
        suggestion: expect.stringContaining(`such as ${site.origin}/plugin/guide.md`),
        count: 4,
      }),
      expect.objectContaining({ code: 'duplicate_links', line: 12 }),
    ]);
    expect(report.score).toBe(100 - 5 - 5 - 2);
  });

  it.each([
    ['a missing file', '/nothing/', /HTTP 404/],
    ['a redirect loop', '/loop/', /redirects/i],
    ['a file over 1 MiB', '/huge/', /larger than 1 MiB/],
  ])('answers %s with score 0 and one clear issue', async (_name, path, message) => {
    const report = await validate(`${site.origin}${path}`);
    expect(report).toMatchObject({ valid: false, score: 0 });
    expect(report.issues).toHaveLength(1);
    expect(report.issues[0]).toMatchObject({
      code: 'file_unreadable',
      message: expect.stringMatching(message),
    });
  });

  it('judges an HTML page and a binary file as such', async () => {
    const html = await validate(`${site.origin}/html/`);
    expect(html.issues.map((issue) => issue.code)).toEqual(
      expect.arrayContaining(['html_document', 'content_type']),
    );
    const binary = await validate(`${site.origin}/binary/`);
    expect(binary.issues.map((issue) => issue.code)).toEqual(
      expect.arrayContaining(['encoding', 'content_type']),
    );
    expect(binary.valid).toBe(false);
  });

  it('refuses addresses the fetcher must never reach, even with private networks open', async () => {
    await expect(validate('http://169.254.169.254/')).rejects.toMatchObject({ code: 'address_refused' });
  });
});
