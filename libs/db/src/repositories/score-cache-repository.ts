import { sql, type Kysely } from 'kysely';
import type { PageCategory } from '@signpost/contracts';
import type { Database } from '../schema.js';

/** Which judgements are interchangeable: the same model asked with the same prompt version. */
export interface ScoreCacheScope {
  model: string;
  promptVersion: string;
}

export interface CachedScore {
  contentHash: string;
  qualityScore: number;
  category: PageCategory;
  title: string;
  description: string;
  reason: string;
  /** Filled when the page was a site's home page and the model named the site. */
  siteName: string | null;
  siteSummary: string | null;
  /** Dollars the judgement cost when it was made: what each reuse saves. */
  cost: number;
}

const CHUNK = 500;

/** The score cache shared by every analysis and plan: a page whose content is unchanged is never sent again. */
export class ScoreCacheRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The cached judgements among `contentHashes`, by hash; marks them used. */
  async findMany(
    scope: ScoreCacheScope,
    contentHashes: readonly string[],
  ): Promise<Map<string, CachedScore>> {
    const found = new Map<string, CachedScore>();
    const unique = [...new Set(contentHashes)];
    for (let start = 0; start < unique.length; start += CHUNK) {
      const rows = await this.db
        .updateTable('score_cache')
        .set({ used_at: sql`now()` })
        .where('model', '=', scope.model)
        .where('prompt_version', '=', scope.promptVersion)
        .where('content_hash', 'in', unique.slice(start, start + CHUNK))
        .returningAll()
        .execute();
      for (const row of rows) {
        found.set(row.content_hash, {
          contentHash: row.content_hash,
          qualityScore: row.quality_score,
          category: row.category,
          title: row.title,
          description: row.description,
          reason: row.reason,
          siteName: row.site_name,
          siteSummary: row.site_summary,
          cost: row.cost,
        });
      }
    }
    return found;
  }

  /** Stores judgements; the first one made for a key stays (a concurrent duplicate changes nothing). */
  async saveMany(scope: ScoreCacheScope, scores: readonly CachedScore[]): Promise<void> {
    for (let start = 0; start < scores.length; start += CHUNK) {
      const rows = scores.slice(start, start + CHUNK).map((score) => ({
        content_hash: score.contentHash,
        model: scope.model,
        prompt_version: scope.promptVersion,
        quality_score: score.qualityScore,
        category: score.category,
        title: score.title,
        description: score.description,
        reason: score.reason,
        site_name: score.siteName,
        site_summary: score.siteSummary,
        cost: score.cost,
      }));
      await this.db
        .insertInto('score_cache')
        .values(rows)
        .onConflict((oc) => oc.columns(['content_hash', 'model', 'prompt_version']).doNothing())
        .execute();
    }
  }

  /** Forgets judgements no analysis has used since the cutoff; returns how many. */
  async deleteUnusedSince(cutoff: Date): Promise<number> {
    const result = await this.db.deleteFrom('score_cache').where('used_at', '<', cutoff).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
