import '@signpost/db/wasm-baseline-only';
import { billingWorkers, createStripeClient } from '@signpost/billing';
import { loadConfig } from '@signpost/config';
import { buildServer } from '@signpost/gateway-service';
import { mailWorkers } from '@signpost/mail';
import { monitorWorkers } from '@signpost/monitoring';
import { createPageThreads, discoveryStage, extractionStage, scoringStage } from '@signpost/pipeline';
import { closeOnSignals, createRuntime, maintenanceWorkers, startStageWorkers } from '@signpost/runtime';
import { prepareEmbeddedDatabase } from './prepare-database.js';
import { renderChildUnlessRemote } from '@signpost/render-service/child';

/**
 * Every service in one process, and so the one process that composes the gateway's server with the
 * pipeline's stages: the embedded default behind `npm start` (PGlite and the in-process
 * queue unless DATABASE_URL and REDIS_URL say otherwise).
 *
 * `npm start` runs it with `--max-semi-space-size=4`, which only works on the command line (V8
 * ignores it once started). On a machine with plenty of memory V8's young generation otherwise
 * grows to two 64 MB halves that stay resident once touched, which alone put idle and peak memory
 * over their budget; with the main thread doing I/O while pages are read on a worker thread, 4 MB
 * halves cost a 1,000-page analysis about 8% more time. `--max-old-space-size=256`, as the image
 * and the CLI run with, makes V8 collect before its heap grows far past what is live (about 70 MB
 * for a 1,000-page analysis): the peak drops by about 30 MB, and five 1,000-page analyses at once
 * still complete under it (bench/embedded-memory.bench.ts, MEMORY_ANALYSES=5).
 */
const config = loadConfig();
await prepareEmbeddedDatabase(config.database);
const runtime = await createRuntime(config, 'signpost');
// Chromium runs in a child process that holds none of this process's secrets; discovery and
// extraction share it, and with it its concurrency, and one pool of page-reading threads.
const shared = {
  renderer: renderChildUnlessRemote(config),
  threads: createPageThreads(config.extraction.threads),
};
const stopWorkers = await startStageWorkers(runtime, [
  discoveryStage(runtime, shared),
  extractionStage(runtime, shared),
  await scoringStage(runtime),
  mailWorkers(runtime),
  billingWorkers(runtime, await createStripeClient(runtime.config.billing)),
  maintenanceWorkers(runtime),
  monitorWorkers(runtime),
]);
const server = await buildServer(runtime);
const address = await server.listen({ host: runtime.config.http.host, port: runtime.config.http.port });
runtime.logger.info(`Signpost is running at ${address.replace('127.0.0.1', 'localhost')}`);
closeOnSignals(runtime.logger, async () => {
  await server.close();
  await runtime.close();
  await stopWorkers();
});
