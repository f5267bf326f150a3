import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLlmsTxt } from '@signpost/llmstxt';
import { run } from './cli.js';
import { startMultilingualSite } from '@signpost/testing';

const ENV = {
  LOG_LEVEL: 'silent',
  SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true',
  CRAWL_TIMEOUT_MS: '5000',
  JOB_BACKOFF_MS: '50',
};
const quiet = { write: () => true };

describe.each([
  { variant: 'Starlight-like, no x-default', xDefault: false },
  { variant: 'x-default on every page', xDefault: true },
])('signpost generate on a site in three languages ($variant)', ({ xDefault }) => {
  let site: Awaited<ReturnType<typeof startMultilingualSite>>;
  const dir = mkdtempSync(join(tmpdir(), 'signpost-languages-'));

  beforeAll(async () => {
    site = await startMultilingualSite({ xDefault });
  });
  afterAll(async () => {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  // The whole pipeline runs in this process: on a loaded 2-core machine it can take a while.
  it('lists only the pages in the home page’s language, and writes each translation in its own folder', async () => {
    const code = await run(
      ['generate', site.origin, '--max-pages', '50', '--out', dir, '--all-languages'],
      { out: quiet, err: { isTTY: false, write: () => true } },
      ENV,
    );
    expect(code).toBe(0);
    const links = parseLlmsTxt(readFileSync(join(dir, 'llms.txt'), 'utf8')).sections.flatMap((section) =>
      section.links.map((link) => new URL(link.url).pathname),
    );
    expect([...links].sort()).toEqual([...site.englishPaths].sort());
    const full = readFileSync(join(dir, 'llms-full.txt'), 'utf8');
    const sources = [...full.matchAll(/^Source: (\S+)/gm)].map((match) => new URL(match[1] ?? '').pathname);
    expect([...sources].sort()).toEqual([...site.englishPaths].sort());
    for (const prefix of ['/de', '/fr']) {
      const translated = readFileSync(join(dir, prefix, 'llms.txt'), 'utf8');
      const paths = parseLlmsTxt(translated).sections.flatMap((section) =>
        section.links.map((link) => new URL(link.url).pathname),
      );
      expect([...paths].sort()).toEqual(site.englishPaths.map((path) => `${prefix}${path}`).sort());
      expect(readFileSync(join(dir, prefix, 'llms-full.txt'), 'utf8')).toContain(
        `Source: ${site.origin}${prefix}/`,
      );
    }
  }, 90_000);
});
