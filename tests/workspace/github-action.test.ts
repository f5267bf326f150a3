import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { validateLlmsTxt } from '@signpost/llmstxt';
import { startLocalServer, type LocalServer } from '@signpost/testing/servers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SCRIPT = path.join(root, 'scripts/github-action/check-llms-txt.sh');

interface Step {
  uses?: string;
  shell?: string;
  run?: string;
  env?: Record<string, string>;
}
interface Action {
  inputs: Record<string, { required?: boolean; default?: string }>;
  runs: { using: string; steps: Step[] };
}

/** Files whose links lead to pages of the test's site, which answer. */
const good = (origin: string) => `# Good\n\n> A site.\n\n## Docs\n\n- [A](${origin}/a): The first page\n`;
const warned = (origin: string) => `# Warned\n\n## Docs\n\n- [A](${origin}/a)\n`;

/** The action's check as a runner runs it: its inputs in the environment, the action's folder given. */
function check(inputs: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', [SCRIPT], {
      env: {
        PATH: process.env['PATH'] ?? '',
        GITHUB_ACTION_PATH: root,
        SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true',
        LOG_LEVEL: 'silent',
        SIGNPOST_ROBOTS: 'false',
        ...inputs,
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('close', (code) => resolve({ code: code ?? -1, output }));
  });
}

describe('the GitHub Action', () => {
  const action = parse(readFileSync(path.join(root, 'action.yml'), 'utf8')) as Action;
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

  it('is a composite action that passes its inputs to the check as environment, never into the script', () => {
    expect(action.runs.using).toBe('composite');
    expect(action.inputs['url']?.required).toBe(true);
    const checkStep = action.runs.steps.at(-1);
    expect(checkStep?.run).toBe('bash "$GITHUB_ACTION_PATH/scripts/github-action/check-llms-txt.sh"');
    expect(checkStep?.env).toMatchObject({
      SIGNPOST_URL: '${{ inputs.url }}',
      SIGNPOST_FAIL_UNDER: '${{ inputs.fail-under }}',
      SIGNPOST_EXPECTED_FILE: '${{ inputs.expected-file }}',
    });
    for (const step of action.runs.steps) expect(step.run ?? '').not.toContain('${{ inputs');
  });

  it('passes a file at or over the threshold and fails one under it', async () => {
    served = good(site.url);
    expect(await check({ SIGNPOST_URL: site.url, SIGNPOST_FAIL_UNDER: '90' })).toMatchObject({ code: 0 });
    served = warned(site.url);
    const { score } = validateLlmsTxt(Buffer.from(served));
    const under = await check({ SIGNPOST_URL: site.url, SIGNPOST_FAIL_UNDER: String(score + 1) });
    expect(under.code).toBe(1);
    expect(under.output).toContain(`Score ${score} is under the --fail-under of ${score + 1}.`);
  });

  it('runs the agent-readiness report when asked, failing under its threshold', async () => {
    served = good(site.url);
    const lenient = await check({
      SIGNPOST_URL: site.url,
      SIGNPOST_FAIL_UNDER: '0',
      SIGNPOST_READINESS_FAIL_UNDER: '1',
    });
    expect(lenient.code).toBe(0);
    expect(lenient.output).toContain(`Agent readiness of ${site.url}/`);
    const strict = await check({
      SIGNPOST_URL: site.url,
      SIGNPOST_FAIL_UNDER: '0',
      SIGNPOST_READINESS_FAIL_UNDER: '100',
    });
    expect(strict.code).toBe(1);
    expect(strict.output).toMatch(/Score \d+ is under the --fail-under of 100\./);
  });

  it('fails the build when the live file drifts from the one in the repository', async () => {
    const kept = path.join(dir, 'llms.txt');
    writeFileSync(kept, good(site.url));
    served = good(site.url);
    const same = await check({
      SIGNPOST_URL: site.url,
      SIGNPOST_FAIL_UNDER: '0',
      SIGNPOST_EXPECTED_FILE: kept,
    });
    expect(same).toMatchObject({ code: 0, output: expect.stringContaining('matches') });
    served = good(site.url).replace('The first page', 'The first page, edited on the site');
    const drifted = await check({
      SIGNPOST_URL: site.url,
      SIGNPOST_FAIL_UNDER: '0',
      SIGNPOST_EXPECTED_FILE: kept,
    });
    expect(drifted.code).toBe(1);
    expect(drifted.output).toContain('::error::The live');
    expect(drifted.output).toContain(`+- [A](${site.url}/a): The first page, edited on the site`);
  });

  it('refuses a url input that curl or the CLI would read as an option', async () => {
    const written = path.join(dir, 'written-by-curl');
    for (const url of [`-o${written}`, '--version', `-K/etc/passwd`]) {
      const refused = await check({ SIGNPOST_URL: url, SIGNPOST_EXPECTED_FILE: path.join(dir, 'llms.txt') });
      expect(refused.code).toBe(2);
      expect(refused.output).toContain('::error::The url input must be an http(s):// address');
    }
    expect(existsSync(written)).toBe(false);
    const local = await check({
      SIGNPOST_URL: 'public/llms.txt',
      SIGNPOST_EXPECTED_FILE: path.join(dir, 'llms.txt'),
    });
    expect(local.code).toBe(2);
    expect(local.output).toContain('must then start with http:// or https://');
  });
});
