import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, startProofBackends, waitUntilSettled } from '../support/proof-run.js';
import { hammerRoute, throughputLine as line } from '../support/autocannon-run.js';
import { startBareRoute } from '../support/bare-route.js';
import { analyse, signUp } from '../support/gateway-calls.js';
import { waitFor } from '../support/servers.js';
import { proofEnvironment, startCluster, startService, type ServiceProcess } from '../support/services.js';

const CONNECTIONS = 500;
const DURATION_SECONDS = 15;
const WARM_UP_SECONDS = 5;
const PAGES_PER_SITE = 19; // plus the home page: a 20-page record, the size a starter analysis has

/** 500 visitors, each poll from an address of its own. */
const hammer = (url: string, token?: string, seconds = DURATION_SECONDS) =>
  hammerRoute(url, { connections: CONNECTIONS, seconds, token });

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
  const bare = await startBareRoute('/api/analysis/:id', record, 'application/json');
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
