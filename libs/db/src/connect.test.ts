import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDatabase, type TestPostgres } from '@signpost/testing';
import { connectDatabase, embeddedDatabaseExists } from './connect.js';

describe('a Postgres connection closed by the server while idle', () => {
  let database: TestPostgres;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.drop());

  it('is reported and dropped, and the next query gets a fresh connection', async () => {
    const errors: Error[] = [];
    const handle = await connectDatabase({ kind: 'postgres', url: database.url, poolSize: 2 }, (error) =>
      errors.push(error),
    );
    try {
      await handle.ping();
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      try {
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
      } finally {
        await admin.end();
      }
      const deadline = Date.now() + 5_000;
      while (errors.length === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(errors[0]?.message).toMatch(/terminat/i);
      await expect(handle.ping()).resolves.toBeUndefined();
    } finally {
      await handle.close();
    }
  });
});

describe('the embedded database in a data folder', () => {
  it('exists once a connection has created it, and not before', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'signpost-embedded-'));
    try {
      expect(embeddedDatabaseExists(dataDir)).toBe(false);
      const database = await connectDatabase({ kind: 'pglite', dataDir });
      await database.ping();
      await database.close();
      expect(embeddedDatabaseExists(dataDir)).toBe(true);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
