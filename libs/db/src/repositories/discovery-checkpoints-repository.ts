import { setImmediate } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';

/** A page discovery's crawl kept, with what it extracted (as the pipeline wrote it). */
export interface KeptPageRow {
  url: string;
  extraction: unknown;
}

export interface DiscoveryCheckpoint {
  state: unknown;
  keptPages: KeptPageRow[];
}

/**
 * Kept pages written per statement: each holds a page's text and Markdown. Between statements the
 * thread is let go for whatever waits: embedded, a statement runs on the calling thread, and a
 * checkpoint of 400 pages written at once held it for 200 ms, while page threads waited for it.
 */
const KEPT_PAGES_CHUNK = 25;

export class DiscoveryCheckpointsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Replaces the analysis's checkpoint with `state` and adds the pages kept since the last one (a
   * page written again replaces its row). Run in a transaction, so pages and state go together.
   */
  async save(analysisId: string, state: unknown, keptPages: readonly KeptPageRow[]): Promise<void> {
    for (let start = 0; start < keptPages.length; start += KEPT_PAGES_CHUNK) {
      if (start > 0) await setImmediate();
      await this.db
        .insertInto('discovery_kept_pages')
        .values(
          keptPages.slice(start, start + KEPT_PAGES_CHUNK).map((page) => ({
            analysis_id: analysisId,
            url: page.url,
            extraction: JSON.stringify(page.extraction),
          })),
        )
        .onConflict((oc) =>
          oc
            .columns(['analysis_id', 'url'])
            .doUpdateSet({ extraction: (eb) => eb.ref('excluded.extraction') }),
        )
        .execute();
    }
    await this.db
      .insertInto('discovery_checkpoints')
      .values({ analysis_id: analysisId, state: JSON.stringify(state) })
      .onConflict((oc) =>
        oc
          .column('analysis_id')
          .doUpdateSet({ state: (eb) => eb.ref('excluded.state'), saved_at: sql`now()` }),
      )
      .execute();
  }

  /** The analysis's checkpoint with every page kept so far; undefined when there is none. */
  async load(analysisId: string): Promise<DiscoveryCheckpoint | undefined> {
    const checkpoint = await this.db
      .selectFrom('discovery_checkpoints')
      .select('state')
      .where('analysis_id', '=', analysisId)
      .executeTakeFirst();
    if (checkpoint === undefined) return undefined;
    const keptPages = await this.db
      .selectFrom('discovery_kept_pages')
      .select(['url', 'extraction'])
      .where('analysis_id', '=', analysisId)
      .execute();
    return { state: checkpoint.state, keptPages };
  }

  async delete(analysisId: string): Promise<void> {
    await this.db.deleteFrom('discovery_kept_pages').where('analysis_id', '=', analysisId).execute();
    await this.db.deleteFrom('discovery_checkpoints').where('analysis_id', '=', analysisId).execute();
  }
}
