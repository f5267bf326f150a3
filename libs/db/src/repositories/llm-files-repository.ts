import type { Kysely } from 'kysely';
import type { Database, LlmFileRow } from '../schema.js';

export class LlmFilesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(file: {
    id: string;
    analysisId: string;
    content: string;
    pageCount: number;
  }): Promise<LlmFileRow> {
    return this.db
      .insertInto('llm_files')
      .values({
        id: file.id,
        analysis_id: file.analysisId,
        content: file.content,
        page_count: file.pageCount,
        file_size: Buffer.byteLength(file.content, 'utf8'),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async get(id: string): Promise<LlmFileRow | undefined> {
    return this.db.selectFrom('llm_files').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The files generated from these analyses, oldest first. */
  async listByAnalyses(analysisIds: readonly string[]): Promise<LlmFileRow[]> {
    if (analysisIds.length === 0) return [];
    return this.db
      .selectFrom('llm_files')
      .selectAll()
      .where('analysis_id', 'in', analysisIds)
      .orderBy('created_at')
      .execute();
  }
}
