import type { CheckLimitsResponse, UsageResponse } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { checkLimits, reportUsage, type Caller, type CostEstimator } from '@signpost/usage';

/** The operator never calls over HTTP; every request's caller is a visitor or an account. */
const asker = (caller: Caller) => {
  if (caller.kind === 'operator') throw new Error('the operator has no HTTP caller');
  return caller;
};

/**
 * Usage and limits (docs/product-rules.md, Usage and limits) as a caller may ask about them: about
 * itself only. /api/analyze is where use is counted; nothing here counts.
 */
export class UsageService {
  constructor(
    private readonly runtime: Pick<Runtime, 'repos' | 'usage'>,
    private readonly estimateCost: CostEstimator,
  ) {}

  /** The caller's usage: its account's for its own email, else the anonymous count. */
  report(caller: Caller, email: string): Promise<UsageResponse> {
    return reportUsage(this.runtime, asker(caller), email);
  }

  /** The current count and tier, as the old tracking call answered. */
  async count(caller: Caller, email: string): Promise<{ count: number; tier: UsageResponse['tier'] }> {
    const report = await this.report(caller, email);
    return { count: report.usage.analysesToday, tier: report.tier };
  }

  /** Whether the caller may start an analysis now, and with which limits. */
  checkLimits(caller: Caller, email: string | undefined): Promise<CheckLimitsResponse> {
    return checkLimits({ ...this.runtime, estimateCost: this.estimateCost }, asker(caller), email);
  }
}
