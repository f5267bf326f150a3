import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  createTestRedis,
  TEST_METRICS_TOKEN,
  type TestPostgres,
  type TestRedis,
} from '@signpost/testing';
import { TEST_ENV } from '../support/stack.js';

const SERVICES = ['gateway', 'discovery', 'extraction', 'scoring', 'render'] as const;

/** Each service started alone answers its probes, and on SIGTERM closes its pools and exits cleanly. */
describe('a service process', () => {
  let database: TestPostgres;
  let redis: TestRedis;
  beforeAll(async () => {
    database = await createTestDatabase();
    redis = await createTestRedis();
  });
  afterAll(async () => {
    await database?.drop();
    await redis?.cleanup();
  });

  it.each(SERVICES)('%s becomes ready and exits 0 on SIGTERM', async (service) => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const main = fileURLToPath(new URL(`../../services/${service}/dist/main.js`, import.meta.url));
    const child = spawn(process.execPath, [main], {
      env: {
        PATH: process.env.PATH,
        ...TEST_ENV,
        DATABASE_URL: database.url,
        REDIS_URL: redis.url,
        QUEUE_PREFIX: redis.prefix,
        METRICS_TOKEN: TEST_METRICS_TOKEN,
        RENDER_TOKEN: 'a-shutdown-test-render-token-0123456789',
        PORT: String(port),
        WORKER_HEALTH_PORT: String(port),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

    const deadline = Date.now() + 20_000;
    let ready = false;
    while (!ready && Date.now() < deadline && child.exitCode === null) {
      ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ready, stderr).toBe(true);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
