import { sql, type Kysely } from 'kysely';

const RENAMED_STAGES = [
  ['extraction', 'content-fetch'],
  ['scoring', 'ai-analysis'],
] as const;

const RENAMED_COLUMN_STEMS = [
  ['extraction', 'content_fetch'],
  ['scoring', 'ai_analysis'],
] as const;

/**
 * An analysis's stage is stored under the id the API and the web use (the stage table in
 * @signpost/contracts), and its timestamp columns are named after that id, so no table maps one name
 * of a stage to another.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await migrateStages(db, RENAMED_STAGES, RENAMED_COLUMN_STEMS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const reverse = <T extends readonly (readonly [string, string])[]>(pairs: T) =>
    pairs.map(([from, to]) => [to, from] as const);
  await migrateStages(db, reverse(RENAMED_STAGES), reverse(RENAMED_COLUMN_STEMS));
}

async function migrateStages(
  db: Kysely<unknown>,
  stages: readonly (readonly [string, string])[],
  stems: readonly (readonly [string, string])[],
): Promise<void> {
  await sql`alter table analyses drop constraint analyses_stage_check`.execute(db);
  for (const [from, to] of stages) {
    await sql`update analyses set stage = ${to} where stage = ${from}`.execute(db);
  }
  const allowed = ['discovery', ...stages.map(([, to]) => to), 'finalization'];
  await sql`alter table analyses add constraint analyses_stage_check check (stage in (${sql.join(
    allowed.map((stage) => sql.lit(stage)),
  )}))`.execute(db);
  for (const [from, to] of stems) {
    for (const moment of ['started_at', 'finished_at']) {
      await sql`alter table analyses rename column ${sql.ref(`${from}_${moment}`)} to ${sql.ref(`${to}_${moment}`)}`.execute(
        db,
      );
    }
  }
}
