import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { publishedFileResponseSchema } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { createTestRuntime } from '@signpost/testing';
import { buildServer } from '../server.js';
import { docsPages, publishingCalls, type TestAccount } from '../testing/published-file.test-support.js';
import { PUBLISHED_READS_PER_MINUTE } from './published-files.js';

/** Withdrawing what an account publishes for a site, however it got there, and the limits of /s/. */
describe('withdrawn and limited published files', () => {
  let runtime: Runtime;
  let server: FastifyInstance;
  let calls: ReturnType<typeof publishingCalls>;

  beforeAll(async () => {
    runtime = await createTestRuntime('published-file-withdrawal-test');
    server = await buildServer(runtime);
    calls = publishingCalls(server, runtime);
  });
  afterAll(async () => {
    await server.close();
    await runtime.close();
  });

  const publishedUrl = async (fileId: string, owner: TestAccount) => {
    const answer = await calls.publish(fileId, owner.token);
    expect(answer.statusCode).toBe(200);
    return publishedFileResponseSchema.parse(answer.json()).url;
  };

  it('withdraws the site’s file through the file first published, after a newer one replaced it', async () => {
    const owner = await calls.account('owner');
    const first = await calls.generated(owner);
    const url = await publishedUrl(first, owner);
    // What a monitor does, and what publishing a newer file of the site does: the address serves it.
    const newer = await calls.generated(owner, { pages: docsPages('https://www.docs.example').slice(0, 2) });
    expect(await publishedUrl(newer, owner)).toBe(url);

    expect((await calls.publish(first, owner.token, 'DELETE')).statusCode).toBe(200);
    expect((await calls.read(url)).statusCode).toBe(404);
  });

  it('withdraws what a monitor republished, by the file or by the site', async () => {
    const owner = await calls.account('owner');
    const fileId = await calls.generated(owner);
    for (const withdraw of [
      () => calls.publish(fileId, owner.token, 'DELETE'),
      () => calls.withdrawSite('docs.example', owner.token),
    ]) {
      const url = await publishedUrl(fileId, owner);
      const monitorsFile = await calls.generated(owner);
      await runtime.repos.publishedFiles.republish({
        userId: owner.userId,
        site: 'docs.example',
        llmFileId: monitorsFile,
        content: '# Docs Example\n\n> As the monitor made it.\n',
        fullFiles: [],
        pages: [],
      });
      expect((await calls.read(url)).body).toContain('As the monitor made it.');

      expect((await withdraw()).statusCode).toBe(200);
      expect((await calls.read(url)).statusCode).toBe(404);
    }
    expect((await calls.withdrawSite('docs.example', owner.token)).statusCode).toBe(404);
  });

  it('withdraws by site only for the account that publishes it, naming the site with its port', async () => {
    const [owner, other] = [await calls.account('owner'), await calls.account('other')];
    const fileId = await calls.generated(owner, { origin: 'http://127.0.0.1:8080' });
    const url = await publishedUrl(fileId, owner);
    expect(new URL(url).pathname).toMatch(/^\/s\/127-0-0-1-8080-[a-z0-9]{8}\//);

    expect((await calls.withdrawSite('127.0.0.1:8080')).statusCode).toBe(401);
    expect((await calls.withdrawSite('127.0.0.1:8080', other.token)).statusCode).toBe(404);
    expect((await calls.withdrawSite('127.0.0.1', owner.token)).statusCode).toBe(404);
    expect((await calls.read(url)).statusCode).toBe(200);
    expect((await calls.withdrawSite('127.0.0.1:8080', owner.token)).statusCode).toBe(200);
    expect((await calls.read(url)).statusCode).toBe(404);
  });

  it('stops serving a closed account’s file at once', async () => {
    const owner = await calls.account('closing');
    const url = await publishedUrl(await calls.generated(owner), owner);
    expect((await calls.read(url)).statusCode).toBe(200);
    const closed = await server.inject({
      method: 'POST',
      url: '/api/auth/close-account',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { email: owner.email, password: calls.PASSWORD },
    });
    expect(closed.statusCode).toBe(200);
    expect((await calls.read(url)).statusCode).toBe(404);
  });

  it('limits reads of published files per address, generously', async () => {
    const flooding = '203.0.113.9';
    for (let read = 0; read < PUBLISHED_READS_PER_MINUTE; read += 1) {
      expect((await calls.read(`/s/made-up-${read}/llms.txt`, flooding)).statusCode).toBe(404);
    }
    const limited = await calls.read('/s/made-up/llms.txt', flooding);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await calls.read('/s/made-up/llms.txt', '203.0.113.10')).statusCode).toBe(404);
  });
});
