import { afterAll, describe, expect, it } from 'vitest';
import { startBenchmarkSite, type BenchmarkSite } from './support/benchmark-site.js';
import { DEPLOYED_NODE_FLAGS, runChild, type CrawlerRun } from './support/crawler-child.js';

const PAGES = 5_000;
const LATENCY_MS = 20;
const CONCURRENCY = 8;
/** Crawlee has no trap guard: its crawl is stopped at five requests per real page. */
const CRAWLEE_MAX_REQUESTS = 5 * PAGES;

interface Figures {
  name: string;
  found: number;
  recall: number;
  precision: number;
  requests: number;
  trap: number;
  disallowed: number;
  wallS: number;
  rssMb: number;
}

function figuresOf(name: string, run: CrawlerRun, site: BenchmarkSite): Figures {
  const found = new Set(run.pages.map((url) => url.replace(/\/$/, '') || url));
  const truth = new Set([...site.truth].map((url) => url.replace(/\/$/, '') || url));
  const hits = [...found].filter((url) => truth.has(url)).length;
  return {
    name,
    found: found.size,
    recall: hits / truth.size,
    precision: found.size === 0 ? 0 : hits / found.size,
    requests: site.requests.total,
    trap: site.requests.trap,
    disallowed: site.requests.disallowed,
    wallS: run.wallMs / 1000,
    rssMb: run.maxRssKb / 1024,
  };
}

function print(rows: Figures[], truthSize: number, floorS: number): void {
  const pct = (value: number) => `${(value * 100).toFixed(2)}%`;
  console.log(
    `\n${truthSize} real pages (${PAGES} content pages, home, sections, events), ${LATENCY_MS} ms per response, concurrency ${CONCURRENCY}`,
  );
  console.log(
    'crawler   | found | recall  | precision | requests | trap (share)     | disallowed | wall s | peak RSS MB',
  );
  for (const row of rows) {
    console.log(
      [
        row.name.padEnd(9),
        String(row.found).padStart(5),
        pct(row.recall).padStart(7),
        pct(row.precision).padStart(9),
        String(row.requests).padStart(8),
        `${row.trap} (${pct(row.trap / Math.max(1, row.requests))})`.padStart(16),
        String(row.disallowed).padStart(10),
        row.wallS.toFixed(2).padStart(6),
        row.rssMb.toFixed(0).padStart(11),
      ].join(' | '),
    );
  }
  const [ours, crawlee] = rows;
  if (ours !== undefined && crawlee !== undefined) {
    console.log(
      `floor (necessary requests x latency / concurrency): ${floorS.toFixed(2)} s; ours is ${(ours.wallS / floorS).toFixed(2)}x the floor and ${(ours.wallS / crawlee.wallS).toFixed(3)} of Crawlee's time`,
    );
  }
}

describe('discovery and extraction against Crawlee CheerioCrawler', () => {
  let site: BenchmarkSite | undefined;
  afterAll(() => site?.close());

  it(`crawls a ${PAGES}-page site`, async () => {
    site = await startBenchmarkSite({ pages: PAGES, latencyMs: LATENCY_MS });
    // Node as the container image runs it (infra/Dockerfile sets this heap cap for every service).
    const ours = figuresOf(
      'signpost',
      await runChild(
        'run-signpost.ts',
        { origin: site.origin, concurrency: CONCURRENCY, maxPages: PAGES * 2 },
        DEPLOYED_NODE_FLAGS,
      ),
      site,
    );
    site.resetCounts();
    const crawlee = figuresOf(
      'crawlee',
      await runChild('run-crawlee.ts', {
        origin: site.origin,
        concurrency: CONCURRENCY,
        maxRequests: CRAWLEE_MAX_REQUESTS,
      }),
      site,
    );
    // Every real page once, plus robots.txt and the three sitemap files.
    const necessary = site.truth.size + 4;
    print([ours, crawlee], site.truth.size, (necessary * LATENCY_MS) / 1000 / CONCURRENCY);
    console.log(`signpost ran under node ${DEPLOYED_NODE_FLAGS.join(' ')}, as deployed`);
    expect(ours.disallowed).toBe(0);
    expect(ours.recall).toBeGreaterThan(0.9);
  });
});
