import type { ReaderClass } from './reader-classes.js';

/** One agent the readers' counts name: the product token its user-agent string carries. */
export interface KnownAgent {
  /**
   * The name the counts show and the token robots.txt groups address it by; (case aside) also the
   * token looked for in the user-agent string, unless `robotsTxt` is `'only'`.
   */
  agent: string;
  class: Exclude<ReaderClass, 'mcp'>;
  operator: string;
  /** Where the operator (or, failing that, the community list) documents the token and its purpose. */
  source: string;
  /**
   * How robots.txt concerns it, when not as a crawler that sends its token and follows the rules of
   * its group: `'only'` for a token read in robots.txt and never sent as a User-Agent (ROBOTS_ONLY_AGENTS),
   * `'ignored'` for an agent whose operator says it does not follow robots.txt.
   */
  robotsTxt?: 'only' | 'ignored';
}

/** The community list: the `source` of the agents no page of their operator's documents. */
export const AI_ROBOTS_TXT = 'https://github.com/ai-robots-txt/ai.robots.txt';

/**
 * The agents whose reads of published files are told apart, by the token each sends in its
 * User-Agent header, with the class of what it does. The list is written from the operators' own
 * pages about their crawlers (each entry's `source`); the community list ai-robots-txt/ai.robots.txt
 * (its robots.json names each agent's operator and function) is where agents without such a page
 * come from, and what a review compares against.
 *
 * How it is kept current, at each release or when an operator announces a crawler: read robots.json
 * of ai-robots-txt and the operators' crawler pages linked here; add each new agent that sends a user-
 * agent token of its own, with its class by what the operator says it does (training a model,
 * indexing for AI search answers, fetching while answering a person) and the page that says so; move
 * an agent whose purpose changed. known-agents.test.ts checks every entry has a class and a source and
 * that the real user-agent strings there still land in their class.
 *
 * Each entry's `agent` is also its robots.txt token: robots-tokens.ts derives from this list (and
 * ROBOTS_ONLY_AGENTS) the AI agents the llms.txt validator and the readiness report look up in robots.txt.
 *
 * Left out on purpose: tokens that are only read in robots.txt and never sent as a User-Agent, such as
 * Google-Extended and Applebot-Extended (Google and Apple crawl with Googlebot and Applebot and apply
 * those tokens' rules to what the text may train); their reads count under Googlebot and Applebot,
 * and the tokens are listed in ROBOTS_ONLY_AGENTS.
 */
export const KNOWN_AGENTS: readonly KnownAgent[] = [
  // Crawlers that gather text to train models.
  {
    agent: 'GPTBot',
    class: 'ai-training',
    operator: 'OpenAI',
    source: 'https://platform.openai.com/docs/bots',
  },
  {
    agent: 'ClaudeBot',
    class: 'ai-training',
    operator: 'Anthropic',
    source: 'https://support.claude.com/en/articles/8896518',
  },
  { agent: 'anthropic-ai', class: 'ai-training', operator: 'Anthropic', source: AI_ROBOTS_TXT },
  { agent: 'CCBot', class: 'ai-training', operator: 'Common Crawl', source: 'https://commoncrawl.org/ccbot' },
  {
    agent: 'meta-externalagent',
    class: 'ai-training',
    operator: 'Meta',
    source: 'https://developers.facebook.com/docs/sharing/webmasters/web-crawlers',
  },
  { agent: 'Bytespider', class: 'ai-training', operator: 'ByteDance', source: AI_ROBOTS_TXT },
  {
    agent: 'Amazonbot',
    class: 'ai-training',
    operator: 'Amazon',
    source: 'https://developer.amazon.com/amazonbot',
  },
  {
    agent: 'Applebot',
    class: 'ai-search',
    operator: 'Apple',
    source: 'https://support.apple.com/en-us/119829',
  },
  { agent: 'cohere-training-data-crawler', class: 'ai-training', operator: 'Cohere', source: AI_ROBOTS_TXT },
  { agent: 'AI2Bot', class: 'ai-training', operator: 'Allen Institute for AI', source: AI_ROBOTS_TXT },
  { agent: 'Diffbot', class: 'ai-training', operator: 'Diffbot', source: AI_ROBOTS_TXT },
  { agent: 'PanguBot', class: 'ai-training', operator: 'Huawei', source: AI_ROBOTS_TXT },
  // Crawlers that index pages for an AI's search answers.
  {
    agent: 'OAI-SearchBot',
    class: 'ai-search',
    operator: 'OpenAI',
    source: 'https://platform.openai.com/docs/bots',
  },
  {
    agent: 'Claude-SearchBot',
    class: 'ai-search',
    operator: 'Anthropic',
    source: 'https://support.claude.com/en/articles/8896518',
  },
  {
    agent: 'PerplexityBot',
    class: 'ai-search',
    operator: 'Perplexity',
    source: 'https://docs.perplexity.ai/guides/bots',
  },
  { agent: 'YouBot', class: 'ai-search', operator: 'You.com', source: AI_ROBOTS_TXT },
  {
    agent: 'DuckAssistBot',
    class: 'ai-search',
    operator: 'DuckDuckGo',
    source: 'https://duckduckgo.com/duckduckgo-help-pages/results/duckassistbot',
  },
  // Fetches an AI assistant makes while answering a person.
  {
    agent: 'ChatGPT-User',
    class: 'ai-user',
    operator: 'OpenAI',
    source: 'https://platform.openai.com/docs/bots',
  },
  {
    agent: 'Claude-User',
    class: 'ai-user',
    operator: 'Anthropic',
    source: 'https://support.claude.com/en/articles/8896518',
  },
  { agent: 'Claude-Web', class: 'ai-user', operator: 'Anthropic', source: AI_ROBOTS_TXT },
  {
    agent: 'Perplexity-User',
    class: 'ai-user',
    operator: 'Perplexity',
    source: 'https://docs.perplexity.ai/guides/bots',
  },
  {
    agent: 'meta-externalfetcher',
    class: 'ai-user',
    operator: 'Meta',
    source: 'https://developers.facebook.com/docs/sharing/webmasters/web-crawlers',
  },
  {
    agent: 'MistralAI-User',
    class: 'ai-user',
    operator: 'Mistral AI',
    source: 'https://docs.mistral.ai/robots',
  },
  {
    agent: 'Google-NotebookLM',
    class: 'ai-user',
    operator: 'Google',
    source: 'https://developers.google.com/search/docs/crawling-indexing/google-user-triggered-fetchers',
    // Google's user-triggered fetchers "generally ignore robots.txt rules" (its source page).
    robotsTxt: 'ignored',
  },
  // Search engines.
  {
    agent: 'Googlebot',
    class: 'search-engine',
    operator: 'Google',
    source: 'https://developers.google.com/search/docs/crawling-indexing/googlebot',
  },
  {
    agent: 'Bingbot',
    class: 'search-engine',
    operator: 'Microsoft',
    source: 'https://www.bing.com/webmasters/help/which-crawlers-does-bing-use-8c184ec0',
  },
  {
    agent: 'DuckDuckBot',
    class: 'search-engine',
    operator: 'DuckDuckGo',
    source: 'https://duckduckgo.com/duckduckgo-help-pages/results/duckduckbot',
  },
  {
    agent: 'YandexBot',
    class: 'search-engine',
    operator: 'Yandex',
    source: 'https://yandex.com/support/webmaster/robot-workings/check-yandex-robots.html',
  },
  {
    agent: 'Baiduspider',
    class: 'search-engine',
    operator: 'Baidu',
    source: 'https://help.baidu.com/question?prod_id=99&class=476&id=2996',
  },
  {
    agent: 'Slurp',
    class: 'search-engine',
    operator: 'Yahoo',
    source: 'https://help.yahoo.com/kb/SLN22600.html',
  },
];

/**
 * Tokens only read in robots.txt, never sent as a User-Agent: their rules say what the text the
 * operator's ordinary crawler reads may be used for. The reader counts never name them.
 */
export const ROBOTS_ONLY_AGENTS: readonly (KnownAgent & { robotsTxt: 'only' })[] = [
  {
    agent: 'Google-Extended',
    class: 'ai-training',
    operator: 'Google',
    source: 'https://developers.google.com/search/docs/crawling-indexing/google-common-crawlers',
    robotsTxt: 'only',
  },
  {
    agent: 'Applebot-Extended',
    class: 'ai-training',
    operator: 'Apple',
    source: 'https://support.apple.com/en-us/119829',
    robotsTxt: 'only',
  },
];
