import { afterAll, describe, expect, it } from 'vitest';
import {
  audit,
  describeAudit,
  isClean,
  openDatabase,
  queueAnalyses,
  startProofBackends,
  waitUntilSettled,
  type QueuedAnalysis,
} from '../support/proof-run.js';
import { LOG_DIRECTORY, proofEnvironment, startCluster, type Cluster } from '../support/services.js';

const ANALYSES_PER_PHASE = 40;
const SITES = 10;
const PAGES_PER_SITE = 9;
const LATENCY_MS = 20;
const WORKERS_PER_KIND = 2;
const REDIS_DOWN_MS = 3_000;
const POSTGRES_DOWN_MS = 10_000;
const POLL_EVERY_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Restarts the processes that exited, as Kubernetes would, and names them. */
async function restartExited(cluster: Cluster): Promise<string[]> {
  const exited = cluster.workers.filter((worker) => worker.child.exitCode !== null);
  await Promise.all(exited.map((worker) => cluster.replace(worker)));
  return exited.map((worker) => worker.name);
}

interface PollSummary {
  statuses: Map<string, number>;
  /** Answers during the outage that were not a 503 with an {error, message} body. */
  offContract: string[];
}

/** Polls an endpoint that needs the database until `stop()`, tallying the answers. */
function pollDuringOutage(url: string) {
  const summary: PollSummary = { statuses: new Map(), offContract: [] };
  let polling = true;
  const done = (async () => {
    while (polling) {
      const tally = await fetch(url, { signal: AbortSignal.timeout(5_000) })
        .then(async (response) => {
          const body = (await response.json().catch(() => null)) as {
            error?: unknown;
            message?: unknown;
          } | null;
          const wellFormed = typeof body?.error === 'string' && typeof body.message === 'string';
          if (response.status !== 503 || !wellFormed) {
            summary.offContract.push(`${response.status} ${JSON.stringify(body).slice(0, 120)}`);
          }
          return `${response.status}${typeof body?.error === 'string' ? ` ${body.error}` : ''}`;
        })
        .catch((error: unknown) => {
          summary.offContract.push(`no answer: ${(error as Error).message}`);
          return 'no answer';
        });
      summary.statuses.set(tally, (summary.statuses.get(tally) ?? 0) + 1);
      await sleep(POLL_EVERY_MS);
    }
  })();
  return {
    stop: async () => {
      polling = false;
      await done;
      return summary;
    },
  };
}

/**
 * Proof 3: Redis restarted in the middle of a run, then Postgres stopped for 10 s in the middle of
 * another. The gateway must answer 503 {error, message} while Postgres is away (an analysis record is
 * polled the whole time), recover once it is back, and every analysis of both runs must complete.
 */
describe('proof: Redis restarted, Postgres stopped for 10 s', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
  });

  it('loses no analysis and answers 503 while the database is away', { timeout: 600_000 }, async () => {
    const { postgres, redis, sites } = await startProofBackends(closers, {
      count: SITES,
      pages: PAGES_PER_SITE,
      latencyMs: LATENCY_MS,
    });
    const cluster = await startCluster(proofEnvironment(postgres.url, redis.url), WORKERS_PER_KIND);
    closers.push(cluster.close);
    const database = openDatabase(postgres.url);
    closers.push(() => database.end());
    const queued: QueuedAnalysis[] = [];
    const rejected: string[] = [];
    const queue = async () => {
      const wave = await queueAnalyses(cluster.gatewayUrl, sites, ANALYSES_PER_PHASE);
      queued.push(...wave.queued);
      rejected.push(...wave.rejected);
      return wave.queued;
    };

    // Redis: stopped and started again while the first run is under way.
    const redisRun = await queue();
    await sleep(2_000);
    await redis.stop();
    await sleep(REDIS_DOWN_MS);
    await redis.start();
    const redisUnfinished = await waitUntilSettled(
      database,
      redisRun.map((analysis) => analysis.id),
      120_000,
    );
    const exitedAfterRedis = await restartExited(cluster);
    const redisAudit = await audit(database, redisRun);

    // Postgres: stopped for 10 s while the second run is under way, an analysis record polled throughout.
    const postgresRun = await queue();
    await sleep(2_000);
    await postgres.stop();
    const stoppedAt = performance.now();
    const poller = pollDuringOutage(`${cluster.gatewayUrl}/api/analysis/${postgresRun[0]!.id}`);
    await sleep(POSTGRES_DOWN_MS);
    const outage = await poller.stop();
    await postgres.start();
    const restartedAt = performance.now();
    let recoveredAfterMs = Number.NaN;
    for (let attempt = 0; attempt < 600; attempt++) {
      const response = await fetch(`${cluster.gatewayUrl}/api/analysis/${postgresRun[0]!.id}`).catch(
        () => null,
      );
      if (response?.ok) {
        recoveredAfterMs = performance.now() - restartedAt;
        break;
      }
      await sleep(100);
    }
    const postgresUnfinished = await waitUntilSettled(
      database,
      postgresRun.map((analysis) => analysis.id),
      150_000,
    );
    const exitedAfterPostgres = await restartExited(cluster);
    const postgresAudit = await audit(database, postgresRun);

    console.log(
      [
        describeAudit(
          `Redis stopped for ${REDIS_DOWN_MS / 1000} s and started again (append-only file kept), ` +
            `2 s into a run of ${redisRun.length} analyses; ${redisUnfinished} unfinished at the deadline; ` +
            `worker processes that exited: ${exitedAfterRedis.join(', ') || 'none'}`,
          redisAudit,
        ),
        describeAudit(
          `Postgres stopped (pg_ctl -m fast) for ${((restartedAt - stoppedAt) / 1000).toFixed(1)} s, 2 s into a run ` +
            `of ${postgresRun.length} analyses; ${postgresUnfinished} unfinished at the deadline; ` +
            `worker processes that exited: ${exitedAfterPostgres.join(', ') || 'none'}`,
          postgresAudit,
        ),
        `  GET /api/analysis/{id} every ${POLL_EVERY_MS} ms while Postgres was down: ` +
          [...outage.statuses].map(([status, count]) => `${count} x ${status}`).join(', ') +
          `; ${outage.offContract.length} not a 503 {error, message}` +
          `${outage.offContract.length ? ` (${outage.offContract.slice(0, 3).join('; ')})` : ''}`,
        `  first 200 again ${(recoveredAfterMs / 1000).toFixed(2)} s after Postgres was started`,
        `  ${rejected.length} POST /api/analyze refused; logs in ${LOG_DIRECTORY}`,
      ].join('\n'),
    );
    expect(rejected).toEqual([]);
    expect(outage.offContract).toEqual([]);
    expect(recoveredAfterMs).toBeLessThan(Number.POSITIVE_INFINITY);
    expect(isClean(redisAudit)).toBe(true);
    expect(isClean(postgresAudit)).toBe(true);
  });
});
