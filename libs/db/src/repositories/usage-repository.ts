import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database, UsageEventsTable } from '../schema.js';

type UsageKind = UsageEventsTable['kind'];

/**
 * One use is recorded under every subject it belongs to (an email, a client address), so a limit
 * keyed by several subjects counts the use once, however many of them match.
 */
export class UsageRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async record(
    subjects: readonly string[],
    kind: UsageKind,
    analysisId: string | null = null,
    at: Date = new Date(),
  ): Promise<string> {
    const eventId = randomUUID();
    await this.db
      .insertInto('usage_events')
      .values(
        subjects.map((subject) => ({
          event_id: eventId,
          subject,
          kind,
          analysis_id: analysisId,
          created_at: at,
        })),
      )
      .execute();
    return eventId;
  }

  /** The uses counted under these subjects, each once however many of them it was counted under. */
  async listForSubjects(subjects: readonly string[]): Promise<{ kind: UsageKind; created_at: Date }[]> {
    if (subjects.length === 0) return [];
    return this.db
      .selectFrom('usage_events')
      .select(['kind', 'created_at'])
      .distinctOn('event_id')
      .where('subject', 'in', subjects)
      .orderBy('event_id')
      .execute();
  }

  /** Forgets every use counted under these subjects (a closed account's). */
  async forgetSubjects(subjects: readonly string[]): Promise<void> {
    if (subjects.length === 0) return;
    await this.db.deleteFrom('usage_events').where('subject', 'in', subjects).execute();
  }

  /**
   * Serialises concurrent checks of the same subjects until the transaction ends, so two requests
   * racing for the last use cannot both get it. Subjects are locked in sorted order to avoid deadlocks.
   */
  async lockSubjects(subjects: readonly string[]): Promise<void> {
    for (const subject of [...subjects].sort()) {
      await sql`select pg_advisory_xact_lock(hashtext(${subject}))`.execute(this.db);
    }
  }

  /** Uses in [since, until): a period's, so a moment's count never includes a later period's. */
  async countSince(subjects: readonly string[], kind: UsageKind, since: Date, until?: Date): Promise<number> {
    if (subjects.length === 0) return 0;
    let query = this.db
      .selectFrom('usage_events')
      .select(sql<number>`count(distinct event_id)::int`.as('n'))
      .where('subject', 'in', subjects)
      .where('kind', '=', kind)
      .where('created_at', '>=', since);
    if (until) query = query.where('created_at', '<', until);
    const row = await query.executeTakeFirstOrThrow();
    return row.n;
  }

  /** Analyses counted for the subjects since a moment that were answered wholly from the score cache. */
  async countCacheHitsSince(subjects: readonly string[], since: Date): Promise<number> {
    if (subjects.length === 0) return 0;
    const row = await this.db
      .selectFrom('usage_events')
      .innerJoin('analyses', 'analyses.id', 'usage_events.analysis_id')
      .select(sql<number>`count(distinct usage_events.event_id)::int`.as('n'))
      .where('usage_events.subject', 'in', subjects)
      .where('usage_events.kind', '=', 'analysis')
      .where('usage_events.created_at', '>=', since)
      .where('analyses.cache_hit', '=', true)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** Gives a use back (a run that failed through our fault does not count). */
  async refundAnalysis(analysisId: string): Promise<void> {
    await this.db
      .deleteFrom('usage_events')
      .where('analysis_id', '=', analysisId)
      .where('kind', '=', 'analysis')
      .execute();
  }
}
