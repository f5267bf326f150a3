import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { run } from './cli.js';

const VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
// eslint-disable-next-line no-control-regex
const COLOUR_CODE = /\u001b\[[0-9;]*m/;

/** Runs the command line in this process: stdout and stderr as the given streams would be. */
async function cli(argv: string[], env: Record<string, string> = {}, isTTY = false) {
  let stdout = '';
  let stderr = '';
  const code = await run(
    argv,
    {
      out: { isTTY, write: (text: string) => ((stdout += text), true) },
      err: { isTTY, write: (text: string) => ((stderr += text), true) },
    },
    { LOG_LEVEL: 'silent', ...env },
  );
  return { code, stdout, stderr };
}

describe('the signpost command line', () => {
  it('prints its version with --version and -v', async () => {
    for (const flag of ['--version', '-v']) {
      expect(await cli([flag])).toEqual({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
    }
  });

  it('prints help for the program and for each command, on stdout with exit 0', async () => {
    const help = await cli(['--help']);
    expect(help.code).toBe(0);
    for (const command of ['validate', 'readiness', 'generate']) expect(help.stdout).toContain(command);
    const generate = await cli(['generate', '--help']);
    expect(generate).toMatchObject({ code: 0, stderr: '' });
    expect(generate.stdout).toMatch(/^Usage: signpost generate \[options\] <url>/);
    expect(generate.stdout).toContain('--max-pages <n>');
    expect((await cli(['validate', '-h'])).stdout).toContain('--no-robots');
    expect((await cli(['readiness', '--help'])).stdout).toContain('--fail-under <score>');
  });

  it('answers no command, an unknown option, a missing or wrong argument with the usage on stderr and exit 2', async () => {
    const cases: [string[], string][] = [
      [[], 'Usage: signpost [options] [command]'],
      [['frobnicate'], "unknown command 'frobnicate'"],
      [['validate'], "missing required argument 'url|file'"],
      [['generate'], "missing required argument 'url'"],
      [['validate', 'a', '--bogus'], "unknown option '--bogus'"],
      [['validate', 'llms.txt', '--max-pages', '3'], "unknown option '--max-pages'"],
      [['generate', 'x.test', '--max-pages', '0'], 'Give a whole number from 1 to 1000.'],
      [['readiness', 'x.test', '--fail-under', '101'], 'Give a whole number from 0 to 100.'],
      [['readiness', 'not a site'], '"not a site" is not a website address.'],
      [['validate', 'no-such-file'], '"no-such-file" is neither a file nor a website address.'],
    ];
    for (const [argv, message] of cases) {
      const result = await cli(argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.stdout, argv.join(' ')).toBe('');
      expect(result.stderr, argv.join(' ')).toContain(message);
      expect(result.stderr, argv.join(' ')).toMatch(/Usage: signpost/);
    }
  });

  it('colours only a terminal, never with NO_COLOR, and always with FORCE_COLOR', async () => {
    const argv = ['validate', 'a', '--bogus'];
    expect((await cli(argv)).stderr).not.toMatch(COLOUR_CODE);
    expect((await cli(argv, {}, true)).stderr).toMatch(COLOUR_CODE);
    expect((await cli(argv, { NO_COLOR: '1' }, true)).stderr).not.toMatch(COLOUR_CODE);
    expect((await cli(argv, { FORCE_COLOR: '1' })).stderr).toMatch(COLOUR_CODE);
    expect((await cli(argv, { FORCE_COLOR: '0' }, true)).stderr).not.toMatch(COLOUR_CODE);
    expect((await cli(argv, { TERM: 'dumb' }, true)).stderr).not.toMatch(COLOUR_CODE);
  });

  it('names the settings that open an address the guard refused, in one line', async () => {
    const refused = await cli(['validate', 'http://169.254.169.254/']);
    expect(refused.code).toBe(1);
    const [line, ...rest] = refused.stderr.trimEnd().split('\n');
    expect(line).toContain('169.254.169.254 is a private or reserved address');
    expect(line).toContain('SIGNPOST_CRAWL_ALLOW_ADDRESSES=169.254.169.254');
    expect(line).toContain('SIGNPOST_CRAWL_ALLOW_PRIVATE=true');
    expect(rest).toEqual([]);
    expect((await cli(['readiness', 'http://10.0.0.1/'])).stderr).toContain(
      'SIGNPOST_CRAWL_ALLOW_ADDRESSES=10.0.0.1',
    );
  });

  it('names them too when an analysis is refused', async () => {
    const refused = await cli(['generate', 'http://127.0.0.1:9/', '--out', 'never-written']);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    // Progress lines come first; the failure is the last line.
    expect(refused.stderr).toMatch(
      /^✖ Analysis of http:\/\/127\.0\.0\.1:9\/ failed: .+ To reach it, set SIGNPOST_CRAWL_ALLOW_ADDRESSES=127\.0\.0\.1 .+\n$/m,
    );
  }, 90_000);

  it('reports a failure in one line, with its stack only under --verbose', async () => {
    const env = { CRAWL_TIMEOUT_MS: 'soon' };
    const plain = await cli(['validate', 'llms.txt'], env);
    expect(plain.code).toBe(1);
    expect(plain.stderr).toMatch(/^✖ Invalid configuration:\n {2}- CRAWL_TIMEOUT_MS: .+\n$/);
    expect(plain.stderr).not.toMatch(/\n\s+at /);
    const verbose = await cli(['validate', 'llms.txt', '--verbose'], env);
    expect(verbose.code).toBe(1);
    expect(verbose.stderr).toMatch(/\n\s+at /);
  });
});
