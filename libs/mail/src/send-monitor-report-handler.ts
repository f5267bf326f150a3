import type { Config } from '@signpost/config';
import { siteOf } from '@signpost/contracts';
import type { Repositories } from '@signpost/db';
import { defineHandler } from '@signpost/queue';
import type { Mailer } from './mailer.js';
import { monitorReport, REPORTED_READER_DAYS } from './monitor-report-template.js';

export interface SendMonitorReportDeps {
  config: Pick<Config, 'http'>;
  repos: Pick<Repositories, 'users' | 'monitors' | 'monitorRuns' | 'publishedFiles' | 'siteReaders'>;
  mailer: Mailer;
  now?: () => Date;
}

/**
 * Mails the owner what a monitor's run found. Marked once sent: a replayed job, or a run finished
 * again after a crash, sends no second mail. A failed send throws and the queue retries it.
 */
export function sendMonitorReportHandler(deps: SendMonitorReportDeps) {
  return defineHandler('send-monitor-report', async ({ runId }) => {
    const run = await deps.repos.monitorRuns.get(runId);
    const monitor = run ? await deps.repos.monitors.get(run.monitor_id) : undefined;
    const owner = monitor ? await deps.repos.users.get(monitor.user_id) : undefined;
    if (!run || !monitor || !owner || run.mailed_at !== null || !monitor.notify_email) return;
    const link = `${deps.config.http.publicUrl}/dashboard?tab=monitors&monitor=${encodeURIComponent(monitor.id)}`;
    const site = siteOf(monitor.url);
    // Readers are summed only for a site the owner publishes (or published) a file of.
    const readers = (await deps.repos.publishedFiles.findOf(owner.id, site))
      ? await deps.repos.siteReaders.readersOf(
          owner.id,
          site,
          REPORTED_READER_DAYS,
          deps.now?.() ?? new Date(),
        )
      : null;
    await deps.mailer.send({ to: owner.email, ...monitorReport(site, run, link, readers) });
    await deps.repos.monitorRuns.markNotified(run.id, 'mailed_at');
  });
}
