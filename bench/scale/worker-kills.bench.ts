import { afterAll, describe, expect, it } from 'vitest';
import { watchPickups } from '../support/pickup-watch.js';
import {
  audit,
  describeAudit,
  isClean,
  openDatabase,
  percentile,
  progress,
  queueAnalyses,
  startProofBackends,
  waitUntilSettled,
  type QueuedAnalysis,
} from '../support/proof-run.js';
import {
  LOG_DIRECTORY,
  proofEnvironment,
  startCluster,
  type ServiceProcess,
  type WorkerKind,
} from '../support/services.js';

/** A knob of this benchmark, from the environment (e.g. `KILLS_PAGES_PER_SITE=299 npm run bench -- ...`). */
function knob(name: string, fallback: number): number {
  const value = process.env[name];
  return value === undefined || value === '' ? fallback : Number(value);
}

const KILLS = knob('KILLS', 20);
const KILL_EVERY_MS = knob('KILLS_EVERY_MS', 3_000);
const FIRST_WAVE = knob('KILLS_FIRST_WAVE', 100);
const PER_KILL = knob('KILLS_PER_KILL', 5);
const SITES = knob('KILLS_SITES', 10);
const PAGES_PER_SITE = knob('KILLS_PAGES_PER_SITE', 9);
const LATENCY_MS = 20;
const WORKERS_PER_KIND = 2;
/** Job lock and stalled check: the shipped settings unless these are given. */
const LOCK_SETTINGS = Object.fromEntries(
  (['JOB_LOCK_MS', 'JOB_STALLED_INTERVAL_MS'] as const).flatMap((name) =>
    process.env[name] ? [[name, process.env[name]]] : [],
  ),
);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The longest event-loop delay the worker saw since it started (prom-client's default metric). */
async function maxEventLoopDelay(port: number, token: string | undefined): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`, {
    headers: { authorization: `Bearer ${token ?? ''}` },
  });
  const line = (await response.text())
    .split('\n')
    .find((text) => text.startsWith('nodejs_eventloop_lag_max_seconds'));
  return Number(line?.split(' ').at(-1) ?? Number.NaN);
}

/**
 * Proof 2: during a run, a random worker process is killed with SIGKILL every few seconds and a fresh
 * one started in its place, 20 times. Analyses keep arriving while the kills go on. Prints which
 * workers died, the audit (every analysis completed, no page lost or doubled), the distribution of
 * analysis times and how long the killed workers' jobs waited before another worker took them over.
 * The issue's shape: KILLS_EVERY_MS=1000 KILLS_FIRST_WAVE=8 KILLS_PER_KILL=0 KILLS_SITES=8
 * KILLS_PAGES_PER_SITE=299 (300-page analyses).
 */
describe('proof: a worker killed with SIGKILL every few seconds', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
  });

  it(`completes every analysis through ${KILLS} kills`, { timeout: 600_000 }, async () => {
    const { postgres, redis, sites } = await startProofBackends(closers, {
      count: SITES,
      pages: PAGES_PER_SITE,
      latencyMs: LATENCY_MS,
    });
    const environment: Record<string, string> = {
      ...proofEnvironment(postgres.url, redis.url),
      PLAN_STARTER_MAX_PAGES: String(Math.max(200, PAGES_PER_SITE + 1)),
      ...LOCK_SETTINGS,
    };
    const cluster = await startCluster(environment, WORKERS_PER_KIND);
    closers.push(cluster.close);
    const database = openDatabase(postgres.url);
    closers.push(() => database.end());
    const pickups = watchPickups(redis.url, 'signpost');
    closers.push(async () => void (await pickups.stop()));

    const firstWave = await queueAnalyses(cluster.gatewayUrl, sites, FIRST_WAVE);
    const queued: QueuedAnalysis[] = firstWave.queued;
    const rejected = firstWave.rejected;
    const victims: string[] = [];
    const replacements: Promise<ServiceProcess>[] = [];
    const alive = () =>
      cluster.workers.filter((worker) => worker.child.exitCode === null && worker.child.signalCode === null);
    for (let kill = 0; kill < KILLS; kill++) {
      await new Promise((resolve) => setTimeout(resolve, KILL_EVERY_MS));
      // Kills can outpace restarts (a Node process boots in seconds on a busy machine): wait for one.
      while (alive().length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
      const candidates = alive();
      const victim = candidates[Math.floor(Math.random() * candidates.length)]!;
      victims.push(victim.name);
      const killed = await pickups.beforeKill(victim.kind as WorkerKind);
      await victim.stop('SIGKILL');
      killed();
      replacements.push(cluster.replace(victim));
      const wave = await queueAnalyses(cluster.gatewayUrl, sites, PER_KILL);
      queued.push(...wave.queued);
      rejected.push(...wave.rejected);
    }
    const started = await Promise.all(replacements);
    const unfinished = await waitUntilSettled(
      database,
      queued.map((analysis) => analysis.id),
      180_000,
      progress(),
    );
    const { delaysMs, neverPickedUp } = await pickups.stop();
    const loopDelays = await Promise.all(
      alive().map((worker) => maxEventLoopDelay(worker.port, environment['METRICS_TOKEN'])),
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
    const delays = delaysMs.sort((a, b) => a - b);
    console.log(
      `  killed workers' jobs taken over: ${delays.length} (${neverPickedUp} never), after ` +
        `min ${seconds(delays[0] ?? Number.NaN)}, p50 ${seconds(percentile(delays, 0.5))}, ` +
        `p90 ${seconds(percentile(delays, 0.9))}, max ${seconds(delays.at(-1) ?? Number.NaN)}; ` +
        `lock settings ${JSON.stringify(LOCK_SETTINGS)} (empty: as shipped)`,
    );
    const boots = started.map((fresh) => fresh.startedInMs).sort((a, b) => a - b);
    console.log(
      `  replacements ready (spawn to /readyz): min ${seconds(boots[0] ?? Number.NaN)}, ` +
        `p50 ${seconds(percentile(boots, 0.5))}, max ${seconds(boots.at(-1) ?? Number.NaN)}`,
    );
    console.log(
      `  longest event-loop delay in a live worker: ${Math.max(...loopDelays).toFixed(3)} s ` +
        `(a lock is renewed every half of JOB_LOCK_MS; a delay that long loses it)`,
    );
    console.log(`  ${rejected.length} POST /api/analyze refused; logs in ${LOG_DIRECTORY}`);
    expect(victims).toHaveLength(KILLS);
    expect(rejected).toEqual([]);
    expect(isClean(result)).toBe(true);
  });
});
