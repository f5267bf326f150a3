import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@signpost/testing/servers';
import { waitFor } from './servers.js';

/**
 * The built services (services/<name>/dist/main.js) as separate processes, started the way production
 * starts them: settings in the environment, readiness on /readyz.
 */

/**
 * Where the built services are taken from: this checkout, or PROOF_SERVICES_ROOT (another checkout
 * with its own build, say a clean export of a commit while this one is being edited).
 */
const servicesRoot =
  process.env['PROOF_SERVICES_ROOT'] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Each process's log (LOG_LEVEL warn), appended across restarts: read it when a proof fails. */
export const LOG_DIRECTORY = path.join(tmpdir(), `signpost-proof-logs-${process.pid}`);

export type WorkerKind = 'discovery' | 'extraction' | 'scoring';
export const WORKER_KINDS: readonly WorkerKind[] = ['discovery', 'extraction', 'scoring'];

/** Settings of a proof run: loopback sites, heuristic scoring, limits out of the way; the rest as shipped. */
export function proofEnvironment(databaseUrl: string, redisUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    METRICS_TOKEN: 'a-proof-only-metrics-token-0123456789',
    DATABASE_POOL_SIZE: '10',
    JWT_SECRET: 'a-proof-only-secret-that-is-long-enough-0123456789',
    WEB_DIST_DIR: '/nonexistent',
    // The proofs simulate many visitors, each its own address (see nextClientAddress).
    TRUST_PROXY: '127.0.0.1',
    SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true',
    CRAWL_RENDER_CONCURRENCY: '0',
    ANALYSIS_CACHE_HOURS: '0',
    PLAN_STARTER_MAX_PAGES: '200',
    PLAN_STARTER_ANALYSES: '100000',
  };
}

export interface ServiceProcess {
  name: string;
  kind: ServiceKind;
  /** Where /readyz answers: the gateway's (or all-in-one's) port or the worker's health port. */
  port: number;
  child: ChildProcess;
  /** From the spawn to the first ready answer on /readyz. */
  startedInMs: number;
  /** Ends the process with the signal and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A worker, the gateway, or every service in one process (the embedded default). */
export type ServiceKind = WorkerKind | 'gateway' | 'all-in-one';

export async function startService(
  kind: ServiceKind,
  name: string,
  environment: Record<string, string>,
): Promise<ServiceProcess> {
  const main = path.join(servicesRoot, 'services', kind, 'dist', 'main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: build the services first (npm run build)`);
  const port = await freePort();
  const spawnedAt = performance.now();
  const portSetting =
    kind === 'gateway' || kind === 'all-in-one'
      ? { PORT: String(port) }
      : { WORKER_HEALTH_PORT: String(port) };
  mkdirSync(LOG_DIRECTORY, { recursive: true });
  const log = openSync(path.join(LOG_DIRECTORY, `${name}.log`), 'a');
  const child = spawn(process.execPath, [main], {
    cwd: servicesRoot,
    env: { PATH: process.env['PATH'] ?? '', ...environment, ...portSetting },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitFor(async () => {
    if (child.exitCode !== null) return true;
    return (await fetch(`http://127.0.0.1:${port}/readyz`)).ok;
  }, 300_000);
  if (child.exitCode !== null) throw new Error(`${name} exited at start-up with status ${child.exitCode}`);
  return {
    name,
    kind,
    port,
    child,
    startedInMs: performance.now() - spawnedAt,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

const STARTING_AT_ONCE = 4;

export interface Cluster {
  gatewayUrl: string;
  gateway: ServiceProcess;
  workers: ServiceProcess[];
  /** Starts a fresh process in place of the given worker (which must have exited). */
  replace(worker: ServiceProcess): Promise<ServiceProcess>;
  close(): Promise<void>;
}

export async function startCluster(
  environment: Record<string, string>,
  workersPerKind: number,
): Promise<Cluster> {
  const gateway = await startService('gateway', 'gateway', environment);
  const workers: ServiceProcess[] = [];
  // A few at a time: a dozen Node processes booting at once on two cores miss any sane deadline.
  const names = WORKER_KINDS.flatMap((kind) =>
    Array.from({ length: workersPerKind }, (_, index) => ({ kind, name: `${kind}-${index + 1}` })),
  );
  try {
    for (let start = 0; start < names.length; start += STARTING_AT_ONCE) {
      const group = names.slice(start, start + STARTING_AT_ONCE);
      workers.push(
        ...(await Promise.all(group.map(({ kind, name }) => startService(kind, name, environment)))),
      );
    }
  } catch (error) {
    await Promise.all([...workers, gateway].map((started) => started.stop('SIGKILL')));
    throw error;
  }
  const cluster: Cluster = {
    gatewayUrl: `http://127.0.0.1:${gateway.port}`,
    gateway,
    workers,
    replace: async (worker) => {
      const fresh = await startService(worker.kind, worker.name, environment);
      cluster.workers = cluster.workers.map((candidate) => (candidate === worker ? fresh : candidate));
      return fresh;
    },
    close: async () => {
      await Promise.all(cluster.workers.map((worker) => worker.stop('SIGKILL')));
      await gateway.stop('SIGKILL');
    },
  };
  return cluster;
}
