import { sql, type Kysely } from 'kysely';
import type { ReaderClass, SiteReaders } from '@signpost/contracts';
import type { Database } from '../schema.js';
import { summedReaders, type DailyReads } from './site-readers-summary.js';

/** Reads counted in a gateway since its last flush: one agent's reads of one slug on one UTC day. */
export interface CountedReads {
  slug: string;
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  agent: string;
  class: ReaderClass;
  reads: number;
}

/** Who reads each publication (migration 0026): batches added by the gateways, summed for owners. */
export class SiteReadersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Adds a gateway's batch in one statement. Each slug is the one its reads were served at, so the
   * publication holding it now takes them (reads of a slug nothing holds any more are dropped). Counts
   * add to what other processes stored, so any number of gateways may flush at once.
   */
  async add(batch: readonly CountedReads[]): Promise<void> {
    if (batch.length === 0) return;
    await sql`
      insert into site_readers (user_id, site, day, agent, class, reads)
      select file.user_id, file.site, counted.day::date, counted.agent, counted.class, sum(counted.reads)::integer
      from unnest(
        ${batch.map((row) => row.slug)}::text[],
        ${batch.map((row) => row.day)}::text[],
        ${batch.map((row) => row.agent)}::text[],
        ${batch.map((row) => row.class)}::text[],
        ${batch.map((row) => row.reads)}::integer[]
      ) as counted(slug, day, agent, class, reads)
      join published_files file on file.slug = counted.slug
      group by file.user_id, file.site, counted.day, counted.agent, counted.class
      on conflict (user_id, site, day, agent, class)
      do update set reads = site_readers.reads + excluded.reads
    `.execute(this.db);
  }

  /** The readers of the owner's publication of the site over the `days` UTC days ending `today`. */
  async readersOf(userId: string, site: string, days: number, today: Date): Promise<SiteReaders> {
    const first = new Date(today.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
    const rows = await this.db
      .selectFrom('site_readers')
      .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'agent', 'class', 'reads'])
      .where('user_id', '=', userId)
      .where('site', '=', site)
      .where('day', '>=', first)
      .execute();
    return summedReaders(rows satisfies DailyReads[], first, days);
  }
}
