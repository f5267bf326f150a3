import { AI_ROBOTS_TXT, KNOWN_AGENTS, ROBOTS_ONLY_AGENTS, type KnownAgent } from './known-agents.js';

/** The kinds of AI agent robots.txt is read for: indexing for answers, fetching for a person, training. */
export type AiAgentClass = Extract<KnownAgent['class'], 'ai-search' | 'ai-user' | 'ai-training'>;

/**
 * The agents of one class that follow robots.txt: those sent as a User-Agent in the order of
 * KNOWN_AGENTS, then the robots-only ones. Made on each call, so that bundles importing the contracts
 * without reading robots.txt leave the lists out.
 */
function followingRobots(agentClass: AiAgentClass): KnownAgent[] {
  return [...KNOWN_AGENTS, ...ROBOTS_ONLY_AGENTS].filter(
    (known) => known.class === agentClass && known.robotsTxt !== 'ignored',
  );
}

/** The robots.txt tokens of the agents of one class that follow robots.txt. */
export function robotsTokensOf(agentClass: AiAgentClass): string[] {
  return followingRobots(agentClass).map((known) => known.agent);
}

/**
 * The agents whose being shut out costs a site its place in AI answers: the search crawlers, then the
 * fetches made for a person; blocking the training agents is the owner's choice and costs no answer.
 * Only agents their operator documents: an old or unexplained token only the community list knows
 * (Claude-Web, YouBot) is still found in many robots.txt files, and blocking it shuts out no answer
 * anyone can name.
 */
export function answeringAgentTokens(): string[] {
  return [...followingRobots('ai-search'), ...followingRobots('ai-user')]
    .filter((known) => known.source !== AI_ROBOTS_TXT)
    .map((known) => known.agent);
}

/** Every AI agent robots.txt can address: the search crawlers, the fetches for a person, the training crawlers. */
export function aiAgentTokens(): string[] {
  return [...robotsTokensOf('ai-search'), ...robotsTokensOf('ai-user'), ...robotsTokensOf('ai-training')];
}
