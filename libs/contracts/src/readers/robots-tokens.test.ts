import { describe, expect, it } from 'vitest';
import { KNOWN_AGENTS, ROBOTS_ONLY_AGENTS } from './known-agents.js';
import { readerAgentOf } from './reader-agent.js';
import { aiAgentTokens, answeringAgentTokens, robotsTokensOf } from './robots-tokens.js';

describe('the robots.txt tokens of the AI agents', () => {
  it('sorts the agents by what they do, the search crawlers before the fetches for a person', () => {
    const answering = answeringAgentTokens();
    for (const token of ['OAI-SearchBot', 'Claude-SearchBot', 'PerplexityBot', 'Applebot', 'DuckAssistBot']) {
      expect(answering, token).toContain(token);
    }
    for (const token of ['ChatGPT-User', 'Claude-User', 'Perplexity-User', 'MistralAI-User']) {
      expect(answering, token).toContain(token);
    }
    expect(answering.indexOf('PerplexityBot')).toBeLessThan(answering.indexOf('ChatGPT-User'));
    expect(robotsTokensOf('ai-training')).toEqual(expect.arrayContaining(['GPTBot', 'ClaudeBot', 'CCBot']));
    expect(answering).not.toContain('GPTBot');
    expect(answering).not.toContain('Googlebot');
  });

  it('judges answers by the agents their operators document, while every AI token stays addressable', () => {
    expect(answeringAgentTokens()).not.toContain('Claude-Web');
    expect(answeringAgentTokens()).not.toContain('YouBot');
    expect(aiAgentTokens()).toEqual(expect.arrayContaining(['Claude-Web', 'YouBot']));
  });

  it('counts the robots-only tokens among the training agents, while the reader counts never name them', () => {
    expect(ROBOTS_ONLY_AGENTS.map(({ agent }) => agent)).toEqual(['Google-Extended', 'Applebot-Extended']);
    const training = robotsTokensOf('ai-training');
    for (const { agent, source } of ROBOTS_ONLY_AGENTS) {
      expect(training).toContain(agent);
      expect(new URL(source).protocol, agent).toBe('https:');
      // A string claiming Applebot-Extended reads as Applebot, whose reads its rules govern.
      expect(readerAgentOf(`Mozilla/5.0 (compatible; ${agent}/1.0)`).agent, agent).not.toBe(agent);
    }
  });

  it('leaves out an agent whose operator says it ignores robots.txt', () => {
    expect(KNOWN_AGENTS.find(({ agent }) => agent === 'Google-NotebookLM')?.robotsTxt).toBe('ignored');
    expect(aiAgentTokens()).not.toContain('Google-NotebookLM');
  });

  it('names each token once, and every AI token the llms.txt validator looked up before', () => {
    const tokens = aiAgentTokens().map((token) => token.toLowerCase());
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(aiAgentTokens()).toEqual(
      expect.arrayContaining(['GPTBot', 'ClaudeBot', 'anthropic-ai', 'PerplexityBot', 'Google-Extended']),
    );
    const sent = new Set(KNOWN_AGENTS.map(({ agent }) => agent.toLowerCase()));
    expect(ROBOTS_ONLY_AGENTS.filter(({ agent }) => sent.has(agent.toLowerCase()))).toEqual([]);
  });
});
