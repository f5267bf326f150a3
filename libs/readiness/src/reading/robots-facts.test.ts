import { answeringAgentTokens } from '@signpost/contracts';
import { describe, expect, it } from 'vitest';
import { matchRobots } from './robots-facts.js';

const ORIGIN = 'https://x.test';
const verdicts = (robotsText: string | null) =>
  matchRobots({
    robotsText,
    origin: ORIGIN,
    pageUrl: `${ORIGIN}/`,
    llmsTxtUrl: `${ORIGIN}/llms.txt`,
    links: [`${ORIGIN}/docs`, `${ORIGIN}/private/page`, 'https://elsewhere.test/private/page'],
  });

describe('robots.txt matched for the AI agents', () => {
  it('names the answering agents shut out, search crawlers before fetches for a person', () => {
    const blocked = verdicts(
      'User-agent: MistralAI-User\nDisallow: /\n\nUser-agent: DuckAssistBot\nDisallow: /\n',
    );
    expect(blocked.answeringBlocked).toEqual(['DuckAssistBot', 'MistralAI-User']);
    expect(blocked.trainingBlocked).toEqual([]);
    expect(blocked.llmsTxtShut).toBe(true);
  });

  it('counts robots-only tokens as training agents, whose blocking costs no answer', () => {
    const blocked = verdicts(
      'User-agent: Google-Extended\nUser-agent: Applebot-Extended\nUser-agent: GPTBot\nDisallow: /\n',
    );
    expect(blocked.answeringBlocked).toEqual([]);
    expect(blocked.trainingBlocked).toEqual(['GPTBot', 'Google-Extended', 'Applebot-Extended']);
    expect(blocked.llmsTxtShut).toBe(false);
  });

  it('leaves out agents that ignore robots.txt or that no operator documents', () => {
    const blocked = verdicts(
      'User-agent: Google-NotebookLM\nUser-agent: Claude-Web\nUser-agent: YouBot\nDisallow: /\n',
    );
    expect(blocked.answeringBlocked).toEqual([]);
    expect(blocked.llmsTxtShut).toBe(false);
  });

  it('shuts out every answering agent under `*`, and counts the links of the site it disallows', () => {
    const blocked = verdicts('User-agent: *\nDisallow: /private/\n');
    expect(blocked.answeringBlocked).toEqual([]);
    expect(blocked).toMatchObject({
      linksMatched: 2,
      linksBlocked: 1,
      firstBlocked: `${ORIGIN}/private/page`,
    });
    expect(verdicts('User-agent: *\nDisallow: /\n').answeringBlocked).toEqual(answeringAgentTokens());
    expect(verdicts(null)).toMatchObject({ answeringBlocked: [], llmsTxtShut: false, linksBlocked: 0 });
  });
});
