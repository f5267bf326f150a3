import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLlmsTxt } from '@signpost/llmstxt';
import { startDocsSite } from '@signpost/testing';
import { run } from './cli.js';

const ENV = {
  LOG_LEVEL: 'silent',
  SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true',
  CRAWL_TIMEOUT_MS: '5000',
  JOB_BACKOFF_MS: '50',
};
const quiet = { write: () => true };

describe('signpost generate on a documentation site with a sidebar', () => {
  let site: Awaited<ReturnType<typeof startDocsSite>>;
  const dir = mkdtempSync(join(tmpdir(), 'signpost-order-'));

  beforeAll(async () => {
    site = await startDocsSite();
  });
  afterAll(async () => {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  // The whole pipeline runs in this process: on a loaded 2-core machine it can take a while.
  it('lists the links in the order and under the groups of the sidebar, not the alphabet of URLs', async () => {
    const code = await run(
      ['generate', site.origin, '--max-pages', '20', '--out', dir],
      { out: quiet, err: { isTTY: false, write: () => true } },
      ENV,
    );
    expect(code).toBe(0);
    const parsed = parseLlmsTxt(readFileSync(join(dir, 'llms.txt'), 'utf8'));
    const sections = parsed.sections.map((section) => [
      section.name,
      section.links.map((link) => new URL(link.url).pathname),
    ]);
    expect(sections.slice(0, 3)).toEqual([
      ['Introduction', ['/guide/', '/guide/why.html']],
      ['Writing Widgets', ['/guide/zebra.html', '/guide/apple.html', '/guide/mango.html']],
      ['Runtime API', ['/api/zeta.html', '/api/beta.html']],
    ]);
    const full = readFileSync(join(dir, 'llms-full.txt'), 'utf8');
    const sources = [...full.matchAll(/^Source: (\S+)/gm)].map((match) => new URL(match[1] ?? '').pathname);
    expect(sources.slice(0, 4)).toEqual([
      '/guide/',
      '/guide/why.html',
      '/guide/zebra.html',
      '/guide/apple.html',
    ]);
  }, 90_000);
});
