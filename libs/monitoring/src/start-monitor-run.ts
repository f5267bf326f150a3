import { randomUUID } from 'node:crypto';
import { normalizeWebsiteUrl } from '@signpost/contracts';
import type { MonitorRow, MonitorRunRow, MonitorRunTrigger, Repositories, UserRow } from '@signpost/db';
import { AppError } from '@signpost/errors';
import type { Caller, UsagePolicy } from '@signpost/usage';

export const planRequired = () =>
  new AppError(
    'plan_required',
    'Monitors come with the Professional Power and Agency & API plans. Upgrade to keep your llms.txt current.',
  );

export interface StartedRun {
  run: MonitorRunRow;
  analysisId: string;
}

/**
 * Starts a run of a monitor in the caller's transaction: the run and the analysis it reads the site
 * with, under the owner's plan. A run the owner asks for (`counted`) is an analysis against the
 * plan like any other; scheduled runs and a monitor's first are bounded by the plan's monitor count.
 * Undefined when one of the monitor's runs is still going. The caller resumes the analysis once the
 * transaction committed.
 */
export async function startRunIn(
  tx: Repositories,
  usage: UsagePolicy,
  monitor: MonitorRow,
  owner: UserRow,
  trigger: MonitorRunTrigger,
  counted?: Caller,
): Promise<StartedRun | undefined> {
  const allowance = usage.monitorAllowance(owner);
  if (allowance === null) throw planRequired();
  const run = await tx.monitorRuns.start(randomUUID(), monitor.id, trigger);
  if (run === undefined) return undefined;
  const admission = counted ? await usage.admitAnalysis(tx, counted, {}) : undefined;
  const url = normalizeWebsiteUrl(monitor.url);
  const analysisId = randomUUID();
  await tx.analyses.create({
    id: analysisId,
    url,
    site_key: url,
    tier: allowance.tier,
    user_id: owner.id,
    requester_email: null,
    status: 'processing',
    stage: 'discovery',
    max_pages: allowance.maxPages,
    ai_pages_limit: allowance.aiPagesLimit,
  });
  await tx.monitorRuns.setAnalysis(run.id, analysisId);
  await admission?.record(analysisId);
  return { run: { ...run, analysis_id: analysisId }, analysisId };
}
