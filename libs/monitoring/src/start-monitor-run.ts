import { randomUUID } from 'node:crypto';
import { normalizeWebsiteUrl } from '@signpost/contracts';
import type { MonitorRow, MonitorRunRow, MonitorRunTrigger, Repositories, UserRow } from '@signpost/db';
import { AppError, isAppError } from '@signpost/errors';
import type { UsagePolicy } from '@signpost/usage';

export const planRequired = () =>
  new AppError(
    'plan_required',
    'Monitors come with the Professional Power and Agency & API plans. Upgrade to keep your llms.txt current.',
  );

export interface StartedRun {
  run: MonitorRunRow;
  analysisId: string;
}

/** The usage policy's refusal of an analysis: the plan's analyses of this period are used up. */
export const isAnalysisRefusal = (error: unknown): error is AppError =>
  isAppError(error) && (error.code === 'plan_limit_reached' || error.code === 'daily_limit_reached');

/**
 * Starts a run of a monitor in the caller's transaction: the run and the analysis it reads the site
 * with, admitted and counted as one analysis of the owner's plan whatever started it. Undefined when
 * one of the monitor's runs is still going. When the plan's analyses are used up it throws the
 * refusal an analysis gets, having marked the run skipped with that reason: a caller that answers
 * the refusal rolls the run back with its transaction, the schedule commits it so the owner sees why
 * the monitor did not run. The caller resumes the analysis once the transaction committed.
 */
export async function startRunIn(
  tx: Repositories,
  usage: UsagePolicy,
  monitor: MonitorRow,
  owner: UserRow,
  trigger: MonitorRunTrigger,
  now = new Date(),
): Promise<StartedRun | undefined> {
  // The run first: a busy monitor takes nothing from the plan (a solo credit is taken on admission).
  const run = await tx.monitorRuns.start(randomUUID(), monitor.id, trigger);
  if (run === undefined) return undefined;
  let admission;
  try {
    admission = await usage.admitMonitorRun(tx, owner, now);
  } catch (error) {
    if (isAnalysisRefusal(error)) await tx.monitorRuns.skip(run.id, error.message);
    throw error;
  }
  if (admission === null) throw planRequired();
  const url = normalizeWebsiteUrl(monitor.url);
  const analysisId = randomUUID();
  await tx.analyses.create({
    id: analysisId,
    url,
    site_key: url,
    tier: admission.allowance.tier,
    user_id: owner.id,
    requester_email: null,
    status: 'processing',
    stage: 'discovery',
    max_pages: admission.allowance.maxPages,
    ai_pages_limit: admission.allowance.aiPagesLimit,
  });
  await tx.monitorRuns.setAnalysis(run.id, analysisId);
  await admission.record(analysisId);
  return { run: { ...run, analysis_id: analysisId }, analysisId };
}
