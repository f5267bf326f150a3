import { randomUUID } from 'node:crypto';
import { normalizeWebsiteUrl } from '@signpost/contracts';
import type { AnalysisRow, ReusableAnalysis, ReusableOwner } from '@signpost/db';
import type { Caller } from '@signpost/usage';
import type { LifecycleDeps } from './lifecycle-deps.js';

export interface StartAnalysisInput {
  url: string;
  /** Analyse again even when a recent result exists. */
  force: boolean;
  email?: string | undefined;
  /** Fewer pages than the plan allows; never more. */
  maxPages?: number | undefined;
}

/** What the lifecycle does once an analysis is written: queue its first job, and tell its listeners. */
export interface StartingLifecycle {
  resume(analysisId: string): Promise<void>;
  publish(analysisId: string): Promise<void>;
}

export type StartedAnalysis =
  { kind: 'started'; analysisId: string } | { kind: 'reused'; analysis: AnalysisRow };

/**
 * Which earlier analysis may answer this caller instead of a new run: only one the caller made itself,
 * under limits no richer than its plan allows now, so a reuse never hands over another account's
 * result nor a bigger plan's pages. An account's own analyses; for an anonymous visitor, the anonymous
 * runs it was counted for (same client address and same email, or none given), which is as near to
 * "its own" as an anonymous caller gets; for the operator, any.
 */
function reusableFor(
  deps: LifecycleDeps,
  caller: Caller,
  url: string,
  input: StartAnalysisInput,
): ReusableAnalysis {
  const plan = deps.usage.planOf(caller);
  return {
    siteKey: url,
    since: new Date(Date.now() - deps.reuseWithinHours * 3600 * 1000),
    owner: reuseOwner(deps, caller, input.email),
    maxPages: Math.min(plan.maxPagesPerAnalysis, input.maxPages ?? plan.maxPagesPerAnalysis),
    aiPagesLimit: plan.aiPagesLimit,
  };
}

function reuseOwner(deps: LifecycleDeps, caller: Caller, email: string | undefined): ReusableOwner {
  if (caller.kind === 'operator') return { kind: 'anyone' };
  if (caller.kind === 'account') return { kind: 'account', userId: caller.account.id };
  return {
    kind: 'anonymous',
    email: email?.toLowerCase() ?? null,
    countedUnder: deps.usage.scopeOf(caller, email, new Date()).subjects,
  };
}

/**
 * Starts an analysis for a caller: a recent result of the same site it may reuse is, unless forced;
 * otherwise the usage policy admits the caller (or refuses with its reason), the analysis row and
 * the recorded use are written in one transaction, and discovery is queued.
 */
export async function startAnalysis(
  deps: LifecycleDeps,
  lifecycle: StartingLifecycle,
  caller: Caller,
  input: StartAnalysisInput,
): Promise<StartedAnalysis> {
  const url = normalizeWebsiteUrl(input.url);
  const { repos } = deps;
  if (!input.force && deps.reuseWithinHours > 0) {
    const earlier = await repos.analyses.findReusable(reusableFor(deps, caller, url, input));
    if (earlier) return { kind: 'reused', analysis: earlier };
  }

  const analysisId = randomUUID();
  const email = input.email?.toLowerCase() ?? null;
  await repos.transaction(async (tx) => {
    const admission = await deps.usage.admitAnalysis(tx, caller, input);
    await tx.analyses.create({
      id: analysisId,
      url,
      site_key: url,
      tier: admission.allowance.tier,
      user_id: admission.allowance.userId,
      requester_email: email,
      status: 'processing',
      stage: 'discovery',
      max_pages: admission.allowance.maxPages,
      page_limit_reason:
        admission.allowance.maxPages < deps.usage.planOf(caller).maxPagesPerAnalysis ? 'request' : 'plan',
      ai_pages_limit: admission.allowance.aiPagesLimit,
    });
    await admission.record(analysisId);
  });
  await lifecycle.resume(analysisId);
  await lifecycle.publish(analysisId);
  return { kind: 'started', analysisId };
}
