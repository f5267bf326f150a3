import { describe, expect, it } from 'vitest';
import { reviewRobots } from './robots-conflicts.js';

const ORIGIN = 'https://x.test';
const review = (robotsText: string) =>
  reviewRobots({
    robotsUrl: `${ORIGIN}/robots.txt`,
    robotsText,
    llmsTxtUrl: `${ORIGIN}/llms.txt`,
    links: [
      { url: `${ORIGIN}/docs`, line: 5 },
      { url: `${ORIGIN}/private/page`, line: 6 },
    ],
  });
const checksOf = (robotsText: string) => review(robotsText).findings.map(({ check }) => check);

describe('the robots.txt conflicts of an llms.txt', () => {
  it('names the AI crawler whose own group disallows a linked page, with the deciding rule', () => {
    const { conflicts, findings } = review('User-agent: GPTBot\nDisallow: /private/\n');
    expect(findings).toEqual([
      {
        check: 'robots_pages_blocked',
        line: 6,
        message: '/private/page is linked from llms.txt but disallowed for GPTBot.',
      },
    ]);
    expect(conflicts[0]?.rule).toBe('User-agent: GPTBot / Disallow: /private/ (line 2)');
  });

  it('reviews every AI agent robots.txt names, the search and user agents too', () => {
    const { conflicts } = review(
      'User-agent: OAI-SearchBot\nDisallow: /\n\nuser-agent: claude-user/1.0 # old\nDisallow: /\n',
    );
    expect(conflicts.map(({ conflict }) => conflict)).toEqual([
      'robots.txt blocks OAI-SearchBot from reading /llms.txt itself.',
      'robots.txt blocks Claude-User from reading /llms.txt itself.',
      'robots.txt keeps OAI-SearchBot out of the whole site while llms.txt points it to pages.',
      'robots.txt keeps Claude-User out of the whole site while llms.txt points it to pages.',
    ]);
    expect(review('User-agent: SomeBot\nDisallow: /\n').conflicts).toEqual([]);
  });

  it('reports a rule of `*` once, not again for each AI agent that follows it', () => {
    expect(review('User-agent: *\nDisallow: /private/\n').findings).toEqual([
      {
        check: 'robots_pages_blocked',
        line: 6,
        message: '/private/page is linked from llms.txt but disallowed for all crawlers (User-agent: *).',
      },
    ]);
  });

  it('still counts a site shut to every crawler as shut to the AI crawlers', () => {
    expect(checksOf('User-agent: *\nDisallow: /\n')).toEqual([
      'robots_llms_txt_blocked',
      'robots_ai_crawlers_blocked',
      'robots_pages_blocked',
      'robots_pages_blocked',
    ]);
    // An AI crawler shut out by a group of its own is not named again for each page.
    expect(checksOf('User-agent: ClaudeBot\nDisallow: /\n')).toEqual([
      'robots_llms_txt_blocked',
      'robots_ai_crawlers_blocked',
    ]);
  });
});
