import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  authSessionSchema,
  publishedFileResponseSchema,
  siteVerificationStatusSchema,
  siteVerificationTokenSchema,
} from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { createTestRuntime, startLocalServer, type LocalServer } from '@signpost/testing';
import { buildServer } from '../server.js';
import { docsPages, publishingCalls, type TestAccount } from '../testing/published-file.test-support.js';

/** The owner's site: what its home page's meta tags and its verification file hold. */
interface SiteState {
  metaTokens: string[];
  fileBody: string | null;
  /** Where the home page redirects, when it does. */
  homeRedirect: string | null;
}

async function startOwnersSite(state: SiteState): Promise<LocalServer> {
  return startLocalServer((request, response) => {
    if (request.url === '/.well-known/signpost-verification.txt' && state.fileBody !== null) {
      response.writeHead(200, { 'content-type': 'text/plain' }).end(state.fileBody);
    } else if (request.url === '/' && state.homeRedirect !== null) {
      response.writeHead(302, { location: state.homeRedirect }).end();
    } else if (request.url === '/') {
      const tags = state.metaTokens.map(
        (token) => `<meta name="signpost-site-verification" content="${token}">`,
      );
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end(`<html><head>${tags.join('')}</head></html>`);
    } else {
      response.writeHead(404).end();
    }
  });
}

describe('proving control of a site, and its bare published address', () => {
  let runtime: Runtime;
  let server: FastifyInstance;
  let calls: ReturnType<typeof publishingCalls>;
  let site: LocalServer;
  const state: SiteState = { metaTokens: [], fileBody: null, homeRedirect: null };
  /** The site as the API names it: host and port. */
  let siteKey: string;
  let bare: string;

  beforeAll(async () => {
    site = await startOwnersSite(state);
    siteKey = `127.0.0.1:${site.port}`;
    bare = `/s/127-0-0-1-${site.port}/llms.txt`;
    // The owner's site is on loopback, which the address guard opens only when told to.
    runtime = await createTestRuntime('site-verification-test', { SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true' });
    server = await buildServer(runtime);
    calls = publishingCalls(server, runtime);
  });
  afterAll(async () => {
    await server.close();
    await runtime.close();
    await site.close();
  });

  const call = (path: string, token: string | undefined, url = site.url) =>
    server.inject({
      method: 'POST',
      url: `/api/sites/verification${path}`,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      payload: { url },
    });
  const tokenOf = async (account: TestAccount) =>
    siteVerificationTokenSchema.parse((await call('', account.token)).json()).token;
  const check = async (account: TestAccount) => {
    const answer = await call('/check', account.token);
    expect(answer.statusCode).toBe(200);
    return siteVerificationStatusSchema.parse(answer.json());
  };
  const publish = async (account: TestAccount, pages = docsPages(site.url)) => {
    const fileId = await calls.generated(account, { origin: site.url, pages });
    const answer = await calls.publish(fileId, account.token);
    expect(answer.statusCode).toBe(200);
    return publishedFileResponseSchema.parse(answer.json());
  };
  const pathOf = (url: string) => new URL(url).pathname;

  let first: TestAccount;
  let second: TestAccount;
  let firstOwnAddress: string;

  it('gives each account a random token of its own for the site, the same each time it asks', async () => {
    [first, second] = [await calls.account('first'), await calls.account('second')];
    const answer = await call('', first.token, `${site.url}/docs/page`);
    expect(answer.statusCode).toBe(200);
    const { site: named, token } = siteVerificationTokenSchema.parse(answer.json());
    expect(named).toBe(siteKey);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(await tokenOf(first)).toBe(token);
    expect(await tokenOf(second)).not.toBe(token);

    expect((await call('', undefined)).statusCode).toBe(401);
    expect((await call('', first.token, 'not a site')).statusCode).toBe(400);
    const demo = authSessionSchema.parse(
      (await server.inject({ method: 'POST', url: '/api/auth/demo', remoteAddress: '192.0.2.45' })).json(),
    );
    const refused = await call('', demo.accessToken);
    expect([refused.statusCode, refused.json().error]).toEqual([403, 'demo_read_only']);
  });

  it('verifies an account whose token the home page’s meta tag serves, and moves its file to the bare address', async () => {
    const before = await publish(first);
    expect(before.verified).toBe(false);
    firstOwnAddress = pathOf(before.url);
    expect(firstOwnAddress).toMatch(new RegExp(`^/s/127-0-0-1-${site.port}-[a-z0-9]{8}/llms\\.txt$`));
    expect(await check(first)).toEqual({ site: siteKey, verified: false });

    // Another account's token proves nothing for this one.
    state.metaTokens = [await tokenOf(second)];
    expect((await check(first)).verified).toBe(false);
    state.metaTokens = [await tokenOf(second), await tokenOf(first)];
    expect(await check(first)).toEqual({ site: siteKey, verified: true });

    const after = await publish(first);
    expect(after.verified).toBe(true);
    expect(pathOf(after.url)).toBe(bare);
    expect(pathOf(after.fullUrl)).toBe(bare.replace('llms.txt', 'llms-full.txt'));
    expect((await calls.read(bare)).statusCode).toBe(200);
    for (const name of ['llms.txt', 'llms-full.txt']) {
      const moved = await calls.read(firstOwnAddress.replace('llms.txt', name));
      expect(moved.statusCode).toBe(301);
      expect(moved.headers['location']).toBe(bare.replace('llms.txt', name));
    }
  });

  it('gives the bare address to the latest account to prove control, through the verification file', async () => {
    state.metaTokens = [];
    state.fileBody = `someone-else\n${await tokenOf(second)}\n`;
    const install = docsPages(site.url).slice(0, 1);
    expect((await publish(second, install)).verified).toBe(false);
    expect(await check(second)).toEqual({ site: siteKey, verified: true });
    expect(pathOf((await publish(second, install)).url)).toBe(bare);
    expect((await calls.read(bare)).body).not.toContain('/deploy');

    // The account it displaced is served at its own address again, and keeps its (older) proof.
    const firstsFile = await calls.read(firstOwnAddress);
    expect(firstsFile.statusCode).toBe(200);
    expect(firstsFile.body).toContain('/deploy');
    const again = await publish(first);
    expect([again.verified, pathOf(again.url)]).toEqual([true, firstOwnAddress]);
  });

  it('frees the bare address when its file is withdrawn, for the next verified publisher', async () => {
    expect((await calls.withdrawSite(siteKey, second.token)).statusCode).toBe(200);
    expect((await calls.read(bare)).statusCode).toBe(404);
    expect(pathOf((await publish(first)).url)).toBe(bare);
  });

  it('takes no proof from another site that the home page redirects to', async () => {
    const third = await calls.account('third');
    const elsewhere = await startOwnersSite({
      metaTokens: [await tokenOf(third)],
      fileBody: null,
      homeRedirect: null,
    });
    state.fileBody = null;
    state.homeRedirect = `${elsewhere.url}/`;
    try {
      expect((await check(third)).verified).toBe(false);
    } finally {
      state.homeRedirect = null;
      await elsewhere.close();
    }
  });
});

describe('proving control of a site the address guard closes', () => {
  it('refuses to read the site at all', async () => {
    const runtime = await createTestRuntime('site-verification-guard-test');
    const server = await buildServer(runtime);
    try {
      const calls = publishingCalls(server, runtime);
      const owner = await calls.account('guarded');
      const payload = { url: 'http://127.0.0.1:9/' };
      const headers = { authorization: `Bearer ${owner.token}` };
      await server.inject({ method: 'POST', url: '/api/sites/verification', headers, payload });
      const refused = await server.inject({
        method: 'POST',
        url: '/api/sites/verification/check',
        headers,
        payload,
      });
      expect([refused.statusCode, refused.json().error]).toEqual([400, 'address_refused']);
    } finally {
      await server.close();
      await runtime.close();
    }
  });
});
