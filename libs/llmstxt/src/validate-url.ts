import {
  llmsTxtLocation,
  type Recommendation,
  type RobotsConflict,
  type ValidationResponse,
} from '@signpost/contracts';
import { isFetchError, type FetchResult, type GuardedFetcher } from '@signpost/fetch';
import type { Finding } from './checks.js';
import { allLinks, MAX_FILE_BYTES } from './content-checks.js';
import { findBrokenLinks } from './link-check.js';
import { linksFrom } from './link-urls.js';
import { recommendationsFor } from './recommendations.js';
import { buildReport } from './report.js';
import { fetchRobotsText, RobotsGate } from './robots-gate.js';
import { skippedLinksFinding, skippedSitemapFindings } from './robots-skips.js';
import { readSiteSitemap } from './site-sitemap.js';
import { compareWithSitemap } from './sitemap-coverage.js';
import type { LlmsTxtLink } from './parse.js';
import { inlineSteps, type ValidationSteps } from './validation-steps.js';

export interface UrlValidationOptions {
  fetcher: Pick<GuardedFetcher, 'fetch'>;
  /** The fetcher's User-Agent: nothing past the file and robots.txt is requested that robots.txt disallows for it. */
  userAgent: string;
  /** Report where robots.txt works against the file. */
  includeRobotsTxt: boolean;
  /** Links requested to find broken ones. */
  linkSampleSize?: number;
  /** Bound on the checks after the file is read (robots.txt, sitemap, links), which run together. */
  followUpBudgetMs?: number;
  /** Where the CPU-heavy steps run; on the calling thread unless the caller says otherwise. */
  steps?: ValidationSteps;
}

const DEFAULT_FOLLOW_UP_BUDGET_MS = 20_000;
const TEXT_TYPES: ReadonlySet<string> = new Set(['text/plain', 'text/markdown', 'text/x-markdown']);
/** Failures of the request that say something about the address given rather than about the file. */
const REFUSALS: ReadonlySet<string> = new Set(['address_refused', 'unsupported_protocol', 'invalid_url']);

function unreadable(message: string, suggestion?: string): Finding[] {
  return [{ check: 'file_unreadable', line: null, message, ...(suggestion ? { suggestion } : {}) }];
}

/** Reads the file; null with the reason as findings when there is no file to judge. */
async function readFile(
  location: string,
  fetcher: UrlValidationOptions['fetcher'],
): Promise<{ result: FetchResult } | { findings: Finding[] }> {
  let result: FetchResult;
  try {
    result = await fetcher.fetch(location, {
      accept: 'text/plain,text/markdown;q=0.9,*/*;q=0.5',
      maxBytes: MAX_FILE_BYTES + 1,
    });
  } catch (error) {
    if (!isFetchError(error) || REFUSALS.has(error.code)) throw error;
    if (error.code === 'too_large') {
      return {
        findings: unreadable(
          `${location} is larger than 1 MiB, more than assistants read.`,
          'Keep llms.txt to an index of links and move page content to llms-full.txt.',
        ),
      };
    }
    return { findings: unreadable(`${location} could not be read: ${error.message}.`) };
  }
  if (result.status < 200 || result.status >= 300) {
    return {
      findings: unreadable(
        `No llms.txt at ${location}: the server answered HTTP ${result.status}.`,
        'Publish the file at /llms.txt of your site (or the folder it covers).',
      ),
    };
  }
  return { result };
}

function responseFindings(result: FetchResult): Finding[] {
  const findings: Finding[] = [];
  if (result.contentType !== null && !TEXT_TYPES.has(result.contentType)) {
    findings.push({
      check: 'content_type',
      line: null,
      message: `The file is served as ${result.contentType}.`,
    });
  }
  if (result.contentType === null) {
    findings.push({
      check: 'content_type',
      line: null,
      message: 'The file is served without a Content-Type.',
    });
  }
  const charset = /charset\s*=\s*"?([^";\s]+)/i
    .exec(result.headers['content-type'] ?? '')?.[1]
    ?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    findings.push({
      check: 'charset',
      line: null,
      message: `The server declares charset=${charset}; llms.txt is UTF-8.`,
    });
  }
  if (result.redirects.length > 0) {
    findings.push({ check: 'redirect', line: null, message: `The address redirects to ${result.url}.` });
  }
  return findings;
}

function externalLinkFindings(links: readonly LlmsTxtLink[], fileUrl: string): Finding[] {
  const host = new URL(fileUrl).hostname.replace(/^www\./, '');
  // Each address parsed once, without throwing: a file can hold 100,000 links.
  const external = links.flatMap((link) => {
    const hostname = URL.parse(link.url)?.hostname;
    return hostname !== undefined && hostname.replace(/^www\./, '') !== host ? [{ link, hostname }] : [];
  });
  const first = external[0]?.link;
  if (!first) return [];
  const hosts = [...new Set(external.map(({ hostname }) => hostname))];
  return [
    {
      check: 'external_links',
      line: first.line,
      message: `${external.length} ${external.length === 1 ? 'link points' : 'links point'} to other sites (${hosts.slice(0, 3).join(', ')}${hosts.length > 3 ? ', …' : ''}).`,
    },
  ];
}

/**
 * Validates the llms.txt of a site: reads `{address or folder}/llms.txt` through the guarded
 * fetcher, runs the content checks, then robots.txt, sitemap coverage and a sample of links within
 * a time budget, relative links followed from the file's address. An address the fetcher refuses (private, malformed) throws its FetchError.
 */
export async function validateLlmsTxtUrl(
  input: string,
  options: UrlValidationOptions,
): Promise<ValidationResponse> {
  const startedAt = performance.now();
  const steps = options.steps ?? inlineSteps;
  const location = llmsTxtLocation(input);
  const read = await readFile(location, options.fetcher);
  if ('findings' in read) {
    return buildReport({
      findings: read.findings,
      text: '',
      parsed: null,
      recommendations: [],
      robotsConflicts: [],
      checkedUrl: location,
      startedAt,
    });
  }
  const { result } = read;
  const { text, parsed, findings } = await steps.checkContent(result.body, result.url);
  findings.push(...responseFindings(result));
  const links = linksFrom(allLinks(parsed), result.url);
  findings.push(...externalLinkFindings(links, result.url));

  const signal = AbortSignal.timeout(options.followUpBudgetMs ?? DEFAULT_FOLLOW_UP_BUDGET_MS);
  const origin = new URL(result.url).origin;
  const robotsUrl = `${origin}/robots.txt`;
  const robots = new RobotsGate({
    userAgent: options.userAgent,
    readText: fetchRobotsText(options.fetcher, signal),
    match: (query) => steps.robotsDisallowed(query),
  });
  const robotsAndSitemap = readSiteSitemap(origin, { fetcher: options.fetcher, signal, steps, robots });
  const [{ robotsText, sitemap, disallowed }, linkCheck] = await Promise.all([
    robotsAndSitemap,
    findBrokenLinks(links, { fetcher: options.fetcher, signal, robots, sampleSize: options.linkSampleSize }),
  ]);
  findings.push(...linkCheck.broken, ...skippedLinksFinding(linkCheck.disallowed, robots.agent));
  findings.push(...skippedSitemapFindings(disallowed, robots.agent));

  const recommendations: Recommendation[] = recommendationsFor(parsed);
  let robotsConflicts: RobotsConflict[] = [];
  if (robotsText !== null && options.includeRobotsTxt) {
    const review = await steps.reviewRobots({ robotsUrl, robotsText, llmsTxtUrl: result.url, links });
    robotsConflicts = review.conflicts;
    for (const finding of review.findings) findings.push(finding);
  }
  if (sitemap !== null) {
    const coverage = compareWithSitemap(links, result.url, sitemap);
    findings.push(...coverage.findings);
    recommendations.push(...coverage.recommendations);
  }
  return buildReport({
    findings,
    text,
    parsed,
    recommendations,
    robotsConflicts,
    checkedUrl: location,
    startedAt,
  });
}
