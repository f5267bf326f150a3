import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestPostgres {
  url: string;
  drop(): Promise<void>;
}

let containerUrl: Promise<string> | undefined;

/** The server tests use: DATABASE_URL when given, else a throwaway container (testcontainers). */
async function serverUrl(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  containerUrl ??= (async () => {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:16-alpine').start();
    return container.getConnectionUri();
  })();
  return containerUrl;
}

/** A fresh, empty database on the test server, so tests never depend on what else lives there. */
export async function createTestDatabase(): Promise<TestPostgres> {
  const base = await serverUrl();
  const name = `signpost_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
