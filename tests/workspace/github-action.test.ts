import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { validateLlmsTxt } from '@signpost/llmstxt';
import { startLocalServer, type LocalServer } from '@signpost/testing/servers';
import { ACTION_BUNDLE, buildAction } from '../../services/cli/bundle.config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Action {
  inputs: Record<string, { required?: boolean; default?: string }>;
  outputs: Record<string, { description: string }>;
  runs: { using: string; main: string };
}
const action = parse(readFileSync(path.join(root, 'action.yml'), 'utf8')) as Action;

/** Files whose links lead to pages of the test's site, which answer. */
const good = (origin: string) => `# Good\n\n> A site.\n\n## Docs\n\n- [A](${origin}/a): The first page\n`;
const warned = (origin: string) => `# Warned\n\n## Docs\n\n- [A](${origin}/a)\n`;

/**
 * The action as a runner starts it: `node` on its main file, each input as INPUT_<NAME> with the
 * defaults of action.yml applied, and GITHUB_OUTPUT naming the file its outputs go to.
 */
function runAction(inputs: Record<string, string>): Promise<{
  code: number;
  log: string;
  outputs: Record<string, string>;
}> {
  const outputFile = path.join(mkdtempSync(path.join(tmpdir(), 'signpost-action-output-')), 'output');
  writeFileSync(outputFile, '');
  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '',
    GITHUB_OUTPUT: outputFile,
    SIGNPOST_CRAWL_ALLOW_ADDRESSES: '127.0.0.1',
    INPUT_ROBOTS: 'false',
  };
  for (const [name, input] of Object.entries(action.inputs)) {
    const variable = `INPUT_${name.toUpperCase()}`;
    env[variable] = inputs[name] ?? env[variable] ?? input.default ?? '';
  }
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, action.runs.main)], { env, cwd: root });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.once('close', (code) => {
      // Each output is written as a heredoc: name<<delimiter, the value, the delimiter.
      const written = readFileSync(outputFile, 'utf8');
      const outputs = Object.fromEntries(
        [...written.matchAll(/^([\w-]+)<<(\S+)\n([^]*?)\n\2$/gm)].map((match) => [match[1], match[3]]),
      );
      rmSync(path.dirname(outputFile), { recursive: true, force: true });
      resolve({ code: code ?? -1, log, outputs: outputs as Record<string, string> });
    });
  });
}

describe('the GitHub Action', () => {
  let site: LocalServer;
  let served = '';
  const dir = mkdtempSync(path.join(tmpdir(), 'signpost-action-'));

  beforeAll(async () => {
    site = await startLocalServer((request, response) => {
      if (request.url === '/llms.txt') response.writeHead(200, { 'content-type': 'text/plain' }).end(served);
      else if (request.url === '/a')
        response
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<title>A</title><p>The first page.</p>');
      else response.writeHead(404).end();
    });
  });
  afterAll(async () => {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is a Node 24 action whose one bundled file needs nothing installed or built', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'scripts/github-action/dist/index.mjs' });
    expect(path.join(root, action.runs.main)).toBe(ACTION_BUNDLE);
    expect(action.inputs['url']?.required).toBe(true);
    expect(Object.keys(action.outputs).sort()).toEqual(['readiness-score', 'score']);
    // A bundle under a few MB keeps the clone and the start quick.
    expect(readFileSync(ACTION_BUNDLE).length).toBeLessThan(3 * 1024 * 1024);
  });

  it('runs the bundle its sources make now', async () => {
    const fresh = await buildAction({ write: false });
    expect(
      fresh === readFileSync(ACTION_BUNDLE, 'utf8'),
      `${action.runs.main} is stale: run \`npm run build:action -w @signpost/cli\` and commit it`,
    ).toBe(true);
  });

  it('passes a file at or over the threshold, fails one under it, and outputs the score', async () => {
    served = good(site.url);
    const passed = await runAction({ url: site.url, 'fail-under': '90' });
    expect(passed).toMatchObject({ code: 0, outputs: { score: '100' } });
    expect(passed.log).toContain('Score 100/100');
    served = warned(site.url);
    const { score } = validateLlmsTxt(Buffer.from(served));
    const under = await runAction({ url: site.url, 'fail-under': String(score + 1) });
    expect(under).toMatchObject({ code: 1, outputs: { score: String(score) } });
    expect(under.log).toContain(`::error::Score ${score} is under the fail-under of ${score + 1}.`);
  });

  it('runs the agent-readiness report when asked, outputs its score, and fails under its threshold', async () => {
    served = good(site.url);
    const lenient = await runAction({ url: site.url, 'fail-under': '0', 'readiness-fail-under': '1' });
    expect(lenient.code).toBe(0);
    expect(lenient.log).toContain(`Agent readiness of ${site.url}/`);
    const readinessScore = Number(lenient.outputs['readiness-score']);
    expect(readinessScore).toBeGreaterThanOrEqual(1);
    const strict = await runAction({ url: site.url, 'fail-under': '0', 'readiness-fail-under': '100' });
    expect(strict).toMatchObject({ code: 1, outputs: { 'readiness-score': String(readinessScore) } });
    expect(strict.log).toContain(
      `::error::Agent-readiness score ${readinessScore} is under the readiness-fail-under of 100.`,
    );
    expect((await runAction({ url: site.url, 'fail-under': '0' })).outputs).not.toHaveProperty(
      'readiness-score',
    );
  });

  it('fails the build when the live file drifts from the one in the repository', async () => {
    const kept = path.join(dir, 'llms.txt');
    writeFileSync(kept, good(site.url));
    served = good(site.url);
    const same = await runAction({ url: site.url, 'fail-under': '0', 'expected-file': kept });
    expect(same).toMatchObject({ code: 0, log: expect.stringContaining(`${site.url}/llms.txt matches`) });
    served = good(site.url).replace('The first page', 'The first page, edited on the site');
    const drifted = await runAction({ url: site.url, 'fail-under': '0', 'expected-file': kept });
    expect(drifted.code).toBe(1);
    expect(drifted.log).toContain(`::error::The live ${site.url}/llms.txt differs from ${kept}`);
    expect(drifted.log).toContain(`+- [A](${site.url}/a): The first page, edited on the site`);
  });

  it('answers inputs it cannot use with exit 2 and an annotation', async () => {
    for (const [inputs, message] of [
      [{ url: '' }, 'The url input is required.'],
      [{ url: site.url, 'fail-under': 'most' }, 'The fail-under input must be a whole number from 0 to 100.'],
      [{ url: site.url, 'readiness-fail-under': '101' }, 'The readiness-fail-under input must be a whole'],
      [{ url: site.url, robots: 'maybe' }, 'The robots input must be "true" or "false".'],
      [{ url: '--version' }, 'The url input: "--version" is neither a file nor a website address.'],
    ] as const) {
      const refused = await runAction(inputs);
      expect(refused.code, JSON.stringify(inputs)).toBe(2);
      expect(refused.log, JSON.stringify(inputs)).toContain(`::error::${message}`);
    }
    const local = path.join(dir, 'local.txt');
    writeFileSync(local, good(site.url));
    const notLive = await runAction({ url: local, 'fail-under': '0', 'expected-file': local });
    expect(notLive.code).toBe(2);
    expect(notLive.log).toContain('must then start with http:// or https://');
    expect(existsSync(local)).toBe(true);
  });
});
