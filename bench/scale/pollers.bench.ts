import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { afterAll, describe, expect, it } from 'vitest';
import {
  nextClientAddress,
  openDatabase,
  queueAnalyses,
  startProofBackends,
  waitUntilSettled,
} from '../support/proof-run.js';
import { waitFor } from '../support/servers.js';
import { proofEnvironment, startCluster, startService } from '../support/services.js';

const CONNECTIONS = 500;
const DURATION_SECONDS = 15;
const PAGES_PER_SITE = 19; // plus the home page: a 20-page record, the size a starter analysis has

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

async function hammer(url: string): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    // Each poll from another visitor, as 500 people watching their analyses would be.
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, headers: { 'x-forwarded-for': nextClientAddress() } }),
      },
    ],
  });
}

function line(name: string, result: autocannon.Result): string {
  return (
    `  ${name}: ${result.requests.average.toFixed(0)} req/s, latency p50 ${result.latency.p50} ms, ` +
    `p99 ${result.latency.p99} ms, ${result['2xx']} ok, ${result.non2xx} non-2xx, ${result.errors} errors, ` +
    `${result.timeouts} timeouts`
  );
}

/**
 * Proof 4: 500 concurrent pollers on GET /api/analysis/{id} of a completed 20-page analysis, against
 * the gateway as built (rate limit, caller, schema-checked response, Postgres), and against a bare
 * Fastify route sending the same bytes, in the same run. Target: the gateway at >= 50% of bare.
 */
describe('proof: 500 pollers on GET /api/analysis/{id}', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
  });

  it('measures the gateway against a bare Fastify route', { timeout: 600_000 }, async () => {
    const { postgres, redis, sites } = await startProofBackends(closers, {
      count: 1,
      pages: PAGES_PER_SITE,
      latencyMs: 0,
    });
    const site = sites[0];
    const environment = proofEnvironment(postgres.url, redis.url);

    // One analysis run to completion by a worker of each kind, which then stop: only the gateway is busy.
    const cluster = await startCluster(environment, 1);
    const { queued } = await queueAnalyses(cluster.gatewayUrl, [site!], 1);
    const database = openDatabase(postgres.url);
    closers.push(() => database.end());
    expect(await waitUntilSettled(database, [queued[0]!.id], 60_000)).toBe(0);
    await cluster.close();
    const gateway = await startService('gateway', 'gateway-pollers', environment);
    closers.push(() => gateway.stop('SIGKILL'));
    const gatewayUrl = `http://127.0.0.1:${gateway.port}/api/analysis/${queued[0]!.id}`;

    const record = await (await fetch(gatewayUrl)).text();
    expect(JSON.parse(record)).toMatchObject({ status: 'completed' });
    const bare = await startBareFastify(record);
    closers.push(bare.close);

    await hammer(`${bare.url}/api/analysis/${queued[0]!.id}`); // warm-up of both, not counted
    await hammer(gatewayUrl);
    const bareResult = await hammer(`${bare.url}/api/analysis/${queued[0]!.id}`);
    const gatewayResult = await hammer(gatewayUrl);
    const ratio = gatewayResult.requests.average / bareResult.requests.average;
    console.log(
      [
        `${CONNECTIONS} connections for ${DURATION_SECONDS} s each, a ${(record.length / 1024).toFixed(1)} KiB ` +
          `record (${PAGES_PER_SITE + 1} pages), autocannon in the bench process`,
        line('bare Fastify route', bareResult),
        line('gateway GET /api/analysis/{id}', gatewayResult),
        `  gateway throughput = ${(ratio * 100).toFixed(0)}% of bare (target >= 50%)`,
      ].join('\n'),
    );
    expect(gatewayResult.non2xx + bareResult.non2xx).toBe(0);
  });
});
