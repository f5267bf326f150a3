import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';

export class ExtractionBatchesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** `done`: batches created complete, every page of them already read (by the discovery crawl). */
  async createAll(
    analysisId: string,
    pageCounts: readonly number[],
    done: ReadonlySet<number> = new Set(),
  ): Promise<void> {
    if (pageCounts.length === 0) return;
    await this.db
      .insertInto('extraction_batches')
      .values(
        pageCounts.map((pageCount, batch) => ({
          analysis_id: analysisId,
          batch,
          page_count: pageCount,
          completed_at: done.has(batch) ? sql<Date>`now()` : null,
        })),
      )
      .onConflict((oc) => oc.columns(['analysis_id', 'batch']).doNothing())
      .execute();
  }

  /** True only for the one call that marks the batch done; replays get false. */
  async markDone(analysisId: string, batch: number): Promise<boolean> {
    const result = await this.db
      .updateTable('extraction_batches')
      .set({ completed_at: sql`now()` })
      .where('analysis_id', '=', analysisId)
      .where('batch', '=', batch)
      .where('completed_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async countOutstanding(analysisId: string): Promise<number> {
    const row = await this.db
      .selectFrom('extraction_batches')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('analysis_id', '=', analysisId)
      .where('completed_at', 'is', null)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  async listBatchNumbers(analysisId: string, onlyOutstanding: boolean): Promise<number[]> {
    let query = this.db
      .selectFrom('extraction_batches')
      .select('batch')
      .where('analysis_id', '=', analysisId);
    if (onlyOutstanding) query = query.where('completed_at', 'is', null);
    const rows = await query.orderBy('batch').execute();
    return rows.map((row) => row.batch);
  }
}
