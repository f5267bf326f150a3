import type { FastifyInstance } from 'fastify';
import type { Config } from '@signpost/config';
import type { AnalysisRecord } from '@signpost/contracts';
import { billingWorkers, createStripeClient } from '@signpost/billing';
import { buildServer } from '@signpost/gateway-service';
import { mailWorkers } from '@signpost/mail';
import { monitorWorkers } from '@signpost/monitoring';
import { discoveryStage, extractionStage, scoringStage } from '@signpost/pipeline';
import type { StageWorkers } from '@signpost/queue';
import { createRuntime, startStageWorkers, type Runtime } from '@signpost/runtime';
import { createTestDatabase, createTestRedis, testConfig, TEST_METRICS_TOKEN } from '@signpost/testing';

export type StageName = 'discovery' | 'extraction' | 'scoring' | 'mail' | 'billing' | 'monitors';
const STAGES: Record<StageName, (runtime: Runtime) => StageWorkers | Promise<StageWorkers>> = {
  discovery: discoveryStage,
  extraction: extractionStage,
  scoring: scoringStage,
  mail: mailWorkers,
  billing: async (runtime) => billingWorkers(runtime, await createStripeClient(runtime.config.billing)),
  monitors: monitorWorkers,
};

/** Also handed to services started as processes of their own, so it repeats what testConfig sets. */
export const TEST_ENV = {
  LOG_LEVEL: 'silent',
  SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true',
  PLAN_STARTER_MAX_PAGES: '200',
  PLAN_STARTER_ANALYSES: '1000',
  EXTRACTION_BATCH_SIZE: '5',
  JOB_BACKOFF_MS: '50',
  JWT_SECRET: 'a-test-only-secret-that-is-long-enough-0123456789',
  WEB_DIST_DIR: '/nonexistent',
};

export interface Stack {
  server: FastifyInstance;
  env: Record<string, string>;
  config: Config;
  runtimes: Runtime[];
  /** Starts another worker process-equivalent (own connections) for the given stages. */
  addWorker(stages: StageName[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * The whole product in this test process. Embedded: one runtime (PGlite, in-process queue). Distributed:
 * a gateway runtime plus one runtime per worker stage, each with its own Postgres pool and Redis
 * connections, exactly as separate services would have.
 */
export async function startStack(
  kind: 'embedded' | 'distributed',
  options: { env?: Record<string, string>; workers?: StageName[] } = {},
): Promise<Stack> {
  const extraEnv = options.env ?? {};
  const workers = options.workers ?? ['discovery', 'extraction', 'scoring', 'mail', 'billing', 'monitors'];
  const cleanups: (() => Promise<void>)[] = [];
  let env: Record<string, string> = { ...TEST_ENV, ...extraEnv };
  if (kind === 'distributed') {
    const database = await createTestDatabase();
    const redis = await createTestRedis();
    cleanups.push(database.drop, redis.cleanup);
    // The whole set a worker process needs, so a test can start one from `env` alone.
    env = {
      ...env,
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      QUEUE_PREFIX: redis.prefix,
      METRICS_TOKEN: TEST_METRICS_TOKEN,
    };
  }
  const config = testConfig(env);
  const runtimes: Runtime[] = [];
  const stoppers: (() => Promise<void>)[] = [];

  const gatewayRuntime = await createRuntime(config, 'gateway');
  runtimes.push(gatewayRuntime);
  const server = await buildServer(gatewayRuntime);

  const addWorker = async (stages: StageName[], runtime?: Runtime) => {
    const workerRuntime = runtime ?? (await createRuntime(config, stages.join('+')));
    if (!runtime) runtimes.push(workerRuntime);
    stoppers.push(
      await startStageWorkers(
        workerRuntime,
        await Promise.all(stages.map((stage) => STAGES[stage](workerRuntime))),
      ),
    );
  };
  if (kind === 'embedded') await addWorker(workers, gatewayRuntime);
  else for (const stage of workers) await addWorker([stage]);

  return {
    server,
    env,
    config,
    runtimes,
    addWorker: (stages) => addWorker(stages),
    close: async () => {
      await server.close();
      for (const runtime of runtimes) await runtime.close();
      for (const stop of stoppers) await stop();
      for (const cleanup of cleanups) await cleanup();
    },
  };
}

export async function waitForAnalysis(
  server: FastifyInstance,
  analysisId: string,
  timeoutMs = 60_000,
): Promise<AnalysisRecord> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const record = (await server.inject(`/api/analysis/${analysisId}`)).json() as AnalysisRecord;
    if (record.status !== 'processing') return record;
    if (Date.now() > deadline)
      throw new Error(`analysis still processing: ${JSON.stringify(record.progress)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
