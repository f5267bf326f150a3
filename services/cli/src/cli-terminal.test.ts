import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '@signpost/testing';

/**
 * The built `signpost` command as a person or a script meets it: in a pipe, where nothing but plain
 * text may appear, and on a terminal (a pseudo-terminal made by util-linux's `script`), where the
 * progress bar and colour belong.
 */
const SHIM = fileURLToPath(new URL('../bin/signpost.js', import.meta.url));
const HAS_SCRIPT = spawnSync('script', ['--version']).status === 0;
// eslint-disable-next-line no-control-regex
const COLOUR_CODE = /\u001b\[[0-9;]*m/;
// eslint-disable-next-line no-control-regex
const ANY_ESCAPE = /\u001b/;
const LOG_LINE = /^\{"level":/m;

let site: FixtureSite;
const dir = mkdtempSync(join(tmpdir(), 'signpost-cli-terminal-'));
const env = (extra: Record<string, string> = {}) => ({
  PATH: process.env['PATH'] ?? '',
  TMPDIR: dir,
  SIGNPOST_CRAWL_ALLOW_ADDRESSES: '127.0.0.1',
  CRAWL_TIMEOUT_MS: '5000',
  JOB_BACKOFF_MS: '50',
  ...extra,
});

beforeAll(async () => {
  site = await startFixtureSite({ pages: 6, siteName: 'Fixture Co' });
});

afterAll(async () => {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the command with stdout and stderr as pipes. */
async function piped(argv: string[], extra: Record<string, string> = {}) {
  const child = spawn(process.execPath, [SHIM, ...argv], {
    env: env(extra),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  return { code, stdout, stderr };
}

/** Runs the command on a pseudo-terminal: what the terminal shows, stdout and stderr together. */
async function onTerminal(argv: string[], extra: Record<string, string> = {}) {
  const line = [process.execPath, SHIM, ...argv].map((word) => `'${word}'`).join(' ');
  const child = spawn('script', ['--quiet', '--return', '--command', line, '/dev/null'], {
    env: { ...env(extra), TERM: 'xterm-256color' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let shown = '';
  child.stdout.on('data', (chunk: Buffer) => (shown += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  return { code, shown };
}

describe('signpost in a pipe', () => {
  it('prints a plain summary on stdout, plain progress lines on stderr, and no logs', async () => {
    const result = await piped(['generate', site.origin, '--out', join(dir, 'piped')]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^✔ llms\.txt written for http:\/\/127\.0\.0\.1:\d+\/ {2}score \d+\/100\n/);
    expect(result.stdout).toMatch(/\n {2}Pages {5}\d+ selected of \d+ read \(\d+ found\)\n/);
    expect(result.stderr).toMatch(/^\[ {0,2}\d+%\] Site Discovery: /m);
    for (const text of [result.stdout, result.stderr]) {
      expect(text).not.toMatch(ANY_ESCAPE);
      expect(text).not.toMatch(LOG_LINE);
    }
  }, 90_000);

  it('writes its logs, as JSON lines, to stderr with --verbose', async () => {
    const result = await piped([
      'generate',
      site.origin,
      '--json',
      '--verbose',
      '--out',
      join(dir, 'verbose'),
    ]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ status: 'completed' });
    expect(result.stderr).toMatch(LOG_LINE);
  }, 90_000);

  it('exits 0 for the version, 1 for an invalid file and 2 for no command', async () => {
    expect(await piped(['--version'])).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^\d+\.\d+\.\d+\n$/),
    });
    const bad = join(dir, 'bad.txt');
    writeFileSync(bad, 'No title\n');
    expect(await piped(['validate', bad])).toMatchObject({ code: 1 });
    expect(await piped([])).toMatchObject({ code: 2, stdout: '', stderr: expect.stringContaining('Usage:') });
  });
});

describe.skipIf(!HAS_SCRIPT)('signpost on a terminal', () => {
  it('draws a live progress bar and colours its summary', async () => {
    const { code, shown } = await onTerminal(['generate', site.origin, '--out', join(dir, 'terminal')]);
    expect(code).toBe(0);
    expect(shown).toMatch(/[█░]{24}/);
    expect(shown).toContain('Site Discovery');
    expect(shown).toMatch(COLOUR_CODE);
    expect(shown).toContain('llms.txt written');
  }, 90_000);

  it('says what signpost mcp waits for when a person starts it by hand', async () => {
    // The terminal's input ends at once, which ends the session.
    const { code, shown } = await onTerminal(['mcp']);
    expect(code).toBe(0);
    expect(shown).toContain('signpost mcp is an MCP server: an agent starts it');
    expect(shown).toContain('claude mcp add signpost -- npx signpost mcp');
  }, 60_000);

  it('leaves colour out with NO_COLOR', async () => {
    const good = join(dir, 'good.txt');
    writeFileSync(good, '# Good\n\n> Fine.\n\n## Docs\n\n- [A](https://a.test/): The page\n');
    expect((await onTerminal(['validate', good])).shown).toMatch(COLOUR_CODE);
    const plain = await onTerminal(['validate', good], { NO_COLOR: '1' });
    expect(plain.code).toBe(0);
    expect(plain.shown).toContain('No problems');
    expect(plain.shown).not.toMatch(COLOUR_CODE);
  });
});
