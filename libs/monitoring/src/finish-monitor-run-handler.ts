import { randomUUID } from 'node:crypto';
import { publishedCopies, renderFullFromIndex, servedLlmsTxt } from '@signpost/analyses';
import { siteOf } from '@signpost/contracts';
import type {
  AnalysisRow,
  MonitorRow,
  MonitorRunRow,
  PageRow,
  PublishedFileRow,
  Repositories,
} from '@signpost/db';
import type { GuardedFetcher } from '@signpost/fetch';
import type { Logger } from '@signpost/logger';
import { defineHandler, type JobQueue } from '@signpost/queue';
import { findChanges, type RunOutcome } from './run-findings.js';

export interface FinishRunDeps {
  repos: Repositories;
  queue: JobQueue;
  logger: Logger;
  fetcher: GuardedFetcher;
  /** The fetcher's User-Agent, for which robots.txt is obeyed. */
  userAgent: string;
  fullBudgetBytes: number;
  /** The gateway's public URL, under which the publication's markdown copies are served. */
  publicUrl: string;
}

const ANALYSIS_GONE = 'The analysis of this run is gone; the next run reads the site again.';

/** Tells the owner of a run that found something, each way they asked for; each is done once. */
export async function notifyOwner(queue: JobQueue, monitor: MonitorRow, run: MonitorRunRow): Promise<void> {
  if (!run.noteworthy || run.status !== 'completed') return;
  if (monitor.notify_email && run.mailed_at === null)
    await queue.enqueue('send-monitor-report', { runId: run.id });
  if (monitor.webhook_url !== null && run.webhook_delivered_at === null) {
    await queue.enqueue('deliver-monitor-webhook', { runId: run.id });
  }
}

/**
 * Ends a run once its analysis ended: compares, makes the file again, republishes it when the site's
 * file is published and it changed, and tells the owner when something changed. The run is completed
 * in the transaction that republishes, once however often this job replays; a replay after that only
 * makes sure the owner is told.
 */
export function finishMonitorRunHandler(deps: FinishRunDeps) {
  return defineHandler('finish-monitor-run', async ({ runId }, context) => {
    const { repos } = deps;
    const run = await repos.monitorRuns.get(runId);
    const monitor = run ? await repos.monitors.get(run.monitor_id) : undefined;
    if (!run || !monitor) return;
    if (run.status !== 'running') {
      await notifyOwner(deps.queue, monitor, run);
      return;
    }
    const analysis = run.analysis_id ? await repos.analyses.get(run.analysis_id) : undefined;
    if (!analysis) {
      await repos.monitorRuns.fail(run.id, ANALYSIS_GONE);
      return;
    }
    if (analysis.status === 'processing') return;
    if (analysis.status === 'failed') {
      await repos.monitorRuns.fail(run.id, analysis.error_message ?? 'The site could not be read.');
      return;
    }
    const published = await repos.publishedFiles.findOf(monitor.user_id, siteOf(monitor.url));
    const live = published?.withdrawn_at === null ? published : undefined;
    const pages = await repos.pages.listScored(analysis.id);
    const outcome = await findChanges(
      repos,
      { fetcher: deps.fetcher, userAgent: deps.userAgent },
      {
        analysis,
        pages,
        previous: await repos.monitorRuns.previousCompleted(monitor.id, run.id),
        published: live,
        served: live?.content
          ? servedLlmsTxt(
              { ...live, content: live.content },
              await repos.publishedPages.linksOf(live.user_id, live.site),
              deps.publicUrl,
            )
          : undefined,
        fullBudgetBytes: deps.fullBudgetBytes,
      },
      context.signal,
    );
    const completed = await repos.transaction(async (tx) => {
      if (!(await tx.monitorRuns.complete(run.id, outcome.findings))) return false;
      await keepFile(tx, { monitor, analysis, pages, outcome, live, fullBudgetBytes: deps.fullBudgetBytes });
      await tx.monitorRuns.trim(monitor.id);
      return true;
    });
    if (!completed) return;
    // The run's contract has no place for links left unchecked, so the count is only logged.
    deps.logger.info(
      {
        runId,
        monitorId: monitor.id,
        noteworthy: outcome.findings.noteworthy,
        linksDisallowedByRobots: outcome.linksDisallowed,
      },
      'monitor run finished',
    );
    const finished = await repos.monitorRuns.get(run.id);
    if (finished) await notifyOwner(deps.queue, monitor, finished);
  });
}

interface KeptFile {
  monitor: MonitorRow;
  analysis: AnalysisRow;
  pages: readonly PageRow[];
  outcome: RunOutcome;
  /** The owner's live publication of the site, if any. */
  live: PublishedFileRow | undefined;
  fullBudgetBytes: number;
}

/**
 * Stores the file made again with the run's analysis and, when the site's file is published,
 * publishes it and its pages' markdown copies at the same address (Last-Modified kept when nothing
 * changed), unless the owner withdrew it since the run read it.
 */
async function keepFile(
  tx: Repositories,
  { monitor, analysis, pages, outcome, live, fullBudgetBytes }: KeptFile,
) {
  const file =
    (await tx.llmFiles.findSame(analysis.id, outcome.content)) ??
    (await tx.llmFiles.create({
      id: randomUUID(),
      analysisId: analysis.id,
      content: outcome.content,
      pageCount: outcome.pageCount,
    }));
  if (!live) return;
  const full = renderFullFromIndex(analysis, pages, outcome.content, fullBudgetBytes);
  const fullFiles = full.files.map(({ name, content }) => ({ name, content }));
  await tx.publishedFiles.republish({
    userId: monitor.user_id,
    site: live.site,
    llmFileId: file.id,
    content: outcome.content,
    fullFiles,
    pages: publishedCopies(analysis, pages, outcome.content),
  });
}
