import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { authSessionSchema, publishedFileResponseSchema } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { createTestRuntime } from '@signpost/testing';
import { buildServer } from '../server.js';
import { docsPages, publishingCalls } from '../testing/published-file.test-support.js';

/** An unverified account's address: the site's name and a random part of its own. */
const OWN_ADDRESS = /^\/s\/docs-example-[a-z0-9]{8}\/llms\.txt$/;

describe('published files', () => {
  let runtime: Runtime;
  let server: FastifyInstance;
  let calls: ReturnType<typeof publishingCalls>;
  let publicUrl: string;

  beforeAll(async () => {
    runtime = await createTestRuntime('published-files-test');
    publicUrl = runtime.config.http.publicUrl;
    server = await buildServer(runtime);
    calls = publishingCalls(server, runtime);
  });
  afterAll(async () => {
    await server.close();
    await runtime.close();
  });

  const published = async (fileId: string, token: string) => {
    const answer = await calls.publish(fileId, token);
    expect(answer.statusCode).toBe(200);
    return publishedFileResponseSchema.parse(answer.json());
  };
  const pathOf = (url: string) => new URL(url).pathname;

  it('serves a published file at the account’s own address, with validators, open CORS and caching', async () => {
    const owner = await calls.account('owner');
    const fileId = await calls.generated(owner);
    const address = await published(fileId, owner.token);
    expect(address.verified).toBe(false);
    expect(address.url.startsWith(`${publicUrl}/s/`)).toBe(true);
    expect(pathOf(address.url)).toMatch(OWN_ADDRESS);
    expect(address.fullUrl).toBe(address.url.replace(/llms\.txt$/, 'llms-full.txt'));

    const file = await calls.read(address.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(file.headers['access-control-allow-origin']).toBe('*');
    expect(file.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(file.body).toMatch(/^# Docs Example\n/);
    expect(file.body).toContain('(https://www.docs.example/install)');
    const etag = String(file.headers['etag']);
    const lastModified = String(file.headers['last-modified']);
    expect(new Date(lastModified).getTime()).not.toBeNaN();
    expect((await calls.read(address.fullUrl)).body).toContain('How to deploy the example');

    const conditional = (headers: Record<string, string>) =>
      server.inject({ url: pathOf(address.url), headers });
    expect((await conditional({ 'if-none-match': etag })).statusCode).toBe(304);
    expect((await conditional({ 'if-modified-since': lastModified })).statusCode).toBe(304);
    expect((await conditional({ 'if-none-match': '"old"' })).statusCode).toBe(200);

    const record = await server.inject({
      url: `/api/llm-file/${fileId}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const { verified: _verified, ...addresses } = address;
    expect(record.json()).toMatchObject({ published: addresses });
  });

  it('keeps the account’s address when the site’s file is published again, and serves the new text', async () => {
    const owner = await calls.account('owner');
    const first = await published(await calls.generated(owner), owner.token);
    const pages = docsPages('https://www.docs.example').slice(0, 1);
    const again = await published(await calls.generated(owner, { pages }), owner.token);
    expect(again.url).toBe(first.url);
    const file = await calls.read(again.url);
    expect(file.body).toContain('/install');
    expect(file.body).not.toContain('/deploy');
  });

  it('never hands the site’s bare address to an account that has not proved control of the site', async () => {
    const [first, second] = [await calls.account('first'), await calls.account('second')];
    const firstAddress = await published(await calls.generated(first), first.token);
    const secondAddress = await published(await calls.generated(second), second.token);
    for (const address of [firstAddress, secondAddress]) expect(pathOf(address.url)).toMatch(OWN_ADDRESS);
    expect(secondAddress.url).not.toBe(firstAddress.url);
    expect((await server.inject('/s/docs-example/llms.txt')).statusCode).toBe(404);
  });

  it('lets only the owner publish or withdraw, needs an account, and refuses demo sessions', async () => {
    const [owner, other] = [await calls.account('owner'), await calls.account('other')];
    const fileId = await calls.generated(owner);
    expect((await calls.publish(fileId, other.token)).statusCode).toBe(404);
    expect((await calls.publish(fileId)).statusCode).toBe(401);
    const anonymousFile = await calls.generated(null);
    expect((await calls.publish(anonymousFile)).statusCode).toBe(401);
    expect((await calls.publish(anonymousFile, owner.token)).statusCode).toBe(404);
    await calls.publish(fileId, owner.token);
    expect((await calls.publish(fileId, other.token, 'DELETE')).statusCode).toBe(404);

    const demo = authSessionSchema.parse(
      (await server.inject({ method: 'POST', url: '/api/auth/demo', remoteAddress: '192.0.2.44' })).json(),
    );
    const refused = await calls.publish(fileId, demo.accessToken);
    expect([refused.statusCode, refused.json().error]).toEqual([403, 'demo_read_only']);
  });

  it('stops serving a withdrawn file at once, and keeps the account’s address for its next publication', async () => {
    const owner = await calls.account('owner');
    const fileId = await calls.generated(owner);
    const address = await published(fileId, owner.token);
    expect((await calls.read(address.url)).statusCode).toBe(200);
    expect((await calls.publish(fileId, owner.token, 'DELETE')).statusCode).toBe(200);
    const record = await server.inject({
      url: `/api/llm-file/${fileId}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(record.json()).toMatchObject({ published: null });
    expect((await calls.read(address.url)).statusCode).toBe(404);
    expect((await calls.read(address.fullUrl)).statusCode).toBe(404);
    expect((await calls.publish(fileId, owner.token, 'DELETE')).statusCode).toBe(404);
    expect((await published(fileId, owner.token)).url).toBe(address.url);
  });

  it('answers 404 where nothing is published, and 400 for a name no published file has', async () => {
    expect((await server.inject('/s/never-published/llms.txt')).statusCode).toBe(404);
    // Names that cannot be a published file's are refused before any lookup.
    expect((await server.inject('/s/docs-example/passwords.txt')).statusCode).toBe(400);
    expect((await server.inject('/s/..%2F..%2Fetc/llms.txt')).statusCode).toBe(400);
  });
});
