import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { afterAll, describe, expect, it } from 'vitest';
import type { FixtureSite } from '@signpost/testing';
import {
  nextClientAddress,
  openDatabase,
  startProofBackends,
  waitUntilSettled,
} from '../support/proof-run.js';
import { waitFor } from '../support/servers.js';
import { proofEnvironment, startCluster, startService, type ServiceProcess } from '../support/services.js';

const CONNECTIONS = 500;
const DURATION_SECONDS = 15;
const WARM_UP_SECONDS = 5;
const PAGES_PER_SITE = 19; // plus the home page: a 20-page record, the size a starter analysis has
const PASSWORD = 'Polling-Along-2030!';

/**
 * A bare Fastify process answering every GET /api/analysis/:id with the same JSON the gateway sends:
 * the ceiling for the framework on this machine, against which the gateway's route is measured.
 */
async function startBareFastify(body: string): Promise<{ url: string; close(): Promise<void> }> {
  const script = `
    import Fastify from 'fastify';
    const body = process.env.BODY;
    const app = Fastify();
    app.get('/api/analysis/:id', (request, reply) => reply.type('application/json').send(body));
    await app.listen({ port: 0, host: '127.0.0.1' });
    process.stdout.write(String(app.server.address().port) + '\\n');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { PATH: process.env['PATH'] ?? '', BODY: body },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let port = '';
  child.stdout.on('data', (chunk: Buffer) => (port += chunk.toString()));
  await waitFor(async () => port.endsWith('\n'), 30_000);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url: `http://127.0.0.1:${port.trim()}`,
    close: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

async function hammer(url: string, token?: string, seconds = DURATION_SECONDS): Promise<autocannon.Result> {
  const authorization = token ? { authorization: `Bearer ${token}` } : {};
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    // Each poll from another visitor, as 500 people watching their analyses would be.
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          headers: { ...authorization, 'x-forwarded-for': nextClientAddress() },
        }),
      },
    ],
  });
}

function line(name: string, result: autocannon.Result, bare?: autocannon.Result): string {
  const share = bare
    ? ` (${((result.requests.average / bare.requests.average) * 100).toFixed(0)}% of bare)`
    : '';
  return (
    `  ${name}: ${result.requests.average.toFixed(0)} req/s${share}, latency p50 ${result.latency.p50} ms, ` +
    `p99 ${result.latency.p99} ms, ${result['2xx']} ok, ${result.non2xx} non-2xx, ${result.errors} errors, ` +
    `${result.timeouts} timeouts${result.non2xx > 0 ? ` (statuses ${JSON.stringify(result.statusCodeStats)})` : ''}`
  );
}

async function post(url: string, body: object, token?: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': nextClientAddress(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** A new account's access token: the pollers are that person watching their analysis. */
async function signUp(baseUrl: string): Promise<string> {
  const email = `poller-${Date.now()}@example.com`;
  const { status, body } = await post(`${baseUrl}/api/auth/register`, { email, password: PASSWORD });
  if (status !== 201) throw new Error(`register answered ${status} ${JSON.stringify(body)}`);
  return (body as { accessToken: string }).accessToken;
}

async function analyse(baseUrl: string, site: FixtureSite, token?: string): Promise<string> {
  const { status, body } = await post(`${baseUrl}/api/analyze`, { url: site.origin, force: true }, token);
  const id = (body as { analysisId?: string }).analysisId;
  if (status !== 202 || !id) throw new Error(`POST /api/analyze answered ${status} ${JSON.stringify(body)}`);
  return id;
}

interface Gateway {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * 500 pollers of one completed analysis of its owner, signed in, against the bare route, and of an
 * anonymous analysis of the same site (no session to check), and signed in with the session cache off (SESSION_CACHE_SIZE=0: every poll reads the
 * session from the database, as before the cache), on the gateway `restart` starts with those settings.
 */
async function measure(
  backend: string,
  gateway: Gateway,
  { analysisId, anonymousId }: { analysisId: string; anonymousId: string },
  token: string,
  restart: (settings: Record<string, string>) => Promise<Gateway>,
  closers: (() => Promise<void>)[],
): Promise<string> {
  const recordUrl = (baseUrl: string) => `${baseUrl}/api/analysis/${analysisId}`;
  const recordResponse = await fetch(recordUrl(gateway.baseUrl), {
    headers: { authorization: `Bearer ${token}` },
  });
  const record = await recordResponse.text();
  expect(JSON.parse(record)).toMatchObject({ status: 'completed' });
  const bare = await startBareFastify(record);
  closers.push(bare.close);
  const bareUrl = `${bare.url}/api/analysis/${analysisId}`;

  await hammer(bareUrl, undefined, WARM_UP_SECONDS);
  await hammer(recordUrl(gateway.baseUrl), token, WARM_UP_SECONDS);
  const bareResult = await hammer(bareUrl);
  const anonymous = await hammer(`${gateway.baseUrl}/api/analysis/${anonymousId}`);
  const signedIn = await hammer(recordUrl(gateway.baseUrl), token);
  await gateway.stop();
  const uncachedGateway = await restart({ SESSION_CACHE_SIZE: '0' });
  await hammer(recordUrl(uncachedGateway.baseUrl), token, WARM_UP_SECONDS);
  const uncached = await hammer(recordUrl(uncachedGateway.baseUrl), token);
  await uncachedGateway.stop();
  await bare.close();

  const report = [
    `${backend}: ${CONNECTIONS} connections for ${DURATION_SECONDS} s each, a ` +
      `${(record.length / 1024).toFixed(1)} KiB record (${PAGES_PER_SITE + 1} pages)`,
    line('bare Fastify route', bareResult),
    line('gateway, anonymous', anonymous, bareResult),
    line('gateway, signed in (session cache)', signedIn, bareResult),
    line('gateway, signed in, SESSION_CACHE_SIZE=0', uncached, bareResult),
  ].join('\n');
  console.log(report);
  for (const result of [bareResult, anonymous, signedIn, uncached]) expect(result.non2xx).toBe(0);
  return report;
}

const serviceGateway = (process: ServiceProcess): Gateway => ({
  baseUrl: `http://127.0.0.1:${process.port}`,
  stop: () => process.stop('SIGTERM'),
});

/**
 * Proof 4: 500 concurrent pollers on GET /api/analysis/{id} of a completed 20-page analysis, against
 * the gateway as built (rate limit, caller, schema-checked response), distributed (Postgres and Redis)
 * and embedded (all-in-one on PGlite), and against a bare Fastify route sending the same bytes in the
 * same run. Target: the gateway at >= 50% of bare, signed in, on both. Autocannon runs in this process.
 */
describe('proof: 500 pollers on GET /api/analysis/{id}', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
  });

  it(
    'measures the gateway against a bare Fastify route, on both backends',
    { timeout: 900_000 },
    async () => {
      const { postgres, redis, sites } = await startProofBackends(closers, {
        count: 1,
        pages: PAGES_PER_SITE,
        latencyMs: 0,
      });
      const site = sites[0]!;
      const environment = proofEnvironment(postgres.url, redis.url);
      const reports: string[] = [];

      // Distributed: one analysis run to completion by a worker of each kind, which then stop.
      const cluster = await startCluster(environment, 1);
      const distributedToken = await signUp(cluster.gatewayUrl);
      const distributed = {
        analysisId: await analyse(cluster.gatewayUrl, site, distributedToken),
        anonymousId: await analyse(cluster.gatewayUrl, site),
      };
      const database = openDatabase(postgres.url);
      closers.push(() => database.end());
      expect(await waitUntilSettled(database, Object.values(distributed), 60_000)).toBe(0);
      await cluster.close();
      const startGateway = async (settings: Record<string, string> = {}) => {
        const started = await startService('gateway', 'gateway-pollers', { ...environment, ...settings });
        closers.push(() => started.stop('SIGKILL'));
        return serviceGateway(started);
      };
      reports.push(
        await measure(
          'distributed',
          await startGateway(),
          distributed,
          distributedToken,
          startGateway,
          closers,
        ),
      );

      // Embedded: every service in one process on PGlite, as `npm start` runs it.
      const dataDir = mkdtempSync(path.join(tmpdir(), 'signpost-pollers-'));
      closers.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      const { DATABASE_URL: _database, REDIS_URL: _redis, ...shared } = environment;
      const startEmbedded = async (settings: Record<string, string> = {}) => {
        const started = await startService('all-in-one', 'all-in-one-pollers', {
          ...shared,
          DATA_DIR: dataDir,
          ...settings,
        });
        closers.push(() => started.stop('SIGKILL'));
        return serviceGateway(started);
      };
      const embedded = await startEmbedded();
      const embeddedToken = await signUp(embedded.baseUrl);
      const embeddedIds = {
        analysisId: await analyse(embedded.baseUrl, site, embeddedToken),
        anonymousId: await analyse(embedded.baseUrl, site),
      };
      await waitFor(async () => {
        const statuses = await Promise.all(
          Object.values(embeddedIds).map(async (id) => {
            const response = await fetch(`${embedded.baseUrl}/api/analysis/${id}`, {
              headers: { authorization: `Bearer ${embeddedToken}` },
            });
            return ((await response.json()) as { status?: string }).status;
          }),
        );
        return statuses.every((status) => status === 'completed');
      }, 120_000);
      reports.push(await measure('embedded', embedded, embeddedIds, embeddedToken, startEmbedded, closers));

      console.log(reports.join('\n'));
    },
  );
});
