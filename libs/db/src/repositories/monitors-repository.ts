import { sql, type Kysely } from 'kysely';
import type { Database, MonitorRow, MonitorsTable } from '../schema.js';

export interface NewMonitor {
  id: string;
  userId: string;
  url: string;
  site: string;
  schedule: MonitorsTable['schedule'];
  notifyEmail: boolean;
  webhookUrl: string | null;
  webhookSecret: string | null;
  nextRunAt: Date;
}

export interface MonitorChange {
  paused?: boolean;
  schedule?: MonitorsTable['schedule'];
  notify_email?: boolean;
  webhook_url?: string | null;
  webhook_secret?: string | null;
  next_run_at?: Date;
}

/** Monitors of owners' sites. Runs are in MonitorRunsRepository. */
export class MonitorsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(monitor: NewMonitor): Promise<MonitorRow> {
    return this.db
      .insertInto('monitors')
      .values({
        id: monitor.id,
        user_id: monitor.userId,
        url: monitor.url,
        site: monitor.site,
        schedule: monitor.schedule,
        notify_email: monitor.notifyEmail,
        webhook_url: monitor.webhookUrl,
        webhook_secret: monitor.webhookSecret,
        next_run_at: monitor.nextRunAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async get(id: string): Promise<MonitorRow | undefined> {
    return this.db.selectFrom('monitors').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The owner's monitor; undefined for another owner's, as for none. */
  async getOwned(userId: string, id: string): Promise<MonitorRow | undefined> {
    return this.db
      .selectFrom('monitors')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async findOf(userId: string, site: string): Promise<MonitorRow | undefined> {
    return this.db
      .selectFrom('monitors')
      .selectAll()
      .where('user_id', '=', userId)
      .where('site', '=', site)
      .executeTakeFirst();
  }

  async listOf(userId: string): Promise<MonitorRow[]> {
    return this.db
      .selectFrom('monitors')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'asc')
      .orderBy('id')
      .execute();
  }

  /** Counted under a lock of the owner's monitors, so two creations at once cannot both pass the limit. */
  async countOfLocked(userId: string): Promise<number> {
    await sql`select pg_advisory_xact_lock(hashtext(${`monitors:${userId}`}))`.execute(this.db);
    const row = await this.db
      .selectFrom('monitors')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async update(userId: string, id: string, change: MonitorChange): Promise<MonitorRow | undefined> {
    return this.db
      .updateTable('monitors')
      .set(change)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Deletes the owner's monitor with its runs, in the caller's transaction; answers the analyses of
   * its runs still going, for the caller to cancel, or undefined when the owner has no such monitor.
   * The monitor is locked first, so a run being started at that moment is among them or never starts.
   */
  async delete(userId: string, id: string): Promise<{ runningAnalyses: string[] } | undefined> {
    const monitor = await this.db
      .selectFrom('monitors')
      .select('id')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!monitor) return undefined;
    const running = await this.db
      .selectFrom('monitor_runs')
      .select('analysis_id')
      .where('monitor_id', '=', id)
      .where('status', '=', 'running')
      .execute();
    await this.db.deleteFrom('monitors').where('id', '=', id).execute();
    return { runningAnalyses: running.flatMap((run) => (run.analysis_id === null ? [] : [run.analysis_id])) };
  }

  /**
   * Takes the monitor whose run is most overdue and moves its next run on by whole periods past `now`,
   * keeping its place in the period (missed runs are skipped, not made up). Locked and skipped by
   * others until the caller's transaction ends, so two schedulers never take the same monitor.
   */
  async claimNextDue(
    now: Date,
    periodSeconds: Record<MonitorRow['schedule'], number>,
  ): Promise<MonitorRow | undefined> {
    const period = sql<number>`(case when m.schedule = 'daily' then ${periodSeconds.daily}::float8 else ${periodSeconds.weekly}::float8 end)`;
    const result = await sql<MonitorRow>`
      update monitors m
      set next_run_at = m.next_run_at + make_interval(secs => ${period} *
        (floor(extract(epoch from (${now}::timestamptz - m.next_run_at)) / ${period}) + 1))
      from (
        select id from monitors
        where not paused and next_run_at <= ${now}::timestamptz
        order by next_run_at
        limit 1
        for update skip locked
      ) due
      where m.id = due.id
      returning m.*`.execute(this.db);
    return result.rows[0];
  }
}
