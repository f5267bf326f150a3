// Runs Crawlee's CheerioCrawler on one site in a process of its own (in-memory storage, robots.txt
// respected, sitemaps from robots.txt as start URLs); prints one JSON line.
import { CheerioCrawler, Configuration, log } from '@crawlee/cheerio';
import { RobotsTxtFile } from '@crawlee/utils';

const { origin, concurrency, maxRequests } = JSON.parse(process.argv[2] ?? '{}') as {
  origin: string;
  concurrency: number;
  maxRequests: number;
};
log.setLevel(log.LEVELS.OFF);
const found = new Set<string>();
const crawler = new CheerioCrawler(
  {
    minConcurrency: concurrency,
    maxConcurrency: concurrency,
    maxRequestsPerCrawl: maxRequests,
    maxRequestRetries: 1,
    respectRobotsTxtFile: true,
    requestHandler: async ({ request, enqueueLinks }) => {
      found.add(request.loadedUrl ?? request.url);
      await enqueueLinks({ strategy: 'same-hostname' });
    },
  },
  new Configuration({ persistStorage: false, purgeOnStart: true }),
);

const started = performance.now();
const robots = await RobotsTxtFile.find(`${origin}/`);
const fromSitemaps = await robots.parseUrlsFromSitemaps();
await crawler.run([`${origin}/`, ...fromSitemaps]);
const wallMs = performance.now() - started;
process.stdout.write(
  `${JSON.stringify({ pages: [...found], extracted: found.size, wallMs, maxRssKb: process.resourceUsage().maxRSS })}\n`,
);
