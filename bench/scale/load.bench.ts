import { afterAll, describe, expect, it } from 'vitest';
import {
  audit,
  describeAudit,
  isClean,
  openDatabase,
  progress,
  shed,
  queueAnalyses,
  startProofBackends,
  waitUntilSettled,
} from '../support/proof-run.js';
import { LOG_DIRECTORY, proofEnvironment, startCluster } from '../support/services.js';

const ANALYSES = 200;
const SITES = 20;
const PAGES_PER_SITE = 5; // plus the home page: 6
const LATENCY_MS = 20;
const WORKERS_PER_KIND = 4;

/**
 * Proof 1: 200 analyses queued at once against loopback sites, served by 4 processes of each worker
 * kind and a gateway, each a built service on its own Postgres and Redis. Prints throughput and time
 * per analysis, and the audit: every analysis completed once, no page lost or doubled.
 */
describe('proof: 200 analyses at once on 4 workers of each kind', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
  });

  it('completes every analysis exactly once', { timeout: 600_000 }, async () => {
    const { postgres, redis, sites } = await startProofBackends(closers, {
      count: SITES,
      pages: PAGES_PER_SITE,
      latencyMs: LATENCY_MS,
    });
    const bootStarted = performance.now();
    const cluster = await startCluster(proofEnvironment(postgres.url, redis.url), WORKERS_PER_KIND);
    const bootSeconds = (performance.now() - bootStarted) / 1000;
    console.log(`cluster of ${3 * WORKERS_PER_KIND + 1} processes started in ${bootSeconds.toFixed(1)} s`);
    closers.push(cluster.close);
    const database = openDatabase(postgres.url);
    closers.push(() => database.end());

    const queueStarted = performance.now();
    const { queued, rejected } = await queueAnalyses(cluster.gatewayUrl, sites, ANALYSES);
    const queueSeconds = (performance.now() - queueStarted) / 1000;
    console.log(
      `${queued.length} analyses accepted in ${queueSeconds.toFixed(2)} s, ${rejected.length} refused`,
    );
    const unfinished = await waitUntilSettled(
      database,
      queued.map((analysis) => analysis.id),
      240_000,
      progress(),
    );
    const result = await audit(database, queued);
    console.log(
      describeAudit(
        `${ANALYSES} analyses of ${PAGES_PER_SITE + 1}-page loopback sites (${LATENCY_MS} ms per response), ` +
          `${WORKERS_PER_KIND} processes per worker kind + 1 gateway, ${unfinished} unfinished at the deadline`,
        result,
      ),
    );
    console.log(
      `  cluster started in ${bootSeconds.toFixed(1)} s; ${ANALYSES} POST /api/analyze sent at once: ` +
        `${queued.length} accepted in ${queueSeconds.toFixed(2)} s (${shed.count} x 503 then retried), ` +
        `${rejected.length} refused` +
        `${rejected.length ? ` (${[...new Set(rejected)].slice(0, 3).join('; ')})` : ''}; logs in ${LOG_DIRECTORY}`,
    );
    expect(rejected).toEqual([]);
    expect(isClean(result)).toBe(true);
  });
});
