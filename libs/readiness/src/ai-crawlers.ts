/**
 * The AI agents' robots.txt tokens by what they do. Blocking the search and user-fetch agents keeps a
 * site out of AI answers; blocking the training agents is the owner's choice and costs no answer.
 */
export const AI_AGENTS = {
  search: ['OAI-SearchBot', 'Claude-SearchBot', 'PerplexityBot', 'Applebot'],
  'user fetch': ['ChatGPT-User', 'Claude-User', 'Perplexity-User'],
  training: [
    'GPTBot',
    'ClaudeBot',
    'Google-Extended',
    'CCBot',
    'Applebot-Extended',
    'meta-externalagent',
    'Bytespider',
  ],
} as const;

export type AgentPurpose = keyof typeof AI_AGENTS;

/** The agents whose being shut out costs the site its place in AI answers. */
export const ANSWERING_AGENTS: readonly string[] = [...AI_AGENTS.search, ...AI_AGENTS['user fetch']];
