import { describe, expect, it } from 'vitest';
import { KNOWN_AGENTS } from './known-agents.js';
import { readerAgentOf } from './reader-agent.js';
import { READER_CLASSES } from './reader-classes.js';

/** User-agent strings as the operators document them (see each entry's source), and a browser's. */
const REAL_STRINGS: [string, string, string][] = [
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.1; +https://openai.com/gptbot)',
    'GPTBot',
    'ai-training',
  ],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
    'ClaudeBot',
    'ai-training',
  ],
  ['CCBot/2.0 (https://commoncrawl.org/faq/)', 'CCBot', 'ai-training'],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; OAI-SearchBot/1.0; +https://openai.com/searchbot',
    'OAI-SearchBot',
    'ai-search',
  ],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)',
    'PerplexityBot',
    'ai-search',
  ],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot',
    'ChatGPT-User',
    'ai-user',
  ],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-User/1.0; +Claude-User@anthropic.com)',
    'Claude-User',
    'ai-user',
  ],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Perplexity-User/1.0; +https://perplexity.ai/perplexity-user)',
    'Perplexity-User',
    'ai-user',
  ],
  ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Googlebot', 'search-engine'],
  [
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.69 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Googlebot',
    'search-engine',
  ],
  ['Googlebot-Image/1.0', 'Googlebot', 'search-engine'],
  ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', 'Bingbot', 'search-engine'],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Browser',
    'other',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    'Browser',
    'other',
  ],
  ['curl/8.5.0', 'Unknown', 'other'],
];

describe('the known agents', () => {
  it('gives every entry a class, an operator and a source address, each name once', () => {
    for (const known of KNOWN_AGENTS) {
      expect(READER_CLASSES, known.agent).toContain(known.class);
      expect(known.operator, known.agent).not.toBe('');
      expect(new URL(known.source).protocol, known.agent).toBe('https:');
    }
    const names = KNOWN_AGENTS.map(({ agent }) => agent.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(REAL_STRINGS)('reads %s as %s (%s)', (userAgent, agent, readerClass) => {
    expect(readerAgentOf(userAgent)).toEqual({ agent, class: readerClass });
  });

  it('finds every listed agent by its own token, and none inside a longer name', () => {
    for (const known of KNOWN_AGENTS) {
      expect(readerAgentOf(`Mozilla/5.0 (compatible; ${known.agent}/1.0)`).agent).toBe(known.agent);
      expect(readerAgentOf(`X${known.agent}/1.0`).agent).toBe('Unknown');
    }
  });

  it('names no agent for robots.txt-only tokens, which no crawler sends', () => {
    // Google-Extended governs training use of what Googlebot reads; a string claiming it is no crawler's.
    expect(readerAgentOf('Google-Extended')).toEqual({ agent: 'Unknown', class: 'other' });
    expect(readerAgentOf(undefined)).toEqual({ agent: 'Unknown', class: 'other' });
  });
});
