import type { Kysely } from 'kysely';
import type { ReadinessReport } from '@signpost/contracts';
import type { Database } from '../schema.js';

export class ReadinessReportsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async save(id: string, report: ReadinessReport): Promise<void> {
    await this.db
      .insertInto('readiness_reports')
      .values({ id, url: report.url, report: JSON.stringify(report) })
      .execute();
  }

  async get(id: string): Promise<ReadinessReport | undefined> {
    const row = await this.db
      .selectFrom('readiness_reports')
      .select('report')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.report;
  }

  async deleteCreatedBefore(cutoff: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('readiness_reports')
      .where('created_at', '<', cutoff)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
