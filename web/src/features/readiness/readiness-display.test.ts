import type { ReadinessCheck } from '@signpost/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkedAtText,
  groupChecks,
  needsFix,
  orderChecks,
  readScore,
  sharedReportPath,
  sharedReportUrl,
  statusTally,
  readinessAllowance,
} from './readiness-display.js';

const check = (id: string, category: ReadinessCheck['category'], status: ReadinessCheck['status']) => ({
  id,
  category,
  status,
  summary: `${id} summary`,
  fix: status === 'pass' ? '' : `${id} fix`,
});

describe('the readiness report display rules', () => {
  it('orders checks fail, warn, pass, skip, keeping the server order within a status', () => {
    const checks = [
      check('a', 'pages', 'pass'),
      check('b', 'pages', 'skip'),
      check('c', 'pages', 'warn'),
      check('d', 'pages', 'fail'),
      check('e', 'pages', 'warn'),
      check('f', 'pages', 'fail'),
    ];
    expect(orderChecks(checks).map(({ id }) => id)).toEqual(['d', 'f', 'c', 'e', 'a', 'b']);
    expect(checks.map(({ id }) => id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('groups checks by category in the contract order, worst first, leaving out empty categories', () => {
    const groups = groupChecks([
      check('sitemap-found', 'sitemap', 'pass'),
      check('gptbot-allowed', 'crawlers', 'fail'),
      check('llms-txt-found', 'llms-txt', 'pass'),
      check('claudebot-allowed', 'crawlers', 'pass'),
      check('llms-txt-summary', 'llms-txt', 'warn'),
    ]);
    expect(groups.map(({ label, checks }) => [label, checks.map(({ id }) => id)])).toEqual([
      ['llms.txt', ['llms-txt-summary', 'llms-txt-found']],
      ['AI crawlers', ['gptbot-allowed', 'claudebot-allowed']],
      ['Sitemap', ['sitemap-found']],
    ]);
    expect(groupChecks([])).toEqual([]);
  });

  it.each([
    [100, 'good', 'Ready for AI agents'],
    [90, 'good', 'Ready for AI agents'],
    [89, 'fair', 'Almost ready'],
    [75, 'fair', 'Almost ready'],
    [74, 'poor', 'Needs work'],
    [0, 'poor', 'Needs work'],
  ] as const)('reads a score of %i as %s, in words: %s', (score, tone, words) => {
    expect(readScore(score)).toEqual({ tone, words });
  });

  it('tallies the statuses worst first, leaving out the ones that did not occur', () => {
    expect(
      statusTally([
        check('a', 'pages', 'pass'),
        check('b', 'pages', 'fail'),
        check('c', 'pages', 'warn'),
        check('d', 'pages', 'pass'),
      ]),
    ).toBe('1 failing, 1 warning, 2 passed');
    expect(statusTally([check('a', 'pages', 'warn'), check('b', 'pages', 'warn')])).toBe('2 warnings');
    expect(statusTally([check('a', 'pages', 'skip')])).toBe('1 skipped');
  });

  it('shows a fix only for a warning or failure that has one', () => {
    expect(needsFix(check('a', 'pages', 'fail'))).toBe(true);
    expect(needsFix(check('a', 'pages', 'warn'))).toBe(true);
    expect(needsFix({ ...check('a', 'pages', 'fail'), fix: '  ' })).toBe(false);
    expect(needsFix({ ...check('a', 'pages', 'pass'), fix: 'Nothing to do.' })).toBe(false);
    expect(needsFix({ ...check('a', 'pages', 'skip'), fix: 'Try later.' })).toBe(false);
  });

  it('builds the shareable address of a report', () => {
    const id = '3f2b8c1e-6a4d-4e8f-9b7a-1c2d3e4f5a6b';
    expect(sharedReportPath(id)).toBe(`/readiness?report=${id}`);
    expect(sharedReportUrl('https://signpost.app', id)).toBe(`https://signpost.app/readiness?report=${id}`);
  });

  it('shows an unreadable check time as it was sent', () => {
    expect(checkedAtText('not a date')).toBe('not a date');
    expect(checkedAtText('2026-05-01T12:00:00.000Z')).toMatch(/2026/);
  });
});

describe('the readiness allowance line', () => {
  it('says the limit of whoever checks: visitors share the validator checks, free accounts their own', () => {
    expect(readinessAllowance(null, 3)).toBe('Free checks: 3 per day, shared with the validator');
    expect(readinessAllowance({ isDemo: true, tier: 'starter' }, 3)).toBe(
      'Free checks: 3 per day, shared with the validator',
    );
    expect(readinessAllowance({ isDemo: false, tier: 'starter' }, 3)).toBe('Free plan: 3 per day');
    expect(readinessAllowance({ isDemo: false, tier: 'solo' }, 3)).toBe('Your plan: unlimited reports');
  });
});
