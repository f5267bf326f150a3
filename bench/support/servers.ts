import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@signpost/testing/servers';

/**
 * A Postgres and a Redis of the proof's own, on free ports in temporary folders, so stopping or
 * restarting them never disturbs the shared servers other people are using.
 */

const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

/** Postgres refuses to run as root, so as root its commands run as the postgres user. */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function run(command: string, args: string[]): void {
  const [file, argv] = asPostgresUser(command, args);
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
}

export interface ManagedServer {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startPostgres(): Promise<ManagedServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'signpost-proof-pg-'));
  chmodSync(directory, 0o777);
  const data = path.join(directory, 'data');
  const port = await freePort();
  run(`${POSTGRES_BIN}/initdb`, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = [
    `-p ${port}`,
    `-k ${directory}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=400',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const start = async () =>
    run(`${POSTGRES_BIN}/pg_ctl`, [
      '-D',
      data,
      '-o',
      options,
      '-l',
      path.join(directory, 'log'),
      '-w',
      'start',
    ]);
  const stop = async () => run(`${POSTGRES_BIN}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop']);
  await start();
  run(`${POSTGRES_BIN}/createdb`, ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'signpost']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/signpost`,
    start,
    stop,
    close: async () => {
      await stop().catch(() => undefined);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export async function startRedis(): Promise<ManagedServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'signpost-proof-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      // No snapshots, but an append-only file, as BullMQ asks of a production Redis: a restart keeps the jobs.
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'yes',
        '--dir',
        directory,
      ],
      { stdio: 'ignore' },
    );
    await waitFor(async () => {
      const probe = spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' });
      return probe.stdout.trim() === 'PONG';
    }, 10_000);
  };
  const stop = async () => {
    const exiting = child;
    if (!exiting || exiting.exitCode !== null) return;
    const exited = new Promise((resolve) => exiting.once('exit', resolve));
    exiting.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    close: async () => {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
