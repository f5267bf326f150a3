import { KNOWN_AGENTS, type KnownAgent } from './known-agents.js';
import type { ReaderClass } from './reader-classes.js';

/** Who made a request, as the readers' counts name it. */
export interface ReaderAgent {
  agent: string;
  class: ReaderClass;
}

/** A person's browser: a Mozilla-style string naming no crawler and no bot. */
export const BROWSER: ReaderAgent = { agent: 'Browser', class: 'other' };
/** No user-agent string, or one naming nothing the list knows (scripts, unlisted bots). */
export const UNKNOWN_AGENT: ReaderAgent = { agent: 'Unknown', class: 'other' };

interface Matcher {
  byToken: Map<string, KnownAgent>;
  token: RegExp;
}

let matcher: Matcher | undefined;

/**
 * Every token at once, as a whole word: `Googlebot-Image/1.0` is Googlebot, while a token inside a
 * longer name (`XGPTBot`) is nobody's. One pass over the string, whatever the list's length. Made on
 * first use, so that bundles importing the contracts without counting readers leave the list out.
 */
function matcherOfKnownAgents(): Matcher {
  if (matcher) return matcher;
  const escaped = KNOWN_AGENTS.map(({ agent }) => agent.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'));
  matcher = {
    byToken: new Map(KNOWN_AGENTS.map((known) => [known.agent.toLowerCase(), known])),
    token: new RegExp(`(?<![a-z0-9-])(${escaped.join('|')})(?![a-z0-9])`, 'i'),
  };
  return matcher;
}

const BROWSER_LIKE = /^Mozilla\/5\.0 \(/;
const SOME_BOT = /bot|crawl|spider|scrap|fetch|https?:/i;

/** The agent and class a User-Agent header names (KNOWN_AGENTS), or a browser, or unknown. */
export function readerAgentOf(userAgent: string | undefined): ReaderAgent {
  if (!userAgent) return UNKNOWN_AGENT;
  const { byToken, token: tokens } = matcherOfKnownAgents();
  const token = tokens.exec(userAgent)?.[1];
  const known = token === undefined ? undefined : byToken.get(token.toLowerCase());
  if (known) return { agent: known.agent, class: known.class };
  return BROWSER_LIKE.test(userAgent) && !SOME_BOT.test(userAgent) ? BROWSER : UNKNOWN_AGENT;
}
