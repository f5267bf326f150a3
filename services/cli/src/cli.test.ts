import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readinessReportSchema, validationResponseSchema } from '@signpost/contracts';
import { parseLlmsTxt, validateLlmsTxt } from '@signpost/llmstxt';
import { startFixtureSite, type FixtureSite } from '@signpost/testing';
import { run } from './cli.js';

const ENV = {
  LOG_LEVEL: 'silent',
  SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true',
  CRAWL_TIMEOUT_MS: '5000',
  JOB_BACKOFF_MS: '50',
};

/** Runs the CLI in this process and collects what it prints. */
async function cli(...argv: string[]) {
  return cliWith(ENV, ...argv);
}

async function cliWith(env: Record<string, string>, ...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await run(
    argv,
    {
      out: { write: (text: string) => ((stdout += text), true) },
      err: { isTTY: false, write: (text: string) => ((stderr += text), true) },
    },
    env,
  );
  return { code, stdout, stderr };
}

describe('signpost CLI', () => {
  let site: FixtureSite;
  const dir = mkdtempSync(join(tmpdir(), 'signpost-cli-'));

  beforeAll(async () => {
    site = await startFixtureSite({ pages: 8, siteName: 'Fixture Co' });
  });

  afterAll(async () => {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reports agent readiness as text or JSON, and fails under --fail-under', async () => {
    const json = await cli('readiness', site.origin, '--json');
    expect(json.code).toBe(0);
    const report = readinessReportSchema.parse(JSON.parse(json.stdout));
    expect(report.checks.find((item) => item.id === 'sitemap-present')?.status).toBe('pass');
    const text = await cli('readiness', site.origin);
    expect(text.stdout).toContain(`Agent readiness of ${report.url}: ${report.score}/100`);
    // The closing line counts the checks by outcome, so a person sees where the site stands.
    const passed = report.checks.filter((item) => item.status === 'pass').length;
    expect(text.stdout).toMatch(new RegExp(`\\b${passed} passed\\b.* · score ${report.score}/100\\n$`));
    const gated = await cli('readiness', site.origin, '--fail-under', String(report.score + 1));
    expect(gated.code).toBe(1);
    expect(gated.stderr).toContain(`Score ${report.score} is under the --fail-under of ${report.score + 1}.`);
    expect((await cli('readiness')).code).toBe(2);
  });

  it('validates a local file: 0 when valid, 1 with the issues when not, JSON on request', async () => {
    const good = join(dir, 'good.txt');
    writeFileSync(good, '# Good\n\n> Fine.\n\nRead this.\n\n## Docs\n\n- [A](https://a.test/): The page\n');
    const bad = join(dir, 'bad.txt');
    writeFileSync(bad, 'No title\n\n## Docs\n\nprose\n');
    expect(await cli('validate', good)).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/Score 100\/100[^]*\n✔ No problems · score 100\/100\n$/),
    });
    const failed = await cli('validate', bad);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toMatch(/ERROR line 1: No H1 title/);
    expect(failed.stdout).toMatch(/\n✖ \d+ problems? \(\d+ errors?, \d+ warnings?\) · score \d+\/100\n$/);
    const json = await cli('validate', bad, '--json');
    expect(validationResponseSchema.parse(JSON.parse(json.stdout)).valid).toBe(false);
  });

  it('runs whatever database and queue the shell names for a deployment', async () => {
    const good = join(dir, 'deployment-shell.txt');
    writeFileSync(good, '# Good\n\n> Fine.\n\n## Docs\n\n- [A](https://a.test/): The page\n');
    const shell = {
      ...ENV,
      DATABASE_URL: 'postgres://db.internal/signpost',
      REDIS_URL: 'redis://queue.internal',
    };
    expect(await cliWith(shell, 'validate', good)).toMatchObject({ code: 0, stderr: '' });
  });

  it('fails a score under --fail-under, so a build can gate on it', async () => {
    const warned = join(dir, 'warned.txt');
    writeFileSync(warned, '# Warned\n\n## Docs\n\n- [A](https://a.test/)\n');
    const { score, valid } = validateLlmsTxt(readFileSync(warned));
    expect(valid).toBe(true);
    expect(score).toBeLessThan(100);
    expect((await cli('validate', warned, '--fail-under', String(score))).code).toBe(0);
    const gated = await cli('validate', warned, '--fail-under', String(score + 1), '--json');
    expect(gated.code).toBe(1);
    expect(JSON.parse(gated.stdout)).toMatchObject({ score, valid: true });
    expect(gated.stderr).toContain(`Score ${score} is under the --fail-under of ${score + 1}.`);
    for (const wrong of ['101', '-1', '7.5', 'x', '']) {
      expect((await cli('validate', warned, '--fail-under', wrong)).code, wrong).toBe(2);
    }
    expect((await cli('generate', site.origin, '--fail-under', '50')).code).toBe(2);
  });

  it('validates a website, and refuses an address that must never be reached', async () => {
    const missing = await cli('validate', site.origin, '--json', '--no-robots');
    expect(missing.code).toBe(1);
    expect(JSON.parse(missing.stdout)).toMatchObject({ score: 0, issues: [{ code: 'file_unreadable' }] });
    const refused = await cli('validate', 'http://169.254.169.254/');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/private or reserved/);
  });

  // The whole pipeline runs in this process: on a loaded 2-core machine it can take a while.
  it('generates llms.txt and llms-full.txt for a site in process, and reports failure with exit 1', async () => {
    const out = join(dir, 'out');
    const result = await cli('generate', site.origin, '--max-pages', '20', '--out', out, '--json');
    expect(result.code).toBe(0);
    const summary = JSON.parse(result.stdout);
    expect(summary).toMatchObject({ status: 'completed', pagesScored: site.paths.length, score: 100 });
    const llmsTxt = readFileSync(join(out, 'llms.txt'), 'utf8');
    expect(parseLlmsTxt(llmsTxt)).toMatchObject({ title: 'Fixture Co', problems: [] });
    expect(readFileSync(join(out, 'llms-full.txt'), 'utf8')).toMatch(
      /^# Fixture Co\n\n> [^\n]+\n\n## .+\n\nSource: http/,
    );

    const failed = await cli('generate', 'http://127.0.0.1:9/', '--json', '--out', join(dir, 'never'));
    expect(failed.code).toBe(1);
    expect(JSON.parse(failed.stdout)).toMatchObject({ status: 'failed' });
  }, 90_000);

  it('runs as the `signpost` command through the committed shim', () => {
    const shim = fileURLToPath(new URL('../bin/signpost.js', import.meta.url));
    const result = spawnSync(process.execPath, [shim, 'validate'], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH },
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("missing required argument 'url|file'");
  });
});
