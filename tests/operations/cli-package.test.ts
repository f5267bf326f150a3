import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '@signpost/testing';
import { packCli } from '../../services/cli/bundle.config.mjs';

/**
 * The CLI as a developer gets it: the packed tarball installed into an empty folder, from the
 * registry (or its cache) like any package, and run with no build step and no workspace around it.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { version } = JSON.parse(readFileSync(path.join(root, 'services/cli/package.json'), 'utf8')) as {
  version: string;
};

let site: FixtureSite;
let tarball = '';
const dir = mkdtempSync(path.join(tmpdir(), 'signpost-cli-package-'));
const project = path.join(dir, 'project');
/**
 * What a developer's shell carries that reaching the registry may need: the certificates and proxy of
 * a network that inspects TLS (without them npm meets a self-signed certificate in the chain).
 */
const NETWORK_SETTINGS = [
  'NODE_EXTRA_CA_CERTS',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'HTTPS_PROXY',
  'https_proxy',
  'HTTP_PROXY',
  'http_proxy',
  'NO_PROXY',
  'no_proxy',
];
// Only what a developer's shell has: npm's own settings of a parent `npm test` must not leak in.
const env = {
  PATH: process.env['PATH'] ?? '',
  HOME: process.env['HOME'] ?? dir,
  TMPDIR: dir,
  ...Object.fromEntries(
    NETWORK_SETTINGS.flatMap((name) => {
      const value = process.env[name];
      return value === undefined ? [] : [[name, value]];
    }),
  ),
};

/** `npx signpost ...` in the project folder. */
async function signpost(argv: string[], extra: Record<string, string> = {}) {
  const child = spawn('npx', ['--no-install', 'signpost', ...argv], {
    cwd: project,
    env: { ...env, ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  return { code, stdout, stderr };
}

beforeAll(async () => {
  site = await startFixtureSite({ pages: 6, siteName: 'Fixture Co' });
  tarball = await packCli(dir);
  mkdirSync(project);
  // An empty folder but for the tarball: npm writes the package.json itself.
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], {
    cwd: project,
    env,
    stdio: 'ignore',
  });
}, 600_000);

afterAll(async () => {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the packed signpost CLI', () => {
  it('is one tarball that carries the workspace packages and installs only what it cannot carry', () => {
    expect(path.basename(tarball)).toBe(`signpost-cli-${version}.tgz`);
    const manifest = JSON.parse(
      readFileSync(path.join(project, 'node_modules/@signpost/cli/package.json'), 'utf8'),
    ) as { dependencies: Record<string, string> };
    expect(Object.keys(manifest.dependencies).sort()).toEqual([
      '@electric-sql/pglite',
      'piscina',
      'playwright-core',
    ]);
    expect(readdirSync(path.join(project, 'node_modules/@signpost'))).toEqual(['cli']);
  });

  it('answers --version', async () => {
    expect(await signpost(['--version'])).toMatchObject({ code: 0, stdout: `${version}\n` });
  });

  it('generates llms.txt for a site with the embedded engine', async () => {
    const out = path.join(dir, 'out');
    const result = await signpost(['generate', site.origin, '--json', '--out', out], {
      SIGNPOST_CRAWL_ALLOW_ADDRESSES: '127.0.0.1',
      CRAWL_TIMEOUT_MS: '5000',
    });
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ status: 'completed', pagesScored: site.paths.length });
    expect(readdirSync(out).sort()).toEqual(['llms-full.txt', 'llms.txt']);
    expect(readFileSync(path.join(out, 'llms.txt'), 'utf8')).toMatch(/^# Fixture Co\n/);
  }, 180_000);

  it('validates a local file', async () => {
    const file = path.join(dir, 'llms.txt');
    writeFileSync(file, '# Good\n\n> Fine.\n\n## Docs\n\n- [A](https://a.test/): The page\n');
    expect(await signpost(['validate', file])).toMatchObject({ code: 0 });
  });
});
