import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '@signpost/testing';

const SHIM = fileURLToPath(new URL('../bin/signpost.js', import.meta.url));

let site: FixtureSite;
const dir = mkdtempSync(join(tmpdir(), 'signpost-cli-process-'));

beforeAll(async () => {
  site = await startFixtureSite({ pages: 8, siteName: 'Fixture Co' });
});

afterAll(async () => {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the built `signpost` command through its shim, with a temporary folder of its own. */
async function signpost(temporary: string, ...argv: string[]) {
  const child = spawn(process.execPath, [SHIM, ...argv], {
    env: {
      PATH: process.env.PATH,
      TMPDIR: temporary,
      LOG_LEVEL: 'silent',
      SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true',
      CRAWL_TIMEOUT_MS: '5000',
      JOB_BACKOFF_MS: '50',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.resume();
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stdout };
}

it('generates through the command and leaves its temporary folder empty', async () => {
  const temporary = mkdtempSync(join(dir, 'tmp-'));
  const out = join(dir, 'out');
  const result = await signpost(
    temporary,
    'generate',
    site.origin,
    '--max-pages',
    '20',
    '--out',
    out,
    '--json',
  );
  expect(result.code).toBe(0);
  expect(JSON.parse(result.stdout)).toMatchObject({ status: 'completed', pagesScored: site.paths.length });
  expect(readdirSync(out).sort()).toEqual(['llms-full.txt', 'llms.txt']);
  expect(readdirSync(temporary)).toEqual([]);
}, 90_000);

it('leaves its temporary folder empty when the analysis fails', async () => {
  const temporary = mkdtempSync(join(dir, 'tmp-'));
  const result = await signpost(
    temporary,
    'generate',
    'http://127.0.0.1:9/',
    '--json',
    '--out',
    join(dir, 'never'),
  );
  expect(result.code).toBe(1);
  expect(JSON.parse(result.stdout)).toMatchObject({ status: 'failed' });
  expect(readdirSync(temporary)).toEqual([]);
}, 90_000);

it('runs the command directly when node already has the flags the shim would add', async () => {
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=16', '--max-old-space-size=256', SHIM, 'validate'],
    {
      env: { PATH: process.env.PATH },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect(code).toBe(2);
  expect(stderr).toContain("missing required argument 'url|file'");
});

it('deletes its data folder when stopped by a signal', async () => {
  const temporary = mkdtempSync(join(dir, 'tmp-'));
  const child = spawn(
    process.execPath,
    [SHIM, 'generate', site.origin, '--json', '--out', join(dir, 'stopped')],
    {
      env: {
        PATH: process.env.PATH,
        TMPDIR: temporary,
        LOG_LEVEL: 'silent',
        SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true',
      },
      stdio: 'ignore',
    },
  );
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  // Once the database's folder is seeded the command is mid-run, with its clean-up in place.
  while (!readdirSync(temporary).some((name) => existsSync(join(temporary, name, 'pglite'))))
    await new Promise((resolve) => setTimeout(resolve, 10));
  child.kill('SIGTERM');
  expect(await exited).toBe('SIGTERM');
  expect(readdirSync(temporary)).toEqual([]);
}, 90_000);
