import type { Plan, PlanCatalogue, Tier } from '@signpost/contracts';
import type { Repositories } from '@signpost/db';
import { AppError } from '@signpost/errors';
import type { Caller } from './caller.js';
import { secondsUntil, utcDay } from './usage-periods.js';

/** What an admitted analysis may do: its plan's page and AI-page limits. */
export interface AnalysisAllowance {
  tier: Tier;
  maxPages: number;
  aiPagesLimit: number | null;
}

export interface AnalysisAdmission {
  allowance: AnalysisAllowance;
  /** Counts the use against the caller; call it in the transaction that creates the analysis. */
  record(analysisId: string): Promise<void>;
}

export interface UsagePolicyOptions {
  plans: PlanCatalogue;
  /** Free llms.txt checks per client address per UTC day. */
  validatorDailyLimit: number;
}

/**
 * The one answer to "may this caller do this now, and with what limits?" for analyses and validator
 * checks. Checks and records run inside the caller's transaction under advisory locks on the caller's
 * subjects, so two requests racing for the last use cannot both get it.
 */
export class UsagePolicy {
  constructor(private readonly options: UsagePolicyOptions) {}

  planOf(caller: Caller): Plan {
    return this.options.plans[caller.kind === 'operator' ? 'scale' : 'starter'];
  }

  /**
   * Admits an analysis or throws `daily_limit_reached`. An anonymous visitor counts as a starter by
   * client address and by the email they give (decisions.md); the operator is not counted.
   */
  async admitAnalysis(
    tx: Repositories,
    caller: Caller,
    input: { email?: string | undefined; maxPages?: number | undefined },
    now = new Date(),
  ): Promise<AnalysisAdmission> {
    const plan = this.planOf(caller);
    const allowance: AnalysisAllowance = {
      tier: plan.tier,
      maxPages: Math.min(plan.maxPagesPerAnalysis, input.maxPages ?? plan.maxPagesPerAnalysis),
      aiPagesLimit: plan.aiPagesLimit,
    };
    if (caller.kind === 'operator') return { allowance, record: async () => {} };

    const subjects = [
      `ip:${caller.clientAddress}`,
      ...(input.email ? [`email:${input.email.toLowerCase()}`] : []),
    ];
    await tx.usage.lockSubjects(subjects);
    const day = utcDay(now);
    const used = await tx.usage.countSince(subjects, 'analysis', day.start);
    if (used >= plan.analyses.limit) {
      throw dailyLimitReached(
        `You have used all ${plan.analyses.limit} free analyses for today. The limit resets at midnight UTC, or upgrade to Coffee Power for more.`,
        day.end,
        now,
        'solo',
      );
    }
    return {
      allowance,
      record: async (analysisId) => {
        await tx.usage.record(subjects, 'analysis', analysisId);
      },
    };
  }

  /** Takes one validator check or throws `daily_limit_reached`; the operator is not limited. */
  async takeValidation(tx: Repositories, caller: Caller, now = new Date()): Promise<void> {
    if (caller.kind === 'operator') return;
    const limit = this.options.validatorDailyLimit;
    const subjects = [`ip:${caller.clientAddress}`];
    await tx.usage.lockSubjects(subjects);
    const day = utcDay(now);
    const used = await tx.usage.countSince(subjects, 'validation', day.start);
    if (used >= limit) {
      throw dailyLimitReached(
        `You have used all ${limit} free checks for today. The limit resets at midnight UTC.`,
        day.end,
        now,
      );
    }
    await tx.usage.record(subjects, 'validation');
  }

  /** Gives an analysis back: a run that failed through our fault does not count (decisions.md). */
  async giveBackAnalysis(repos: Repositories, analysisId: string): Promise<void> {
    await repos.usage.refundAnalysis(analysisId);
  }
}

function dailyLimitReached(message: string, resetAt: Date, now: Date, suggestedUpgrade?: Tier): AppError {
  return new AppError('daily_limit_reached', message, {
    headers: { 'retry-after': String(secondsUntil(resetAt, now)) },
    details: { resetAt: resetAt.toISOString(), ...(suggestedUpgrade ? { suggestedUpgrade } : {}) },
  });
}
