import type { CheckLimitsResponse } from '@signpost/contracts';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../storage/memory-storage.js';
import { isReturningEmail, LOCAL_USAGE_KEY, readLocalUsage, saveLocalUsage } from './local-usage.js';
import { hasEntryParams, queryEntryEvents } from './query-entry.js';
import { AUTO_PROCEED_MS, autoProceedDelay, limitsDecision } from './tier-limits.js';
import { usagePercent, usageWarning } from './usage-warnings.js';
import { run, T0 } from './test-fixtures.js';
import type { WorkflowState } from './workflow-state.js';
import { initialWorkflowState } from './workflow-state.js';

const demoUser = {
  id: '5f0c6f3e-8a1b-4c2d-9e3f-0a1b2c3d4e5f',
  email: 'demo@example.com',
  username: 'demo',
  tier: 'starter' as const,
  creditsRemaining: null,
  emailVerified: true,
  isDemo: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const check = (overrides: Partial<CheckLimitsResponse>): CheckLimitsResponse => ({
  allowed: true,
  reason: null,
  pageCount: 0,
  tier: 'starter',
  limits: { maxPagesPerAnalysis: 20, dailyAnalyses: 3 },
  currentUsage: { analysesToday: 1 },
  estimatedCost: 0,
  suggestedUpgrade: null,
  ...overrides,
});

describe('tier limits auto-proceed', () => {
  it('waits 250 ms for solo, 500 ms for growth and scale, 2 s otherwise', () => {
    expect(autoProceedDelay('solo')).toBe(250);
    expect(autoProceedDelay('growth')).toBe(500);
    expect(autoProceedDelay('scale')).toBe(500);
    expect(autoProceedDelay('starter')).toBe(2_000);
    expect(AUTO_PROCEED_MS.failed).toBe(1_000);
    expect(AUTO_PROCEED_MS.fallback).toBe(5_000);
  });

  it('proceeds after an allowed check and shows the limit for a refused one', () => {
    expect(limitsDecision(check({ tier: 'growth' }))).toEqual({ kind: 'proceed', afterMs: 500 });
    expect(
      limitsDecision(
        check({
          allowed: false,
          reason: 'You have used all 3 free analyses today.',
          currentUsage: { analysesToday: 3 },
          suggestedUpgrade: 'solo',
        }),
      ),
    ).toEqual({
      kind: 'refused',
      notice: {
        message: 'You have used all 3 free analyses today.',
        resetAt: null,
        analysesToday: 3,
        dailyAnalyses: 3,
        suggestedUpgrade: 'solo',
      },
    });
  });
});

describe('usage warnings', () => {
  const usage = (tier: 'starter' | 'growth' | 'solo', used: number, limit: number) => ({
    tier,
    limits: { dailyAnalyses: limit, maxPagesPerAnalysis: 20, aiPagesLimit: 5, period: 'utc-day' as const },
    usage: { analysesToday: used, cacheHitsToday: 0 },
  });

  it('warns a starter at 67% and says the limit is reached at 100%', () => {
    expect(usageWarning(usage('starter', 1, 3)).kind).toBe('none');
    expect(usageWarning(usage('starter', 2, 3))).toEqual({ kind: 'approaching', used: 2, limit: 3 });
    expect(usageWarning(usage('starter', 3, 3))).toEqual({ kind: 'limit-reached', used: 3, limit: 3 });
    expect(usageWarning(usage('starter', 66, 100)).kind).toBe('none');
    expect(usageWarning(usage('starter', 67, 100)).kind).toBe('approaching');
  });

  it('offers growth the plan above at 80% and leaves other plans alone', () => {
    expect(usageWarning(usage('growth', 27, 35)).kind).toBe('none');
    expect(usageWarning(usage('growth', 28, 35)).kind).toBe('upsell');
    expect(usageWarning(usage('solo', 20, 20)).kind).toBe('none');
  });

  it('caps the bar at 100%', () => {
    expect(usagePercent(usage('starter', 2, 3))).toBe(67);
    expect(usagePercent(usage('starter', 5, 3))).toBe(100);
  });
});

describe('query entry', () => {
  const params = (text: string) => new URLSearchParams(text);
  const fresh = { type: 'new-analysis-started' };

  it('submits a url or websiteUrl, adding the protocol', () => {
    expect(queryEntryEvents(params('url=example.com'), false)).toEqual([
      fresh,
      { type: 'url-submitted', websiteUrl: 'https://example.com' },
    ]);
    expect(queryEntryEvents(params('websiteUrl=https://example.org&rerun=true'), true)).toEqual([
      fresh,
      { type: 'url-submitted', websiteUrl: 'https://example.org' },
    ]);
    expect(queryEntryEvents(params('url=not a site'), true)).toEqual([]);
  });

  it('captures the email of a visitor, on solo when back from the coffee checkout', () => {
    expect(queryEntryEvents(params('url=example.com&email=bob@example.com&coffee=true'), false)).toEqual([
      fresh,
      {
        type: 'email-capture-requested',
        email: 'bob@example.com',
        tier: 'solo',
        websiteUrl: 'https://example.com',
      },
    ]);
    expect(queryEntryEvents(params('email=bob@example.com&solo=true'), false)[1]).toMatchObject({
      tier: 'solo',
    });
    expect(queryEntryEvents(params('email=bob@example.com'), false)[1]).toMatchObject({ tier: 'starter' });
  });

  it('ignores the email of a signed-in user and a malformed one', () => {
    expect(queryEntryEvents(params('url=example.com&email=bob@example.com'), true)).toEqual([
      fresh,
      { type: 'url-submitted', websiteUrl: 'https://example.com' },
    ]);
    expect(queryEntryEvents(params('email=bob'), false)).toEqual([]);
  });

  it('knows when the address carries entry parameters', () => {
    expect(hasEntryParams(params('coffee=true'))).toBe(true);
    expect(hasEntryParams(params('tab=overview'))).toBe(false);
  });
});

describe('local usage record', () => {
  const day1 = new Date('2026-03-01T10:00:00Z');
  const day2 = new Date('2026-03-02T00:00:01Z');

  it('defaults to starter with 3 a day and nothing used', () => {
    expect(readLocalUsage(memoryStorage(), 'a@example.com', day1)).toEqual({
      tier: 'starter',
      dailyAnalyses: 3,
      currentUsage: 0,
      lastReset: '2026-03-01',
    });
  });

  it('recognises a returning email and resets its count on a new day', () => {
    const storage = memoryStorage();
    expect(isReturningEmail(storage, 'A@example.com')).toBe(false);
    saveLocalUsage(storage, 'A@example.com', {
      tier: 'starter',
      dailyAnalyses: 3,
      currentUsage: 2,
      lastReset: '2026-03-01',
    });
    expect(isReturningEmail(storage, 'a@example.com')).toBe(true);
    expect(readLocalUsage(storage, 'a@example.com', day1).currentUsage).toBe(2);
    expect(readLocalUsage(storage, 'a@example.com', day2)).toMatchObject({
      currentUsage: 0,
      lastReset: '2026-03-02',
    });
  });

  it('survives a corrupt entry', () => {
    const storage = memoryStorage();
    storage.entries.set(LOCAL_USAGE_KEY, '{not json');
    expect(isReturningEmail(storage, 'a@example.com')).toBe(false);
  });
});

describe('an entry link over a restored run', () => {
  it('leaves the old review and checks the limits for the new address', () => {
    const reviewing: WorkflowState = {
      ...initialWorkflowState,
      current: 'REVIEW',
      userEmail: demoUser.email,
      analysisId: 'old',
      lastProcessedAnalysisId: 'old',
    };
    const events = queryEntryEvents(new URLSearchParams('url=example.org&rerun=true'), true);
    const state = run(events, reviewing, T0, { ...demoUser });
    expect(state).toMatchObject({
      current: 'TIER_LIMITS',
      websiteUrl: 'https://example.org',
      analysisId: null,
    });
  });
});
