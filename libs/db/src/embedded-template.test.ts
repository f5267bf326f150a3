import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectDatabase, embeddedDatabaseExists } from './connect.js';
import { seedEmbeddedDataDir, writeEmbeddedTemplate } from './embedded-template.js';
import { migrateToLatest } from './migrate.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'signpost-template-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it('seeds a data folder with the cluster the build made, ready to migrate and use', async () => {
  const template = join(dir, 'template');
  await writeEmbeddedTemplate(template);
  const dataDir = join(dir, 'run');
  await seedEmbeddedDataDir(dataDir, template);
  expect(embeddedDatabaseExists(dataDir)).toBe(true);

  const database = await connectDatabase({ kind: 'pglite', dataDir });
  try {
    await migrateToLatest(database.db);
    const tables = (await database.db.introspection.getTables()).map((table) => table.name);
    expect(tables).toContain('analyses');
  } finally {
    await database.close();
  }
  expect(await readdir(template)).toEqual(['pglite']);
}, 120_000);

it('leaves the data folder to initdb when the build made no cluster', async () => {
  const dataDir = join(dir, 'unbuilt');
  await seedEmbeddedDataDir(dataDir, join(dir, 'never-built'));
  expect(embeddedDatabaseExists(dataDir)).toBe(false);
});
