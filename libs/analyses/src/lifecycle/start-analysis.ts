import { randomUUID } from 'node:crypto';
import { normalizeWebsiteUrl } from '@signpost/contracts';
import type { AnalysisRow } from '@signpost/db';
import type { Caller } from '@signpost/usage';
import type { AnalysisLifecycle, LifecycleDeps } from './analysis-lifecycle.js';

export interface StartAnalysisInput {
  url: string;
  /** Analyse again even when a recent result exists. */
  force: boolean;
  email?: string | undefined;
  /** Fewer pages than the plan allows; never more. */
  maxPages?: number | undefined;
}

export type StartedAnalysis =
  { kind: 'started'; analysisId: string } | { kind: 'reused'; analysis: AnalysisRow };

/**
 * Starts an analysis for a caller: a recent result of the same site is reused unless forced;
 * otherwise the usage policy admits the caller (or refuses with its reason), the analysis row and
 * the recorded use are written in one transaction, and discovery is queued.
 */
export async function startAnalysis(
  deps: LifecycleDeps,
  lifecycle: AnalysisLifecycle,
  caller: Caller,
  input: StartAnalysisInput,
): Promise<StartedAnalysis> {
  const url = normalizeWebsiteUrl(input.url);
  const { repos } = deps;
  if (!input.force && deps.reuseWithinHours > 0) {
    const since = new Date(Date.now() - deps.reuseWithinHours * 3600 * 1000);
    const earlier = await repos.analyses.findCompletedSince(url, since);
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
      ai_pages_limit: admission.allowance.aiPagesLimit,
    });
    await admission.record(analysisId);
  });
  await lifecycle.resume(analysisId);
  await lifecycle.publish(analysisId);
  return { kind: 'started', analysisId };
}
