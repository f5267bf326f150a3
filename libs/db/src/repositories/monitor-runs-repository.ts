import type { Kysely } from 'kysely';
import type { Database, LiveFileReading, MonitorRunRow, MonitorRunTrigger } from '../schema.js';

/** What a finished run found, compared with the run before. */
export interface MonitorRunFindings {
  pages: Record<string, string>;
  added: string[];
  removed: string[];
  changed: string[];
  brokenLinks: string[];
  liveFile: LiveFileReading | null;
  noteworthy: boolean;
}

/** Runs kept per monitor; older ones are deleted as new ones finish. */
const RUNS_KEPT = 60;

export class MonitorRunsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Starts a run; undefined when one of the monitor's runs is still going. */
  async start(id: string, monitorId: string, trigger: MonitorRunTrigger): Promise<MonitorRunRow | undefined> {
    return this.db
      .insertInto('monitor_runs')
      .values({ id, monitor_id: monitorId, trigger, status: 'running' })
      .onConflict((oc) => oc.column('monitor_id').where('status', '=', 'running').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  async get(id: string): Promise<MonitorRunRow | undefined> {
    return this.db.selectFrom('monitor_runs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async setAnalysis(id: string, analysisId: string): Promise<void> {
    await this.db.updateTable('monitor_runs').set({ analysis_id: analysisId }).where('id', '=', id).execute();
  }

  /** The running runs that follow an analysis (at most one). */
  async runningOfAnalysis(analysisId: string): Promise<MonitorRunRow[]> {
    return this.db
      .selectFrom('monitor_runs')
      .selectAll()
      .where('analysis_id', '=', analysisId)
      .where('status', '=', 'running')
      .execute();
  }

  /** Running runs whose analysis has ended, and runs whose analysis never started: the sweep's work. */
  async stranded(olderThan: Date, limit: number): Promise<MonitorRunRow[]> {
    return this.db
      .selectFrom('monitor_runs')
      .leftJoin('analyses', 'analyses.id', 'monitor_runs.analysis_id')
      .selectAll('monitor_runs')
      .where('monitor_runs.status', '=', 'running')
      .where('monitor_runs.started_at', '<', olderThan)
      .where((eb) => eb.or([eb('analyses.id', 'is', null), eb('analyses.status', '!=', 'processing')]))
      .limit(limit)
      .execute();
  }

  /** The latest completed run before `runId`: the baseline a run compares with. */
  async previousCompleted(monitorId: string, runId: string): Promise<MonitorRunRow | undefined> {
    return this.db
      .selectFrom('monitor_runs')
      .selectAll()
      .where('monitor_id', '=', monitorId)
      .where('status', '=', 'completed')
      .where('id', '!=', runId)
      .orderBy('started_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Finishes a running run; false when it had already finished (a replayed job changes nothing). */
  async complete(id: string, findings: MonitorRunFindings): Promise<boolean> {
    const result = await this.db
      .updateTable('monitor_runs')
      .set({
        status: 'completed',
        finished_at: new Date(),
        pages: JSON.stringify(findings.pages),
        added: JSON.stringify(findings.added),
        removed: JSON.stringify(findings.removed),
        changed: JSON.stringify(findings.changed),
        broken_links: JSON.stringify(findings.brokenLinks),
        live_file: findings.liveFile === null ? null : JSON.stringify(findings.liveFile),
        noteworthy: findings.noteworthy,
      })
      .where('id', '=', id)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async fail(id: string, error: string): Promise<boolean> {
    const result = await this.db
      .updateTable('monitor_runs')
      .set({ status: 'failed', finished_at: new Date(), error })
      .where('id', '=', id)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Ends a run that did not start, such as one the owner's plan could not cover, saying why. */
  async skip(id: string, reason: string): Promise<boolean> {
    const result = await this.db
      .updateTable('monitor_runs')
      .set({ status: 'skipped', finished_at: new Date(), error: reason })
      .where('id', '=', id)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Marks the run's mail or webhook done; false when it already was (a replay sends nothing). */
  async markNotified(id: string, channel: 'mailed_at' | 'webhook_delivered_at'): Promise<boolean> {
    const result = await this.db
      .updateTable('monitor_runs')
      .set({ [channel]: new Date() })
      .where('id', '=', id)
      .where(channel, 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** A monitor's runs, newest first. */
  async listOf(monitorId: string, limit = RUNS_KEPT): Promise<MonitorRunRow[]> {
    return this.db
      .selectFrom('monitor_runs')
      .selectAll()
      .where('monitor_id', '=', monitorId)
      .orderBy('started_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** The newest run of each monitor. */
  async latestOf(monitorIds: string[]): Promise<MonitorRunRow[]> {
    if (monitorIds.length === 0) return [];
    return this.db
      .selectFrom('monitor_runs')
      .selectAll()
      .distinctOn('monitor_id')
      .where('monitor_id', 'in', monitorIds)
      .orderBy('monitor_id')
      .orderBy('started_at', 'desc')
      .execute();
  }

  /** Deletes a monitor's runs beyond the newest RUNS_KEPT. */
  async trim(monitorId: string): Promise<void> {
    const kept = this.db
      .selectFrom('monitor_runs')
      .select('id')
      .where('monitor_id', '=', monitorId)
      .orderBy('started_at', 'desc')
      .limit(RUNS_KEPT);
    await this.db
      .deleteFrom('monitor_runs')
      .where('monitor_id', '=', monitorId)
      .where('id', 'not in', kept)
      .execute();
  }
}
