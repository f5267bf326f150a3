import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, freePort, type TestPostgres } from '@signpost/testing';
import { connectDatabase } from './connect.js';
import { isDatabaseUnavailable } from './unavailable.js';

async function failureOf(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

describe('isDatabaseUnavailable', () => {
  let database: TestPostgres;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.drop());

  it('is true when Postgres refuses the connection, directly or as the cause of another error', async () => {
    const url = `postgres://postgres@127.0.0.1:${await freePort()}/signpost`;
    const handle = await connectDatabase({ kind: 'postgres', url, poolSize: 1 });
    try {
      const refused = await failureOf(handle.ping());
      expect(isDatabaseUnavailable(refused)).toBe(true);
      expect(isDatabaseUnavailable(new Error('loading the analysis failed', { cause: refused }))).toBe(true);
    } finally {
      await handle.close();
    }
  });

  it('is true when the server ends the connection under a query (an administrator, a shutdown)', async () => {
    const handle = await connectDatabase({ kind: 'postgres', url: database.url, poolSize: 1 });
    try {
      const terminated = await failureOf(
        sql`select pg_terminate_backend(pg_backend_pid())`.execute(handle.db),
      );
      expect(isDatabaseUnavailable(terminated)).toBe(true);
    } finally {
      await handle.close();
    }
  });

  it('is false for a query the server rejects, and for errors that are not the database', async () => {
    const handle = await connectDatabase({ kind: 'postgres', url: database.url, poolSize: 1 });
    try {
      const missingTable = await failureOf(sql`select * from no_such_table`.execute(handle.db));
      expect(isDatabaseUnavailable(missingTable)).toBe(false);
      expect(isDatabaseUnavailable(new TypeError('undefined is not a function'))).toBe(false);
      expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    } finally {
      await handle.close();
    }
  });
});
