import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startFixtureSite } from '@signpost/testing';
import { hammerRoute, throughputLine } from './support/autocannon-run.js';
import { startBareRoute } from './support/bare-route.js';
import { analyse, post, signUp } from './support/gateway-calls.js';
import { waitFor } from './support/servers.js';
import { proofEnvironment, startService } from './support/services.js';

const CONNECTIONS = 200;
const SECONDS = 10;

/**
 * Published files under load: 200 clients reading a published llms.txt from the all-in-one process
 * (`npm start`, on PGlite), against a bare Fastify route sending the same bytes, and the same with a
 * current ETag (304s). Run: `npm run bench -- bench/published-files.bench.ts` (after `npm run build`).
 */
describe('published files under load', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
  });

  it('serves a published llms.txt near the framework’s own speed', { timeout: 300_000 }, async () => {
    const site = await startFixtureSite({ pages: 19, siteName: 'Published Site' });
    closers.push(site.close);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'signpost-published-'));
    closers.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const { DATABASE_URL: _database, REDIS_URL: _redis, ...embedded } = proofEnvironment('', '');
    const service = await startService('all-in-one', 'all-in-one-published', {
      ...embedded,
      DATA_DIR: dataDir,
    });
    closers.push(() => service.stop('SIGKILL'));
    const baseUrl = `http://127.0.0.1:${service.port}`;

    const token = await signUp(baseUrl);
    const analysisId = await analyse(baseUrl, site, token);
    const auth = { authorization: `Bearer ${token}` };
    await waitFor(async () => {
      const record = (await (
        await fetch(`${baseUrl}/api/analysis/${analysisId}`, { headers: auth })
      ).json()) as {
        status: string;
        discoveredPages: { url: string }[];
      };
      return record.status === 'completed';
    }, 120_000);
    const record = (await (
      await fetch(`${baseUrl}/api/analysis/${analysisId}`, { headers: auth })
    ).json()) as {
      discoveredPages: { url: string }[];
    };
    const generated = await post(
      `${baseUrl}/api/generate-llm-file`,
      { analysisId, selectedPages: record.discoveredPages.map(({ url }) => ({ url })) },
      token,
    );
    const fileId = (generated.body as { id: string }).id;
    const published = await post(`${baseUrl}/api/llm-file/${fileId}/publish`, {}, token);
    expect(published.status).toBe(200);
    const publishedPath = new URL((published.body as { url: string }).url).pathname;
    const publishedUrl = `${baseUrl}${publishedPath}`;
    const first = await fetch(publishedUrl);
    const body = await first.text();
    const etag = first.headers.get('etag') ?? '';

    const bare = await startBareRoute('/s/:slug/:file', body, 'text/plain; charset=utf-8');
    closers.push(bare.close);
    const load = { connections: CONNECTIONS, seconds: SECONDS };
    await hammerRoute(publishedUrl, { ...load, seconds: 3 });
    const bareResult = await hammerRoute(`${bare.url}${publishedPath}`, load);
    const served = await hammerRoute(publishedUrl, load);
    const revalidated = await hammerRoute(publishedUrl, { ...load, headers: { 'if-none-match': etag } });
    console.log(
      [
        `\npublished llms.txt of ${(Buffer.byteLength(body) / 1024).toFixed(1)} KiB, ${CONNECTIONS} clients for ${SECONDS} s each`,
        throughputLine('bare Fastify route', bareResult),
        throughputLine('gateway, 200 with the text', served, bareResult),
        throughputLine('gateway, 304 to a current ETag', revalidated, bareResult),
      ].join('\n'),
    );
    expect(served.non2xx).toBe(0);
  });
});
