import { monitorCreationLimit, type Plan, type PlanCatalogue, type Tier } from '@signpost/contracts';
import type { Repositories, UserRow } from '@signpost/db';
import { AppError } from '@signpost/errors';
import type { Caller } from './caller.js';
import { billingMonth, secondsUntil, utcDay, type Period } from './usage-periods.js';

/** Who a use is counted against: an account, an email given without one, or a client address. */
const userSubject = (userId: string) => `user:${userId}`;
const emailSubject = (email: string) => `email:${email.toLowerCase()}`;
const addressSubject = (address: string) => `ip:${address}`;

/** Every subject an account's own uses were counted under, with its email's from before it signed up. */
export const accountUsageSubjects = (account: { id: string; email: string }) => [
  userSubject(account.id),
  emailSubject(account.email),
];

/** What an admitted analysis may do: its plan's page and AI-page limits. */
export interface AnalysisAllowance {
  tier: Tier;
  maxPages: number;
  aiPagesLimit: number | null;
  /** The account the analysis will belong to; null for anonymous and operator runs. */
  userId: string | null;
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
  /** SELF_HOSTED_PLAN: the plan of every account here, whatever it bought; nothing is sold then. */
  selfHostedPlan?: Tier | undefined;
}

/** Whose uses count for a caller, in which period, against which plan. */
export interface UsageScope {
  plan: Plan;
  subjects: string[];
  period: Period;
  /** The solo plan's credits are the account's own counter, renewed by billing. */
  creditAccount: UserRow | null;
}

/**
 * The one answer to "may this caller do this now, and with what limits?" for analyses and validator
 * checks. Checks and records run inside the caller's transaction under advisory locks on the caller's
 * subjects, so two requests racing for the last use cannot both get it.
 */
export class UsagePolicy {
  constructor(private readonly options: UsagePolicyOptions) {}

  planOf(caller: Caller): Plan {
    return this.options.plans[this.tierOf(caller)];
  }

  /**
   * The plan an account's features and limits come from: the installation's when it is self-hosted
   * (SELF_HOSTED_PLAN), else the one it bought. A demo session is always a starter.
   */
  tierOfAccount(account: UserRow): Tier {
    if (account.is_demo) return 'starter';
    return this.options.selfHostedPlan ?? account.tier;
  }

  /** The plan to suggest past a limit; none where nothing is sold (SELF_HOSTED_PLAN). */
  upgradeFrom(tier: Tier): Tier | undefined {
    return this.options.selfHostedPlan === undefined ? nextTier(tier) : undefined;
  }

  /**
   * Whose uses count: a visitor by client address and by the email they give
   * (docs/product-rules.md, Usage and limits), a demo session by its client address, an account by itself,
   * per UTC day on the starter plan and per billing month on the paid ones.
   */
  scopeOf(caller: Exclude<Caller, { kind: 'operator' }>, email: string | undefined, now: Date): UsageScope {
    if (caller.kind === 'account' && !caller.account.is_demo) return this.accountScope(caller.account, now);
    return {
      plan: this.planOf(caller),
      subjects: [addressSubject(caller.clientAddress), ...(email ? [emailSubject(email)] : [])],
      period: utcDay(now),
      creditAccount: null,
    };
  }

  /** An account counted by itself, in its plan's period. */
  private accountScope(account: UserRow, now: Date): UsageScope {
    const plan = this.options.plans[this.tierOfAccount(account)];
    const period =
      plan.analyses.period === 'utc-day'
        ? utcDay(now)
        : billingMonth(account.billing_period_start ?? account.created_at, now);
    return {
      plan,
      subjects: [userSubject(account.id)],
      period,
      // Credits are bought with the solo plan; a solo plan given by the installation counts analyses.
      creditAccount: plan.tier === 'solo' && account.tier === 'solo' ? account : null,
    };
  }

  /** Admits an analysis or throws `daily_limit_reached` / `plan_limit_reached` with its reason. */
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
      userId: caller.kind === 'account' ? caller.account.id : null,
    };
    if (caller.kind === 'operator') return { allowance, record: async () => {} };
    return this.admit(tx, this.scopeOf(caller, input.email, now), allowance, now);
  }

  private async admit(
    tx: Repositories,
    scope: UsageScope,
    allowance: AnalysisAllowance,
    now: Date,
  ): Promise<AnalysisAdmission> {
    const { plan } = scope;
    await tx.usage.lockSubjects(scope.subjects);
    if (scope.creditAccount) {
      if (!(await tx.users.takeCredit(scope.creditAccount.id))) throw this.limitReached(scope, now);
    } else if (
      (await tx.usage.countSince(scope.subjects, 'analysis', scope.period.start, scope.period.end)) >=
      plan.analyses.limit
    ) {
      throw this.limitReached(scope, now);
    }
    return {
      allowance,
      record: async (analysisId) => {
        await tx.usage.record(scope.subjects, 'analysis', analysisId, now);
      },
    };
  }

  /** What a monitor run of the account may do; null when its plan keeps no monitors. */
  monitorAllowance(account: UserRow): AnalysisAllowance | null {
    const plan = this.options.plans[this.tierOfAccount(account)];
    if (plan.monitors === 0) return null;
    return {
      tier: plan.tier,
      maxPages: plan.maxPagesPerAnalysis,
      aiPagesLimit: plan.aiPagesLimit,
      userId: account.id,
    };
  }

  /**
   * Admits a monitor's run as one analysis of its owner's plan, whoever started it: the monitor's
   * creation (its baseline), the schedule or the owner (docs/product-rules.md, Monitors). Refused like
   * any analysis once the plan's are used up; null when the plan keeps no monitors.
   */
  async admitMonitorRun(
    tx: Repositories,
    owner: UserRow,
    now = new Date(),
  ): Promise<AnalysisAdmission | null> {
    const allowance = this.monitorAllowance(owner);
    if (allowance === null) return null;
    return this.admit(tx, this.accountScope(owner, now), allowance, now);
  }

  /**
   * Takes one of the account's monitor creations of this billing period, or throws
   * `monitor_creation_limit`: without a cap, deleting a monitor and making it again would be a way to
   * churn the plan's monitored sites at will (docs/product-rules.md, Monitors). Call it in the
   * transaction that creates the monitor, so a creation refused later is not counted.
   */
  async takeMonitorCreation(tx: Repositories, account: UserRow, now = new Date()): Promise<void> {
    const scope = this.accountScope(account, now);
    const limit = monitorCreationLimit(scope.plan);
    await tx.usage.lockSubjects(scope.subjects);
    const made = await tx.usage.countSince(
      scope.subjects,
      'monitor-creation',
      scope.period.start,
      scope.period.end,
    );
    if (made >= limit) {
      const next = this.upgradeFrom(scope.plan.tier);
      throw limitError(
        'monitor_creation_limit',
        `You have created ${limit} monitors this billing period, the most your ${scope.plan.displayName} plan allows. Keep or pause the monitors you have; you can create more from ${scope.period.end.toISOString().slice(0, 10)}${next ? ', or upgrade for more' : ''}.`,
        scope.period.end,
        now,
        next,
      );
    }
    await tx.usage.record(scope.subjects, 'monitor-creation', null, now);
  }

  /**
   * Takes one validator check or throws `daily_limit_reached`. Signed-in callers are not limited; a
   * demo session, which anyone can open at will, counts as the visitor at its client address.
   */
  async takeValidation(tx: Repositories, caller: Caller, now = new Date()): Promise<void> {
    if (caller.kind === 'operator' || (caller.kind === 'account' && !caller.account.is_demo)) return;
    await this.takeDailyCheck(tx, [addressSubject(caller.clientAddress)], now);
  }

  /**
   * Takes one agent-readiness report or throws `daily_limit_reached`: counted as a validator check,
   * and an account on the free plan counts too, by itself, against the same daily allowance (a report
   * sends tens of requests to the site it names). Paid plans are not limited.
   */
  async takeReadinessReport(tx: Repositories, caller: Caller, now = new Date()): Promise<void> {
    if (caller.kind !== 'account' || caller.account.is_demo || this.planOf(caller).tier !== 'starter') {
      return this.takeValidation(tx, caller, now);
    }
    await this.takeDailyCheck(tx, [userSubject(caller.account.id)], now);
  }

  /** One of the validator's daily checks for these subjects, or `daily_limit_reached`. */
  private async takeDailyCheck(tx: Repositories, subjects: string[], now: Date): Promise<void> {
    const limit = this.options.validatorDailyLimit;
    await tx.usage.lockSubjects(subjects);
    const day = utcDay(now);
    if ((await tx.usage.countSince(subjects, 'validation', day.start, day.end)) >= limit) {
      throw limitError(
        'daily_limit_reached',
        `You have used all ${limit} free checks for today. The limit resets at midnight UTC.`,
        day.end,
        now,
      );
    }
    await tx.usage.record(subjects, 'validation', null, now);
  }

  /**
   * Gives an analysis back: a run that failed through our fault does not count
   * (docs/product-rules.md, Usage and limits).
   */
  async giveBackAnalysis(repos: Repositories, analysisId: string): Promise<void> {
    const analysis = await repos.analyses.get(analysisId);
    await repos.transaction(async (tx) => {
      await tx.usage.refundAnalysis(analysisId);
      if (analysis?.user_id && analysis.tier === 'solo') await tx.users.returnCredit(analysis.user_id);
    });
  }

  private tierOf(caller: Caller): Tier {
    if (caller.kind === 'operator') return 'scale';
    if (caller.kind === 'account') return this.tierOfAccount(caller.account);
    return 'starter';
  }

  private limitReached(scope: UsageScope, now: Date): AppError {
    const { plan, period } = scope;
    const next = this.upgradeFrom(plan.tier);
    if (plan.analyses.period === 'utc-day') {
      return limitError(
        'daily_limit_reached',
        `You have used all ${plan.analyses.limit} free analyses for today. The limit resets at midnight UTC${next ? `, or upgrade to ${this.options.plans[next].displayName} for more` : ''}.`,
        period.end,
        now,
        next,
      );
    }
    return limitError(
      'plan_limit_reached',
      `You have used all ${plan.analyses.limit} analyses of your ${plan.displayName} plan this billing month. They renew on ${period.end.toISOString().slice(0, 10)}${next ? `, or upgrade for more` : ''}.`,
      period.end,
      now,
      next,
    );
  }
}

const TIERS: readonly Tier[] = ['starter', 'solo', 'growth', 'scale'];
/** The plan above this one, offered when this one's limit is reached. */
export const nextTier = (tier: Tier): Tier | undefined => TIERS[TIERS.indexOf(tier) + 1];

function limitError(
  code: 'daily_limit_reached' | 'plan_limit_reached' | 'monitor_creation_limit',
  message: string,
  resetAt: Date,
  now: Date,
  suggestedUpgrade?: Tier,
): AppError {
  return new AppError(code, message, {
    headers: { 'retry-after': String(secondsUntil(resetAt, now)) },
    details: { resetAt: resetAt.toISOString(), ...(suggestedUpgrade ? { suggestedUpgrade } : {}) },
  });
}
