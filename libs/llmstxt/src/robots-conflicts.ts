import { aiAgentTokens, type RobotsConflict } from '@signpost/contracts';
import { parseRobots, type RobotsRules } from '@signpost/fetch/robots';
import type { Finding } from './checks.js';

/** A site with hundreds of blocked links would bury the other conflicts; the count is still scored. */
const MAX_CONFLICTS = 20;

export interface RobotsReview {
  conflicts: RobotsConflict[];
  findings: Finding[];
}

const agentLabel = (agent: string) => (agent === '*' ? 'all crawlers (User-agent: *)' : agent);

/** The rule that decided, as written: its group's user-agent lines and the rule line itself. */
function describeRule(robot: RobotsRules, lines: readonly string[], url: string, agent: string): string {
  const number = robot.getMatchingLineNumber(url, agent);
  const ruleLine = lines[number - 1]?.trim();
  if (number < 1 || ruleLine === undefined) return `robots.txt rules for ${agentLabel(agent)}`;
  const agents: string[] = [];
  for (let index = number - 2; index >= 0; index -= 1) {
    const text = lines[index]?.trim() ?? '';
    if (/^user-agent\s*:/i.test(text)) agents.unshift(text);
    else if (agents.length > 0) break;
  }
  return `${[...agents, ruleLine].join(' / ')} (line ${number})`;
}

/**
 * Where robots.txt works against an llms.txt: the file itself disallowed, AI crawlers shut out of
 * the whole site, or linked pages of the same site disallowed.
 */
export interface RobotsInput {
  robotsUrl: string;
  robotsText: string;
  llmsTxtUrl: string;
  links: readonly { url: string; line: number }[];
}

/**
 * The AI agents robots.txt has a group for, as robots-parser reads a `User-agent:` line (comment
 * dropped, version cut, case aside). The others follow `*`, which is reviewed as itself: naming each
 * of them again under the same rule would repeat one conflict for every AI agent there is.
 */
function namedAiAgents(lines: readonly string[]): string[] {
  const named = new Set<string>();
  for (const line of lines) {
    const value = /^\s*user-agent\s*:([^#]*)/i.exec(line)?.[1];
    if (value !== undefined) named.add((value.split('/')[0] ?? '').trim().toLowerCase());
  }
  return aiAgentTokens().filter((token) => named.has(token.toLowerCase()));
}

export function reviewRobots(input: RobotsInput): RobotsReview {
  const robot = parseRobots(input.robotsUrl, input.robotsText);
  const lines = input.robotsText.split(/\r\n|\r|\n/);
  const agents = ['*', ...namedAiAgents(lines)];
  const llmsTxtPath = new URL(input.llmsTxtUrl).pathname;
  const origin = new URL(input.robotsUrl).origin;
  const conflicts: RobotsConflict[] = [];
  const findings: Finding[] = [];

  for (const agent of agents) {
    if (robot.isDisallowed(input.llmsTxtUrl, agent) !== true) continue;
    const rule = describeRule(robot, lines, input.llmsTxtUrl, agent);
    const conflict = `robots.txt blocks ${agentLabel(agent)} from reading ${llmsTxtPath} itself.`;
    conflicts.push({
      conflict,
      rule,
      llmsTxtPath,
      recommendation: `Add "Allow: ${llmsTxtPath}" to the group of ${agentLabel(agent)} in robots.txt.`,
    });
    findings.push({ check: 'robots_llms_txt_blocked', line: null, message: conflict });
  }

  // An AI agent shut out of the whole site is not named again for each page; `*` still is.
  const shutOut = new Set<string>();
  for (const agent of agents) {
    if (robot.isDisallowed(`${origin}/`, agent) !== true) continue;
    if (agent !== '*') shutOut.add(agent);
    const conflict = `robots.txt keeps ${agentLabel(agent)} out of the whole site while llms.txt points it to pages.`;
    conflicts.push({
      conflict,
      rule: describeRule(robot, lines, `${origin}/`, agent),
      llmsTxtPath,
      recommendation: `Allow ${agentLabel(agent)} to read the pages llms.txt lists, or drop llms.txt if AI assistants are unwelcome.`,
    });
    findings.push({ check: 'robots_ai_crawlers_blocked', line: null, message: conflict });
  }

  const checked = new Set<string>();
  for (const link of input.links) {
    if (!URL.canParse(link.url) || new URL(link.url).origin !== origin || checked.has(link.url)) continue;
    checked.add(link.url);
    const blocked = agents.filter(
      (agent) => !shutOut.has(agent) && robot.isDisallowed(link.url, agent) === true,
    );
    const first = blocked[0];
    if (first === undefined) continue;
    const path = new URL(link.url).pathname;
    const conflict = `${path} is linked from llms.txt but disallowed for ${blocked.map(agentLabel).join(', ')}.`;
    findings.push({ check: 'robots_pages_blocked', line: link.line, message: conflict });
    if (conflicts.length < MAX_CONFLICTS) {
      conflicts.push({
        conflict,
        rule: describeRule(robot, lines, link.url, first),
        llmsTxtPath,
        recommendation: 'Remove the page from llms.txt or allow it in robots.txt.',
      });
    }
  }
  return { conflicts, findings };
}

/** The sitemaps robots.txt declares. */
export function declaredSitemaps(robotsUrl: string, robotsText: string): string[] {
  return parseRobots(robotsUrl, robotsText).getSitemaps();
}
