import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, LlmFileRow } from '../schema.js';

const contentHash = (content: string) => createHash('sha256').update(content, 'utf8').digest('hex');

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
        content_hash: contentHash(file.content),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async get(id: string): Promise<LlmFileRow | undefined> {
    return this.db.selectFrom('llm_files').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The file of this analysis with exactly this text, if one was generated before. */
  async findSame(analysisId: string, content: string): Promise<LlmFileRow | undefined> {
    return this.db
      .selectFrom('llm_files')
      .selectAll()
      .where('analysis_id', '=', analysisId)
      .where('content_hash', '=', contentHash(content))
      .executeTakeFirst();
  }

  async countOf(analysisId: string): Promise<number> {
    const { count } = await this.db
      .selectFrom('llm_files')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('analysis_id', '=', analysisId)
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /**
   * Holds the analysis's row until the transaction ends, so files of one analysis are looked up,
   * counted and stored one request at a time.
   */
  async lockAnalysis(analysisId: string): Promise<void> {
    await this.db.selectFrom('analyses').select('id').where('id', '=', analysisId).forUpdate().execute();
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
