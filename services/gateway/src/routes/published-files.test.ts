import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { generateLlmFileResponseSchema, publishedFileResponseSchema } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { addFetchedPages, createAnalysis, createTestRuntime } from '@signpost/testing';
import { buildServer } from '../server.js';
import { registerAccount } from '../testing/registered-account.test-support.js';

const PASSWORD = 'Correct-Horse-9-Battery';
const PAGES = ['install', 'configure', 'deploy'].map((name) => ({
  url: `https://www.docs.example/${name}`,
  title: name,
  category: 'docs' as const,
  markdown: `# ${name}\n\nHow to ${name} the example, step by step, with every option explained.`,
}));

describe('published files', () => {
  let runtime: Runtime;
  let server: FastifyInstance;
  const accounts: { token: string; userId: string }[] = [];
  let publicUrl: string;

  /** A completed analysis of the docs site owned by `owner`, and a file of `pages` of it. */
  async function generated(owner: { token: string; userId: string } | null, pages = PAGES) {
    const analysis = await createAnalysis(runtime.repos, {
      url: 'https://www.docs.example/',
      status: 'completed',
      stage: 'finalization',
      site_name: 'Docs Example',
      site_summary: 'The example’s documentation.',
      user_id: owner?.userId ?? null,
    });
    await addFetchedPages(runtime.repos, analysis.id, pages);
    await runtime.repos.pages.saveScores(
      analysis.id,
      pages.map(({ url }) => ({ url, qualityScore: 8, scoredBy: 'heuristic' as const, reason: 'test' })),
    );
    const response = await server.inject({
      method: 'POST',
      url: '/api/generate-llm-file',
      ...(owner ? { headers: { authorization: `Bearer ${owner.token}` } } : {}),
      payload: { analysisId: analysis.id, selectedPages: pages.map(({ url }) => ({ url })) },
    });
    expect(response.statusCode).toBe(201);
    return generateLlmFileResponseSchema.parse(response.json()).id;
  }

  const publish = (fileId: string, token?: string, method: 'POST' | 'DELETE' = 'POST') =>
    server.inject({
      method,
      url: `/api/llm-file/${fileId}/publish`,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });
  const pathOf = (url: string) => new URL(url).pathname;

  beforeAll(async () => {
    runtime = await createTestRuntime('published-files-test');
    publicUrl = runtime.config.http.publicUrl;
    server = await buildServer(runtime);
    for (const name of ['owner', 'other']) {
      const account = await registerAccount(server, `${name}-${Date.now()}@example.com`, PASSWORD);
      accounts.push({ token: account.accessToken, userId: account.user.id });
    }
  });
  afterAll(async () => {
    await server.close();
    await runtime.close();
  });

  it('serves a published file at its site’s address, with validators, open CORS and caching', async () => {
    const [owner] = accounts;
    const fileId = await generated(owner!);
    const published = await publish(fileId, owner!.token);
    expect(published.statusCode).toBe(200);
    const address = publishedFileResponseSchema.parse(published.json());
    expect(address.url).toBe(`${publicUrl}/s/docs-example/llms.txt`);
    expect(address.fullUrl).toBe(`${publicUrl}/s/docs-example/llms-full.txt`);

    const file = await server.inject(pathOf(address.url));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(file.headers['access-control-allow-origin']).toBe('*');
    expect(file.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(file.body).toMatch(/^# Docs Example\n/);
    expect(file.body).toContain('(https://www.docs.example/install)');
    const etag = String(file.headers['etag']);
    const lastModified = String(file.headers['last-modified']);
    expect(new Date(lastModified).getTime()).not.toBeNaN();

    const full = await server.inject(pathOf(address.fullUrl));
    expect(full.statusCode).toBe(200);
    expect(full.body).toContain('How to deploy the example');

    const sameTag = await server.inject({ url: pathOf(address.url), headers: { 'if-none-match': etag } });
    expect(sameTag.statusCode).toBe(304);
    expect(sameTag.body).toBe('');
    const since = await server.inject({
      url: pathOf(address.url),
      headers: { 'if-modified-since': lastModified },
    });
    expect(since.statusCode).toBe(304);
    const otherTag = await server.inject({ url: pathOf(address.url), headers: { 'if-none-match': '"old"' } });
    expect(otherTag.statusCode).toBe(200);

    const record = await server.inject({
      url: `/api/llm-file/${fileId}`,
      headers: { authorization: `Bearer ${owner!.token}` },
    });
    expect(record.json()).toMatchObject({ published: address });
    const detail = await server.inject({
      url: `/api/auth/my-analyses/${record.json().analysisId}`,
      headers: { authorization: `Bearer ${owner!.token}` },
    });
    expect(detail.json().analysis.published).toEqual(address);
  });

  it('keeps the address when the site’s file is regenerated and published again, and serves the new text', async () => {
    const [owner] = accounts;
    const fileId = await generated(owner!, PAGES.slice(0, 1));
    const address = publishedFileResponseSchema.parse((await publish(fileId, owner!.token)).json());
    expect(address.url).toBe(`${publicUrl}/s/docs-example/llms.txt`);
    const file = await server.inject(pathOf(address.url));
    expect(file.body).toContain('/install');
    expect(file.body).not.toContain('/deploy');
  });

  it('gives another owner of the same site an address of their own', async () => {
    const [, other] = accounts;
    const fileId = await generated(other!);
    const address = publishedFileResponseSchema.parse((await publish(fileId, other!.token)).json());
    expect(address.url).toBe(`${publicUrl}/s/docs-example-2/llms.txt`);
  });

  it('lets only the owner publish or withdraw, and needs an account', async () => {
    const [owner, other] = accounts;
    const fileId = await generated(owner!);
    expect((await publish(fileId, other!.token)).statusCode).toBe(404);
    expect((await publish(fileId)).statusCode).toBe(401);
    const anonymousFile = await generated(null);
    expect((await publish(anonymousFile)).statusCode).toBe(401);
    expect((await publish(anonymousFile, owner!.token)).statusCode).toBe(404);
    await publish(fileId, owner!.token);
    expect((await publish(fileId, other!.token, 'DELETE')).statusCode).toBe(404);
  });

  it('stops serving a withdrawn file at once, and keeps its address for the next publication', async () => {
    const [owner] = accounts;
    const fileId = await generated(owner!);
    const address = publishedFileResponseSchema.parse((await publish(fileId, owner!.token)).json());
    expect((await server.inject(pathOf(address.url))).statusCode).toBe(200);
    const withdrawn = await publish(fileId, owner!.token, 'DELETE');
    expect(withdrawn.statusCode).toBe(200);
    const record = await server.inject({
      url: `/api/llm-file/${fileId}`,
      headers: { authorization: `Bearer ${owner!.token}` },
    });
    expect(record.json()).toMatchObject({ published: null });
    expect((await server.inject(pathOf(address.url))).statusCode).toBe(404);
    expect((await server.inject(pathOf(address.fullUrl))).statusCode).toBe(404);
    expect((await publish(fileId, owner!.token, 'DELETE')).statusCode).toBe(404);
    const again = publishedFileResponseSchema.parse((await publish(fileId, owner!.token)).json());
    expect(again.url).toBe(address.url);
  });

  it('answers 404 where nothing is published, and 400 for a name no published file has', async () => {
    expect((await server.inject('/s/never-published/llms.txt')).statusCode).toBe(404);
    // Names that cannot be a published file's are refused before any lookup.
    expect((await server.inject('/s/docs-example/passwords.txt')).statusCode).toBe(400);
    expect((await server.inject('/s/..%2F..%2Fetc/llms.txt')).statusCode).toBe(400);
  });
});
