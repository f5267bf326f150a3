import { afterAll, describe, expect, it } from 'vitest';
import {
  audit,
  describeAudit,
  isClean,
  openDatabase,
  progress,
  queueAnalyses,
  startProofBackends,
  waitUntilSettled,
  type QueuedAnalysis,
} from '../support/proof-run.js';
import { LOG_DIRECTORY, proofEnvironment, startCluster, type ServiceProcess } from '../support/services.js';

const KILLS = 20;
const KILL_EVERY_MS = 3_000;
const FIRST_WAVE = 100;
const PER_KILL = 5;
const SITES = 10;
const PAGES_PER_SITE = 9;
const LATENCY_MS = 20;
const WORKERS_PER_KIND = 2;

/**
 * Proof 2: during a run, a random worker process is killed with SIGKILL every few seconds and a fresh
 * one started in its place, 20 times. Analyses keep arriving while the kills go on. Prints which
 * workers died and the audit: every analysis completed, no page lost or doubled.
 */
describe('proof: a worker killed with SIGKILL every few seconds', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
  });

  it('completes every analysis through 20 kills', { timeout: 600_000 }, async () => {
    const { postgres, redis, sites } = await startProofBackends(closers, {
      count: SITES,
      pages: PAGES_PER_SITE,
      latencyMs: LATENCY_MS,
    });
    // A killed worker's job is taken over once its lock lapses: seconds rather than a minute, as a
    // cluster expecting frequent pod loss would set it (shorter still and busy workers lose their locks).
    const environment = {
      ...proofEnvironment(postgres.url, redis.url),
      JOB_LOCK_MS: '20000',
      JOB_STALLED_INTERVAL_MS: '5000',
    };
    const cluster = await startCluster(environment, WORKERS_PER_KIND);
    closers.push(cluster.close);
    const database = openDatabase(postgres.url);
    closers.push(() => database.end());

    const firstWave = await queueAnalyses(cluster.gatewayUrl, sites, FIRST_WAVE);
    const queued: QueuedAnalysis[] = firstWave.queued;
    const rejected = firstWave.rejected;
    const victims: string[] = [];
    const replacements: Promise<ServiceProcess>[] = [];
    const alive = () =>
      cluster.workers.filter((worker) => worker.child.exitCode === null && worker.child.signalCode === null);
    for (let kill = 0; kill < KILLS; kill++) {
      await new Promise((resolve) => setTimeout(resolve, KILL_EVERY_MS));
      const candidates = alive();
      const victim = candidates[Math.floor(Math.random() * candidates.length)]!;
      victims.push(victim.name);
      await victim.stop('SIGKILL');
      replacements.push(cluster.replace(victim));
      const wave = await queueAnalyses(cluster.gatewayUrl, sites, PER_KILL);
      queued.push(...wave.queued);
      rejected.push(...wave.rejected);
    }
    await Promise.all(replacements);
    const unfinished = await waitUntilSettled(
      database,
      queued.map((analysis) => analysis.id),
      180_000,
      progress(),
    );
    const result = await audit(database, queued);
    const byKind = new Map<string, number>();
    for (const name of victims)
      byKind.set(name.replace(/-\d+$/, ''), (byKind.get(name.replace(/-\d+$/, '')) ?? 0) + 1);
    console.log(
      describeAudit(
        `${victims.length} SIGKILLs, one every ${KILL_EVERY_MS / 1000} s (` +
          [...byKind].map(([kind, kills]) => `${kind} ${kills}`).join(', ') +
          `), ${WORKERS_PER_KIND} processes per worker kind, ${queued.length} analyses of ` +
          `${PAGES_PER_SITE + 1}-page sites, ${unfinished} unfinished at the deadline`,
        result,
      ),
    );
    console.log(`  ${rejected.length} POST /api/analyze refused; logs in ${LOG_DIRECTORY}`);
    expect(victims).toHaveLength(KILLS);
    expect(rejected).toEqual([]);
    expect(isClean(result)).toBe(true);
  });
});
