import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createGuardedFetcher } from '@signpost/fetch';
import { checkReadiness, inlineReadinessSteps } from '@signpost/readiness';
import { startLocalServer, testConfig, type LocalServer } from '@signpost/testing';
import { LLMS_TXT_CORPUS as CORPUS } from '@signpost/testing/fixtures';

/**
 * The readiness score of each real llms.txt of the corpus, served as a site's /llms.txt on loopback
 * (with a home page, and no robots.txt, sitemap or markdown copies), and their distribution. Only
 * the file varies, so the spread shows what the llms.txt checks make of real files.
 * Run: `npm run bench -- bench/readiness-corpus.bench.ts`.
 */
describe('agent readiness over the llms.txt corpus', () => {
  let server: LocalServer | undefined;
  const { crawl } = testConfig({ SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true' });
  const fetcher = createGuardedFetcher(crawl);
  afterAll(async () => {
    await server?.close();
    await fetcher.close();
  });

  it('prints the score distribution', { timeout: 600_000 }, async () => {
    const files = readdirSync(CORPUS).filter((name) => name.endsWith('.txt'));
    let served = '';
    server = await startLocalServer((request, response) => {
      if (request.url === '/llms.txt')
        response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(served);
      else if (request.url === '/')
        response
          .writeHead(200, { 'content-type': 'text/html' })
          .end(
            '<!doctype html><title>Site</title><main><p>The home page of a site whose llms.txt is one of the corpus.</p></main>',
          );
      else response.writeHead(404).end();
    });
    const scores: number[] = [];
    const failing = new Map<string, number>();
    for (const name of files) {
      served = readFileSync(`${CORPUS}${name}`, 'utf8');
      const report = await checkReadiness(server.url, {
        fetcher,
        userAgent: crawl.userAgent,
        steps: inlineReadinessSteps,
        budgetMs: 20_000,
      });
      scores.push(report.score);
      for (const item of report.checks.filter(
        (entry) => entry.status === 'fail' && entry.category === 'llms-txt',
      )) {
        failing.set(item.id, (failing.get(item.id) ?? 0) + 1);
      }
    }
    expect(scores).toHaveLength(files.length);
    const buckets = [0, 50, 60, 70, 80, 90].map((low, index, all) => {
      const high = all[index + 1] ?? 101;
      return `${low}-${high - 1}: ${scores.filter((score) => score >= low && score < high).length}`;
    });
    const sorted = scores.toSorted((a, b) => a - b);
    console.log(
      `\n${files.length} files: min ${sorted[0]}, median ${sorted[Math.floor(sorted.length / 2)]}, max ${sorted.at(-1)}\n` +
        `${buckets.join(', ')}\nllms.txt checks failed: ${[...failing].map(([id, count]) => `${id} ${count}`).join(', ')}\n`,
    );
  });
});
