// Runs Signpost's discovery and extraction on one site in a process of its own, so its peak RSS is
// its own; prints one JSON line. Run with Node's type stripping against the built libraries.
import { discoverSite } from '@signpost/discovery';
import { extractOnThisThread, fetchAndExtract, type ExtractedPage } from '@signpost/extraction';
import { extractPage } from '@signpost/extraction/extract-page';
import { createGuardedFetcher } from '@signpost/fetch';

const { origin, concurrency, maxPages, startConcurrency } = JSON.parse(process.argv[2] ?? '{}') as {
  origin: string;
  /** The most requests in flight to the site. */
  concurrency: number;
  maxPages: number;
  /** Where the per-host throttle starts (it rises toward `concurrency`); `concurrency` when absent. */
  startConcurrency?: number;
};
const userAgent = 'SignpostBot/0.1 (+https://signpost.dev/bot)';
const fetcher = createGuardedFetcher({
  allowPrivate: true,
  userAgent,
  timeoutMs: 15_000,
  maxBytes: 5 * 1024 * 1024,
  maxStreamBytes: 50 * 1024 * 1024,
  maxRedirects: 10,
  hostConcurrency: startConcurrency ?? concurrency,
  hostConcurrencyMax: concurrency,
});

const extractor = extractOnThisThread;
const started = performance.now();
const extracted = new Map<string, ExtractedPage>();
const result = await discoverSite(`${origin}/`, {
  fetcher,
  userAgent,
  maxPages,
  concurrency,
  onPage: (page) => {
    extracted.set(
      page.url,
      extractPage(page.html, page.url, { lastModifiedHeader: page.headers['last-modified'] }),
    );
  },
});
// Extraction fetches only what the crawl did not keep.
const pending = result.pages.filter((page) => page.state === 'pending');
for (let start = 0; start < pending.length; start += concurrency) {
  const batch = pending.slice(start, start + concurrency);
  const outcomes = await Promise.all(batch.map((page) => fetchAndExtract(page.url, fetcher, extractor)));
  outcomes.forEach((outcome, i) => {
    const page = batch[i];
    if (outcome.ok && page !== undefined) extracted.set(page.url, outcome.page);
  });
}
const wallMs = performance.now() - started;
await fetcher.close();
process.stdout.write(
  `${JSON.stringify({
    pages: result.pages.filter((page) => page.state !== 'failed').map((page) => page.url),
    extracted: extracted.size,
    wallMs,
    maxRssKb: process.resourceUsage().maxRSS,
    cpuMs: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
  })}\n`,
);
