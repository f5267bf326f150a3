import { answeringAgentTokens, robotsTokensOf } from '@signpost/contracts';
import { MAX_ROBOTS_BYTES, parseRobots, robotsUrlOf } from '@signpost/fetch/robots';
import { readUsageSignals, type UsageSignals } from '../usage-signals.js';

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
  // Cut as the rules are, so that the lines and sitemaps counted are those matched.
  const text = robotsText?.slice(0, MAX_ROBOTS_BYTES) ?? null;
  return {
    lines: text === null ? null : text.split('\n').length,
    sitemaps: text === null ? [] : declaredSitemaps(text, origin),
    signals: readUsageSignals(text, headers),
  };
}

export function matchRobots(input: RobotsMatchInput): RobotsVerdicts {
  const robots = input.robotsText === null ? null : parseRobots(robotsUrlOf(input.origin), input.robotsText);
  const allowed = (url: string, agent: string) => robots?.isAllowed(url, agent) !== false;
  const blocked = (agents: readonly string[]) => agents.filter((agent) => !allowed(input.pageUrl, agent));
  const answering = answeringAgentTokens();
  const agents = ['*', ...answering];
  const shut = (url: string) => agents.some((agent) => !allowed(url, agent));
  const onSite = input.links
    .filter((link) => URL.parse(link)?.origin === input.origin)
    .slice(0, MAX_LINKS_MATCHED);
  const linksBlocked = input.llmsTxtUrl === null ? [] : onSite.filter(shut);
  return {
    answeringBlocked: blocked(answering),
    trainingBlocked: blocked(robotsTokensOf('ai-training')),
    llmsTxtShut: input.llmsTxtUrl !== null && shut(input.llmsTxtUrl),
    linksMatched: onSite.length,
    linksBlocked: linksBlocked.length,
    firstBlocked: linksBlocked[0] ?? null,
  };
}
