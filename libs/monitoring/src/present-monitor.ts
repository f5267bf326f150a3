import type { Monitor, MonitorRun, MonitorRunWebhook } from '@signpost/contracts';
import type { MonitorRow, MonitorRunRow } from '@signpost/db';

export function presentRun(run: MonitorRunRow): MonitorRun {
  return {
    id: run.id,
    startedAt: run.started_at.toISOString(),
    finishedAt: run.finished_at?.toISOString() ?? null,
    status: run.status,
    added: run.added,
    removed: run.removed,
    changed: run.changed,
    brokenLinks: run.broken_links,
    liveFile: run.live_file,
    analysisId: run.analysis_id,
    error: run.error,
  };
}

/** What a webhook delivery posts: the run, named as an event and by its monitor. */
export function presentRunWebhook(monitorId: string, run: MonitorRunRow): MonitorRunWebhook {
  return { type: 'monitor.run', monitorId, ...presentRun(run) };
}

export function presentMonitor(
  monitor: MonitorRow,
  lastRun: MonitorRunRow | undefined,
  publishedUrl: string | null,
): Monitor {
  return {
    id: monitor.id,
    url: monitor.url,
    schedule: monitor.schedule,
    notify: {
      email: monitor.notify_email,
      ...(monitor.webhook_url === null ? {} : { webhookUrl: monitor.webhook_url }),
    },
    createdAt: monitor.created_at.toISOString(),
    nextRunAt: monitor.paused ? null : monitor.next_run_at.toISOString(),
    paused: monitor.paused,
    publishedUrl,
    lastRun: lastRun ? presentRun(lastRun) : null,
  };
}
