import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { accountExportSchema } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { addFetchedPages, createAnalysis, createTestRuntime } from '@signpost/testing';
import { accountUsageSubjects } from '@signpost/usage';
import { buildServer } from '../server.js';
import { registerAccount } from '../testing/registered-account.test-support.js';

/** Downloading one's own data from the Settings tab. */
describe('exporting an account', () => {
  let runtime: Runtime;
  let server: FastifyInstance;

  beforeAll(async () => {
    runtime = await createTestRuntime('account-export-test');
    server = await buildServer(runtime);
  });
  afterAll(async () => {
    await server.close();
    await runtime.close();
  });

  const register = (email: string) => registerAccount(server, email, 'Export-Password-1');

  it("gives the owner its account, analyses with pages and files, and counted uses, and nobody else's", async () => {
    const owner = await register(`owner-${Date.now()}@example.com`);
    const other = await register(`other-${Date.now()}@example.com`);
    const analysis = await createAnalysis(runtime.repos, {
      user_id: owner.user.id,
      url: 'https://owned.example/',
    });
    await addFetchedPages(runtime.repos, analysis.id, [
      { url: 'https://owned.example/guide', title: 'Guide' },
    ]);
    await runtime.repos.pages.saveScores(analysis.id, [
      { url: 'https://owned.example/guide', qualityScore: 8, scoredBy: 'heuristic', reason: 'Long' },
    ]);
    const file = await runtime.repos.llmFiles.create({
      id: crypto.randomUUID(),
      analysisId: analysis.id,
      content: '# Owned\n',
      pageCount: 1,
    });
    await runtime.repos.usage.record(accountUsageSubjects(owner.user), 'analysis', analysis.id);
    await createAnalysis(runtime.repos, { user_id: other.user.id, url: 'https://not-yours.example/' });

    const response = await server.inject({
      url: '/api/auth/export',
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="signpost-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    const exported = accountExportSchema.parse(response.json());
    expect(exported.account).toMatchObject({
      id: owner.user.id,
      email: owner.user.email,
      subscriptionStatus: null,
    });
    expect(exported.analyses).toHaveLength(1);
    expect(exported.analyses[0]).toMatchObject({
      id: analysis.id,
      url: 'https://owned.example/',
      pages: [{ url: 'https://owned.example/guide', title: 'Guide', qualityScore: 8 }],
      files: [{ id: file.id, content: '# Owned\n', pageCount: 1 }],
    });
    // Counted under the account and its email, the use is one use.
    expect(exported.usage).toEqual([{ kind: 'analysis', at: expect.any(String) }]);
    expect(response.body).not.toContain('not-yours.example');
    expect(response.body).not.toContain('$argon2');
  });

  it('gives the owner its monitors with their runs, never a webhook secret, and its published files', async () => {
    const owner = await register(`monitors-${Date.now()}@example.com`);
    const other = await register(`other-monitors-${Date.now()}@example.com`);
    const monitor = await runtime.repos.monitors.create({
      id: crypto.randomUUID(),
      userId: owner.user.id,
      url: 'https://watched.example/',
      site: 'watched.example',
      schedule: 'weekly',
      notifyEmail: true,
      webhookUrl: 'https://hooks.example/signpost',
      webhookSecret: 'whsec_never-exported',
      nextRunAt: new Date('2026-06-01T08:00:00Z'),
    });
    const run = await runtime.repos.monitorRuns.start(crypto.randomUUID(), monitor.id, 'schedule');
    await runtime.repos.monitorRuns.skip(run?.id ?? '', 'The plan’s analyses are used up.');
    await runtime.repos.monitors.create({
      id: crypto.randomUUID(),
      userId: other.user.id,
      url: 'https://not-yours.example/',
      site: 'not-yours.example',
      schedule: 'daily',
      notifyEmail: true,
      webhookUrl: null,
      webhookSecret: null,
      nextRunAt: new Date(),
    });
    const analysis = await createAnalysis(runtime.repos, {
      user_id: owner.user.id,
      url: 'https://published.example/',
      status: 'completed',
    });
    const file = await runtime.repos.llmFiles.create({
      id: crypto.randomUUID(),
      analysisId: analysis.id,
      content: '# Published\n',
      pageCount: 0,
    });
    const publication = await server.inject({
      method: 'POST',
      url: `/api/llm-file/${file.id}/publish`,
      headers: { authorization: `Bearer ${owner.accessToken}` },
      payload: {},
    });
    expect(publication.statusCode).toBe(200);

    const response = await server.inject({
      url: '/api/auth/export',
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    const exported = accountExportSchema.parse(response.json());
    expect(exported.monitors).toEqual([
      {
        id: monitor.id,
        url: 'https://watched.example/',
        schedule: 'weekly',
        notify: { email: true, webhookUrl: 'https://hooks.example/signpost' },
        paused: false,
        createdAt: monitor.created_at.toISOString(),
        nextRunAt: '2026-06-01T08:00:00.000Z',
        runs: [
          expect.objectContaining({
            id: run?.id,
            status: 'skipped',
            error: 'The plan’s analyses are used up.',
          }),
        ],
      },
    ]);
    expect(exported.publishedFiles).toEqual([
      {
        slug: expect.stringMatching(/^published-example/),
        site: 'published.example',
        publishedAt: expect.any(String),
        withdrawnAt: null,
      },
    ]);
    expect(new URL(publication.json().url).pathname).toContain(`/s/${exported.publishedFiles[0]?.slug}/`);
    expect(response.body).not.toContain('whsec_');
    expect(response.body).not.toContain('not-yours.example');
  });

  it('streams every analysis, however many, newest first, without a length known in advance', async () => {
    const owner = await register(`many-${Date.now()}@example.com`);
    const made = [];
    for (let n = 0; n < 60; n++) {
      made.push(
        await createAnalysis(runtime.repos, {
          user_id: owner.user.id,
          url: `https://many-${n}.example/`,
          created_at: new Date(Date.UTC(2026, 0, 1, 0, n)),
        }),
      );
    }
    const response = await server.inject({
      url: '/api/auth/export',
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['transfer-encoding']).toBe('chunked');
    const exported = accountExportSchema.parse(response.json());
    expect(exported.analyses.map((analysis) => analysis.id)).toEqual(made.map((row) => row.id).reverse());
  });

  it('refuses a caller without a session', async () => {
    expect((await server.inject('/api/auth/export')).statusCode).toBe(401);
  });
});
