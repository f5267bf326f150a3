import { afterAll, describe, expect, it } from 'vitest';
import { nextClientAddress, openDatabase, waitUntilSettled } from '../support/proof-run.js';
import { startBenchmarkSite } from '../support/benchmark-site.js';
import { startPostgres, startRedis } from '../support/servers.js';
import { proofEnvironment, startService, type ServiceProcess } from '../support/services.js';

const PAGES = 300;
/** A slow site: each answer takes this long, so requests pile up wherever the budget lets them. */
const LATENCY_MS = 200;
const EXTRACTION_PROCESSES = 4;
/** The per-host cap (CRAWL_HOST_CONCURRENCY_MAX); the window starts at CRAWL_HOST_CONCURRENCY. */
const HOST_CAP = 8;

/**
 * One politeness budget per host across processes: one analysis of a slow site, the crawl leaving
 * every page to extraction (CRAWL_KEEP_PAGE_CONTENT=false), read by four extraction processes at
 * once. Prints the most requests the site had in flight while they read it, against the per-host cap.
 * Run it against another build with PROOF_SERVICES_ROOT (see support/services.ts) to compare.
 */
describe('one politeness budget per host across extraction processes', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it(
    `keeps ${EXTRACTION_PROCESSES} extraction processes on one site within its cap`,
    { timeout: 600_000 },
    async () => {
      const postgres = await startPostgres();
      closers.push(postgres.close);
      const redis = await startRedis();
      closers.push(redis.close);
      const site = await startBenchmarkSite({ pages: PAGES, latencyMs: LATENCY_MS });
      closers.push(site.close);
      const environment = {
        ...proofEnvironment(postgres.url, redis.url),
        PLAN_STARTER_MAX_PAGES: String(PAGES),
        CRAWL_KEEP_PAGE_CONTENT: 'false',
        CRAWL_HOST_CONCURRENCY: '4',
        CRAWL_HOST_CONCURRENCY_MAX: String(HOST_CAP),
      };
      const services: ServiceProcess[] = [];
      closers.push(async () => void (await Promise.all(services.map((service) => service.stop('SIGKILL')))));
      const start = async (kind: ServiceProcess['kind'], name: string) =>
        services.push(await startService(kind, name, environment));
      await start('gateway', 'gateway');
      await start('discovery', 'discovery-1');
      await start('scoring', 'scoring-1');
      for (let index = 1; index <= EXTRACTION_PROCESSES; index += 1)
        await start('extraction', `extraction-${index}`);
      const gateway = services[0]!;

      const response = await fetch(`http://127.0.0.1:${gateway.port}/api/analyze`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClientAddress() },
        body: JSON.stringify({ url: site.origin, force: true }),
      });
      const { analysisId } = (await response.json()) as { analysisId: string };
      const database = openDatabase(postgres.url);
      closers.push(() => database.end());

      const stageOf = async () =>
        (await database.query<{ stage: string }>('select stage from analyses where id = $1', [analysisId]))
          .rows[0]?.stage;
      const discoveryPeak = await (async () => {
        while ((await stageOf()) === 'discovery') await new Promise((resolve) => setTimeout(resolve, 50));
        return site.requests.peakInFlight;
      })();
      site.resetCounts();
      const started = performance.now();
      const left = await waitUntilSettled(database, [analysisId], 300_000);
      const seconds = (performance.now() - started) / 1000;
      const { rows } = await database.query<{ status: string; pages_fetched: number }>(
        'select status, pages_fetched from analyses where id = $1',
        [analysisId],
      );

      console.log(
        `\n${EXTRACTION_PROCESSES} extraction processes reading ${rows[0]?.pages_fetched} pages of a site answering in ` +
          `${LATENCY_MS} ms, per-host cap ${HOST_CAP}:\n` +
          `  peak requests in flight at the site: ${site.requests.peakInFlight} while they read it ` +
          `(${discoveryPeak} during discovery alone); ${site.requests.total} requests in ${seconds.toFixed(1)} s`,
      );
      expect(left).toBe(0);
      expect(rows[0]?.status).toBe('completed');
    },
  );
});
