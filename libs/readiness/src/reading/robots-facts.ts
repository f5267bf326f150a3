import robotsParserModule from 'robots-parser';
import { AI_AGENTS, ANSWERING_AGENTS } from '../ai-crawlers.js';
import { readUsageSignals, type UsageSignals } from '../usage-signals.js';

// CommonJS at run time with an ES default in its typings (as in @signpost/llmstxt).
const robotsParser = robotsParserModule as unknown as typeof robotsParserModule.default;

/** robots.txt is read this far (the fetch's own cap, again here so that no step takes more). */
const MAX_ROBOTS_CHARS = 512 * 1024;
/** Links of the llms.txt matched against the rules, the first on the site. */
const MAX_LINKS_MATCHED = 500;

/** What robots.txt and the home page's headers say, before any rule is matched. */
export interface RobotsFacts {
  /** Its lines; null when the site has no robots.txt. */
  lines: number | null;
  /** Every address its `Sitemap:` lines name, in order (the caller keeps the few it follows). */
  sitemaps: string[];
  signals: UsageSignals;
}

export interface RobotsMatchInput {
  robotsText: string | null;
  origin: string;
  pageUrl: string;
  llmsTxtUrl: string | null;
  links: readonly string[];
}

/** The rules matched against the page checked, the llms.txt and its links on the site. */
export interface RobotsVerdicts {
  /** Search and user-fetch agents shut out of the page checked. */
  answeringBlocked: string[];
  trainingBlocked: string[];
  /** The llms.txt itself is disallowed for some answering agent. */
  llmsTxtShut: boolean;
  linksMatched: number;
  linksBlocked: number;
  firstBlocked: string | null;
}

/** `Sitemap:` lines, one at a time: a pattern over the whole file backtracks on long runs of blank lines. */
function declaredSitemaps(text: string, origin: string): string[] {
  const sitemaps: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const declared = /^\s*sitemap\s*:\s*(\S+)/i.exec(line)?.[1];
    const url = declared === undefined ? null : URL.parse(declared, origin);
    if (url !== null) sitemaps.push(url.href);
  }
  return sitemaps;
}

export function readRobots(
  robotsText: string | null,
  origin: string,
  headers: Record<string, string>,
): RobotsFacts {
  const text = robotsText?.slice(0, MAX_ROBOTS_CHARS) ?? null;
  return {
    lines: text === null ? null : text.split('\n').length,
    sitemaps: text === null ? [] : declaredSitemaps(text, origin),
    signals: readUsageSignals(text, headers),
  };
}

export function matchRobots(input: RobotsMatchInput): RobotsVerdicts {
  const text = input.robotsText?.slice(0, MAX_ROBOTS_CHARS) ?? null;
  const robots = text === null ? null : robotsParser(`${input.origin}/robots.txt`, text);
  const allowed = (url: string, agent: string) => robots?.isAllowed(url, agent) !== false;
  const blocked = (agents: readonly string[]) => agents.filter((agent) => !allowed(input.pageUrl, agent));
  const agents = ['*', ...ANSWERING_AGENTS];
  const shut = (url: string) => agents.some((agent) => !allowed(url, agent));
  const onSite = input.links
    .filter((link) => URL.parse(link)?.origin === input.origin)
    .slice(0, MAX_LINKS_MATCHED);
  const linksBlocked = input.llmsTxtUrl === null ? [] : onSite.filter(shut);
  return {
    answeringBlocked: blocked(ANSWERING_AGENTS),
    trainingBlocked: blocked(AI_AGENTS.training),
    llmsTxtShut: input.llmsTxtUrl !== null && shut(input.llmsTxtUrl),
    linksMatched: onSite.length,
    linksBlocked: linksBlocked.length,
    firstBlocked: linksBlocked[0] ?? null,
  };
}
