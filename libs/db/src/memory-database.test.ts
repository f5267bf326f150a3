import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PGliteDialect } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateToLatest } from './migrate.js';
import { openMemoryDatabase, writeEmbeddedTemplate } from './memory-database.js';
import type { Database } from './schema.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'signpost-template-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function tablesAfterMigrating(template: string): Promise<string[]> {
  const db = new Kysely<Database>({
    dialect: new PGliteDialect({ pglite: await openMemoryDatabase(template) }),
  });
  try {
    await migrateToLatest(db);
    return (await db.introspection.getTables()).map((table) => table.name).sort();
  } finally {
    await db.destroy();
  }
}

it('starts an in-memory database from the template the build writes, the same as one made by initdb', async () => {
  const template = join(dir, 'template.tar.gz');
  await writeEmbeddedTemplate(template);
  expect((await stat(template)).size).toBeGreaterThan(0);

  const fromTemplate = await tablesAfterMigrating(template);
  expect(fromTemplate).toContain('analyses');
  expect(fromTemplate).toEqual(await tablesAfterMigrating(join(dir, 'never-built.tar.gz')));
}, 120_000);
