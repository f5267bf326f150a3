import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { authSessionSchema, errorBodySchema, validationResponseSchema } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { createTestRuntime } from '@signpost/testing';
import { startLocalServer, type LocalServer } from '@signpost/testing/servers';
import { buildServer } from '../server.js';

const GOOD_FILE =
  '# Site\n\n> A site.\n\nRead the docs first.\n\n## Docs\n\n- [Docs](/docs): Relative on purpose\n';
/** Links a page robots.txt keeps from Signpost's crawler (the issue's report: it was fetched). */
const GUARDED_FILE =
  '# Site\n\n> A site.\n\nRead the docs first.\n\n## Docs\n\n- [Secret]({origin}/private/secret.html): Kept from crawlers\n';

/** POST /api/validate-llms-txt on the embedded gateway, against a website on loopback. */
describe('the llms.txt validator API', () => {
  let runtime: Runtime;
  let server: FastifyInstance;
  let site: LocalServer;
  let origin: string;
  let nextAddress = 1;
  const requested: string[] = [];

  beforeAll(async () => {
    site = await startLocalServer((request, response) => {
      requested.push(request.url ?? '');
      switch (request.url) {
        case '/robots.txt':
          response
            .writeHead(200, { 'content-type': 'text/plain' })
            .end('User-agent: SignpostBot\nDisallow: /private/\n\nUser-agent: *\nAllow: /\n');
          return;
        case '/guarded/llms.txt':
          response
            .writeHead(200, { 'content-type': 'text/markdown' })
            .end(GUARDED_FILE.replace('{origin}', origin));
          return;
        case '/llms.txt':
          response.writeHead(200, { 'content-type': 'text/markdown; charset=utf-8' }).end(GOOD_FILE);
          return;
        case '/big/llms.txt':
          response.writeHead(200, { 'content-type': 'text/plain' }).end(Buffer.alloc(10 * 1024 * 1024, 0x61));
          return;
        case '/binary/llms.txt':
          response
            .writeHead(200, { 'content-type': 'application/octet-stream' })
            .end(Buffer.from([0, 1, 2, 255, 254]));
          return;
        case '/loop/llms.txt':
          response.writeHead(301, { location: '/loop/llms.txt' }).end();
          return;
        default:
          response.writeHead(404, { 'content-type': 'text/plain' }).end('no');
      }
    });
    origin = site.url;
    runtime = await createTestRuntime('validator-test', {
      SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true',
      CRAWL_TIMEOUT_MS: '5000',
      VALIDATOR_DAILY_LIMIT: '3',
    });
    server = await buildServer(runtime);
  });

  afterAll(async () => {
    await server.close();
    await runtime.close();
    await site.close();
  });

  const validate = (payload: unknown, ip = `198.51.100.${nextAddress++}`) =>
    server.inject({
      method: 'POST',
      url: '/api/validate-llms-txt',
      payload: payload as object,
      remoteAddress: ip,
    });

  it('validates a site by address and raw text alike', async () => {
    const byUrl = await validate({ url: `${origin}/`, includeRobotsTxt: true });
    expect(byUrl.statusCode).toBe(200);
    const report = validationResponseSchema.parse(byUrl.json());
    expect(report.checkedUrl).toBe(`${origin}/llms.txt`);
    // The relative link is followed from the file's address, to a page the site does not have.
    expect(report.issues.map((issue) => issue.code)).toEqual(['broken_links', 'relative_urls']);
    expect(report.issues[0]?.message).toBe(`${origin}/docs answers HTTP 404.`);
    expect(report.valid).toBe(false);

    const byText = validationResponseSchema.parse((await validate({ content: GOOD_FILE })).json());
    expect(byText).toMatchObject({ checkedUrl: null, score: 95, valid: true });
    expect(byText.issues.map((issue) => issue.code)).toEqual(['relative_urls']);
  });

  it('never requests a linked page robots.txt disallows for SignpostBot, and says it was not checked', async () => {
    const response = await validate({ url: `${origin}/guarded/`, includeRobotsTxt: true });
    const report = validationResponseSchema.parse(response.json());
    expect(requested.filter((path) => path.startsWith('/private/'))).toEqual([]);
    expect(report.issues).toEqual([
      expect.objectContaining({
        code: 'skipped_by_robots',
        severity: 'info',
        message: `1 link was not checked: robots.txt disallows it for SignpostBot (first: ${origin}/private/secret.html).`,
      }),
    ]);
    expect(report).toMatchObject({ valid: true, score: 100 });
  });

  it('allows 3 checks per UTC day per client address, then 429 with resetAt and Retry-After', async () => {
    const ip = '203.0.113.77';
    for (let check = 0; check < 3; check += 1) {
      expect((await validate({ content: GOOD_FILE }, ip)).statusCode).toBe(200);
    }
    const limited = await validate({ content: GOOD_FILE }, ip);
    expect(limited.statusCode).toBe(429);
    const body = errorBodySchema.parse(limited.json());
    expect(body.error).toBe('daily_limit_reached');
    expect(body.message).toMatch(/3 free checks/);
    expect(new Date(body.resetAt ?? '').getUTCHours()).toBe(0);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await validate({ content: GOOD_FILE }, '203.0.113.78')).statusCode).toBe(200);
  });

  it('answers "# a", 200,000 spaces and a letter at once (it took the server two minutes)', async () => {
    const response = await validate({ content: `# a${' '.repeat(200_000)}x\n` });
    expect(response.statusCode).toBe(200);
    expect(validationResponseSchema.parse(response.json())).toMatchObject({ stats: { lines: 1 } });
  });

  it('counts a demo session as a visitor: 3 checks a day per address, shared with anonymous checks', async () => {
    const ip = '203.0.113.91';
    const demo = await server.inject({ method: 'POST', url: '/api/auth/demo', remoteAddress: ip });
    const { accessToken } = authSessionSchema.parse(demo.json());
    const asDemo = () =>
      server.inject({
        method: 'POST',
        url: '/api/validate-llms-txt',
        payload: { content: GOOD_FILE },
        remoteAddress: ip,
        headers: { authorization: `Bearer ${accessToken}` },
      });
    expect((await validate({ content: GOOD_FILE }, ip)).statusCode).toBe(200);
    expect((await asDemo()).statusCode).toBe(200);
    expect((await asDemo()).statusCode).toBe(200);
    const limited = await asDemo();
    expect([limited.statusCode, errorBodySchema.parse(limited.json()).error]).toEqual([
      429,
      'daily_limit_reached',
    ]);
    expect((await validate({ content: GOOD_FILE }, ip)).statusCode).toBe(429);
  });

  it.each([
    [{ url: 'not a url' }, /publicly accessible address/],
    [{}, /either the website address/],
    [{ url: 'https://example.com', content: '# X' }, /either the website address/],
    [{ content: '' }, /empty/],
    [{ url: 'https://example.com', includeRobotsTxt: 'yes' }, /includeRobotsTxt/],
  ])('answers bad input %j with a clear 400 that does not use a check', async (payload, message) => {
    const ip = '192.0.2.200';
    const response = await validate(payload, ip);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json())).toMatchObject({
      error: 'invalid_input',
      message: expect.stringMatching(message),
    });
    const used = await runtime.repos.usage.countSince([`ip:${ip}`], 'validation', new Date(0));
    expect(used).toBe(0);
  });

  it.each(['http://169.254.169.254/', 'http://0.0.0.0/'])(
    'refuses %s, which stays private even for tests',
    async (url) => {
      const response = await validate({ url, includeRobotsTxt: true });
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json())).toMatchObject({
        error: 'address_refused',
        message: 'Only public websites can be checked: this address is not a public http(s) website.',
      });
    },
  );

  it.each([
    ['a 404', '/missing/', /HTTP 404/],
    ['a redirect loop', '/loop/', /redirects/i],
    ['a 10 MB file', '/big/', /larger than 1 MiB/],
  ])('reports %s as a file that cannot be read, with score 0', async (_name, path, message) => {
    const response = await validate({ url: `${origin}${path}`, includeRobotsTxt: false });
    expect(response.statusCode).toBe(200);
    const report = validationResponseSchema.parse(response.json());
    expect(report).toMatchObject({ valid: false, score: 0 });
    expect(report.issues).toEqual([
      expect.objectContaining({ code: 'file_unreadable', message: expect.stringMatching(message) }),
    ]);
  });

  it('judges a binary file as not text', async () => {
    const report = validationResponseSchema.parse((await validate({ url: `${origin}/binary/` })).json());
    expect(report.issues.map((issue) => issue.code)).toEqual(
      expect.arrayContaining(['encoding', 'content_type', 'h1']),
    );
    expect(report.valid).toBe(false);
  });

  it('refuses raw text over the request limit with 413', async () => {
    const response = await validate({ content: 'x'.repeat(10 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(errorBodySchema.parse(response.json()).error).toBe('payload_too_large');
  });
});
