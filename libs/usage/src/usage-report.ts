import type { CheckLimitsResponse, UsageResponse } from '@signpost/contracts';
import type { Repositories } from '@signpost/db';
import type { Caller } from './caller.js';
import type { UsagePolicy } from './usage-policy.js';

type Asker = Exclude<Caller, { kind: 'operator' }>;

/**
 * Whom a usage question is about. A caller learns only about itself
 * (docs/product-rules.md, Usage and limits): an account asking about its own email gets its account; anyone
 * else gets the anonymous starter usage counted for that email and their own address, never another account's
 * tier or credits.
 */
function subjectOf(caller: Asker, email: string): Asker {
  if (caller.kind === 'account' && caller.account.email === email.toLowerCase()) return caller;
  return { kind: 'anonymous', clientAddress: caller.clientAddress };
}

/** What a caller has used of its plan in the current period. */
export async function reportUsage(
  deps: { repos: Repositories; usage: UsagePolicy },
  caller: Asker,
  email: string,
  now = new Date(),
): Promise<UsageResponse> {
  const asker = subjectOf(caller, email);
  const scope = deps.usage.scopeOf(asker, email, now);
  const [used, cacheHits] = await Promise.all([
    deps.repos.usage.countSince(scope.subjects, 'analysis', scope.period.start, scope.period.end),
    deps.repos.usage.countCacheHitsSince(scope.subjects, scope.period.start),
  ]);
  const { plan } = scope;
  return {
    tier: plan.tier,
    limits: {
      dailyAnalyses: plan.analyses.limit,
      maxPagesPerAnalysis: plan.maxPagesPerAnalysis,
      aiPagesLimit: plan.aiPagesLimit,
      period: plan.analyses.period,
    },
    usage: { analysesToday: used, cacheHitsToday: cacheHits },
    creditsRemaining: scope.creditAccount ? (scope.creditAccount.credits_remaining ?? 0) : null,
    smartCaching: plan.sharedScoreCache,
    resetAt: scope.period.end.toISOString(),
  };
}

/** Dollars the LLM would cost for a plan's AI pages at most, from the configured prices. */
export interface CostEstimator {
  (aiPages: number): number;
}

/**
 * The tier-limits check the wizard makes before it starts an analysis
 * (docs/product-rules.md, Usage and limits).
 */
export async function checkLimits(
  deps: { repos: Repositories; usage: UsagePolicy; estimateCost: CostEstimator },
  caller: Asker,
  email: string | undefined,
  now = new Date(),
): Promise<CheckLimitsResponse> {
  const report = await reportUsage(deps, caller, email ?? '', now);
  const left =
    report.creditsRemaining !== null
      ? report.creditsRemaining
      : Math.max(0, report.limits.dailyAnalyses - report.usage.analysesToday);
  const pageCount = report.limits.maxPagesPerAnalysis;
  const allowed = left > 0;
  const periodWord = report.limits.period === 'utc-day' ? 'today' : 'this billing month';
  return {
    allowed,
    reason: allowed
      ? null
      : `You have used all ${report.limits.dailyAnalyses} analyses of your plan ${periodWord}.`,
    pageCount,
    tier: report.tier,
    limits: { maxPagesPerAnalysis: pageCount, dailyAnalyses: report.limits.dailyAnalyses },
    currentUsage: { analysesToday: report.usage.analysesToday },
    estimatedCost: deps.estimateCost(report.limits.aiPagesLimit ?? pageCount),
    suggestedUpgrade: allowed ? null : (deps.usage.upgradeFrom(report.tier) ?? null),
  };
}
