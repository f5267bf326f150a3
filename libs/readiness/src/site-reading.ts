import type { FetchResult, GuardedFetcher } from '@signpost/fetch';
import { MAX_ROBOTS_BYTES, ROBOTS_ACCEPT, robotsUrlOf } from '@signpost/fetch/robots';
import { findBrokenLinks, RobotsGate, type LlmsTxtLink } from '@signpost/llmstxt';
import { hostedCopies } from './hosted-copies.js';
import { findLlmsTxt, type FoundLlmsTxt } from './llms-txt-discovery.js';
import type { LinkRelation } from './link-relations.js';
import { pageInput, pickSamples, readSamples, type PageSample } from './page-samples.js';
import { detectPlatform, type Platform } from './platform.js';
import type { ReadinessSteps } from './readiness-steps.js';
import type { LlmsTxtFacts } from './reading/llms-txt-facts.js';
import type { HtmlFacts } from './reading/page-facts.js';
import type { RobotsFacts, RobotsVerdicts } from './reading/robots-facts.js';
import { isOk, siteFetch, type SiteFetch } from './site-fetch.js';
import { readSitemap, type SitemapReading } from './sitemap-reading.js';
import { factsOrNull } from './step-facts.js';

/** Links of the llms.txt requested to find broken ones: the first on the site. */
const LINK_SAMPLE = 10;

/** Everything the checks look at, read once. Null facts: the input was too costly to read. */
export interface SiteReading {
  url: string;
  origin: string;
  home: FetchResult | null;
  homeHtml: HtmlFacts | null;
  homeRelations: LinkRelation[];
  /** robots.txt and the usage signals; null when they could not be read. */
  robots: RobotsFacts | null;
  /** robots.txt's rules matched against the page, the file and its links. */
  verdicts: RobotsVerdicts | null;
  llmsTxt: FoundLlmsTxt | null;
  file: LlmsTxtFacts | null;
  /** The file's links, absolute (the first few thousand). */
  links: string[];
  /**
   * The sample of the file's links on the site that was requested, how many of them fail, and how
   * many robots.txt kept from the sample.
   */
  linkCheck: { sampled: number; broken: number; disallowed: number };
  sitemap: SitemapReading;
  samples: PageSample[];
  /** Signpost's crawler as robots.txt names it, and the pages picked for the sample it disallows. */
  robotsSkips: { agent: string; samples: number };
  platform: Platform;
  fetch: SiteFetch;
}

export interface ReadingDeps {
  fetcher: Pick<GuardedFetcher, 'fetch'>;
  /** The fetcher's User-Agent: no page, markdown copy or link robots.txt disallows for it is requested. */
  userAgent: string;
  steps: ReadinessSteps;
  signal: AbortSignal;
  /**
   * Where this Signpost serves published sites (`{PUBLIC_URL}/s/`): the markdown copies it hosts there
   * count as the pages' own when the site's llms.txt links them. Unset, none do.
   */
  hostedCopies?: string | undefined;
}

/**
 * The first LINK_SAMPLE distinct links on the site, each that robots.txt allows requested once from
 * the report's budget.
 */
async function checkLinks(
  links: readonly LlmsTxtLink[],
  origin: string,
  fetch: SiteFetch,
  robots: RobotsGate,
  deps: ReadingDeps,
): Promise<SiteReading['linkCheck']> {
  const sample: LlmsTxtLink[] = [];
  const seen = new Set<string>();
  for (const link of links) {
    if (sample.length === LINK_SAMPLE) break;
    if (seen.has(link.url) || URL.parse(link.url)?.origin !== origin) continue;
    seen.add(link.url);
    sample.push(link);
  }
  const shut = await robots.disallowed(sample.map((link) => link.url));
  const open = sample.filter((link) => !shut.has(link.url));
  const { broken, checked } = await findBrokenLinks(open, {
    fetcher: deps.fetcher,
    signal: deps.signal,
    robots,
    sampleSize: fetch.reserve(open.length),
  });
  return { sampled: checked, broken: broken.length, disallowed: sample.length - open.length };
}

/**
 * Reads the site: every request through the report's budget, every reading of what the site sent
 * through the steps. The home page and robots.txt first, then the llms.txt (found as version 2 finds
 * it), then the sitemap and the rules, then the sample of pages and links, leaving out what
 * robots.txt disallows for Signpost's own crawler.
 */
export async function readSite(url: string, deps: ReadingDeps): Promise<SiteReading> {
  const { steps } = deps;
  const fetch = siteFetch(deps.fetcher, deps.signal);
  // The address checked must be a public website; everything else it links to may fail on its own.
  const home = await fetch.get(url, { purpose: 'page', refusalsThrow: true });
  const checked = home?.url ?? url;
  const origin = new URL(checked).origin;
  const homePage = home ? await factsOrNull(() => steps.readPage(pageInput(home, checked))) : null;
  const homeRelations = homePage?.relations ?? [];
  const headers = home?.headers ?? {};

  const readRobots = async () => {
    const answer = await fetch.get(robotsUrlOf(origin), {
      purpose: 'robots',
      accept: ROBOTS_ACCEPT,
      maxBytes: MAX_ROBOTS_BYTES,
    });
    const text = isOk(answer) && answer.contentType !== 'text/html' ? answer.text() : null;
    return { text, facts: await factsOrNull(() => steps.readRobots(text, origin, headers)) };
  };
  const readFile = async () => {
    const found = await findLlmsTxt(fetch, checked, homeRelations, headers);
    return { found, facts: found && (await factsOrNull(() => steps.readLlmsTxt(found.text, found.url))) };
  };
  const [robots, llmsTxt] = await Promise.all([readRobots(), readFile()]);
  const fileLinks = llmsTxt.facts?.links ?? [];
  const hosted = hostedCopies(
    fileLinks.map((link) => link.url),
    deps.hostedCopies,
    origin,
  );
  const links = hosted.pageLinks;
  const robotsGate = new RobotsGate({
    userAgent: deps.userAgent,
    // The report reads the site's own origin only, whose robots.txt it has read already.
    readText: async (of) => (of === origin ? robots.text : null),
    // Rules too costly to match within the limits keep every address unrequested, since they may disallow it.
    match: async (query) => (await factsOrNull(() => steps.robotsDisallowed(query))) ?? [...query.urls],
  });

  const [verdicts, sitemap] = await Promise.all([
    factsOrNull(() =>
      steps.matchRobots({
        robotsText: robots.text,
        origin,
        pageUrl: checked,
        llmsTxtUrl: llmsTxt.found?.url ?? null,
        links,
      }),
    ),
    readSitemap(fetch, steps, origin, robots.facts?.sitemaps ?? []),
  ]);
  const [linkCheck, sampled] = await Promise.all([
    checkLinks(fileLinks, origin, fetch, robotsGate, deps),
    readSamples(fetch, steps, robotsGate, hosted, pickSamples(origin, links, sitemap.pages, checked)),
  ]);
  return {
    url: checked,
    origin,
    home,
    homeHtml: homePage?.html ?? null,
    homeRelations,
    robots: robots.facts,
    verdicts,
    llmsTxt: llmsTxt.found,
    file: llmsTxt.facts,
    links,
    linkCheck,
    sitemap,
    samples: sampled.samples,
    robotsSkips: { agent: robotsGate.agent, samples: sampled.disallowed.length },
    platform: detectPlatform(home, homePage?.html?.framework ?? null),
    fetch,
  };
}
