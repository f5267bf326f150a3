import './wasm-baseline-only.js';
import { billingWorkers, createStripeClient } from '@signpost/billing';
import { loadConfig } from '@signpost/config';
import { buildServer } from '@signpost/gateway-service';
import { mailWorkers } from '@signpost/mail';
import { discoveryStage, extractionStage, scoringStage } from '@signpost/pipeline';
import { closeOnSignals, createRuntime, maintenanceWorkers, startStageWorkers } from '@signpost/runtime';

/**
 * Every service in one process, and so the one process that composes the gateway's server with the
 * pipeline's stages: the embedded default behind `npm start` (PGlite and the in-process
 * queue unless DATABASE_URL and REDIS_URL say otherwise).
 */
const runtime = await createRuntime(loadConfig(), 'signpost');
const stopWorkers = await startStageWorkers(runtime, [
  discoveryStage(runtime),
  extractionStage(runtime),
  scoringStage(runtime),
  mailWorkers(runtime),
  billingWorkers(runtime, createStripeClient(runtime.config.billing)),
  maintenanceWorkers(runtime),
]);
const server = await buildServer(runtime);
const address = await server.listen({ host: runtime.config.http.host, port: runtime.config.http.port });
runtime.logger.info(`Signpost is running at ${address.replace('127.0.0.1', 'localhost')}`);
closeOnSignals(runtime.logger, async () => {
  await server.close();
  await runtime.close();
  await stopWorkers();
});
