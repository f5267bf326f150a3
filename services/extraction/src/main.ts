import { loadConfig } from '@signpost/config';
import { closeOnSignals, createRuntime, startStageWorkers, startWorkerHealthServer } from '@signpost/runtime';
import { extractionStage } from '@signpost/pipeline';

const runtime = await createRuntime(loadConfig(), 'extraction', { standalone: true });
const { render } = runtime.config;
if (render.concurrency > 0 && render.extractionMaxPages > 0 && render.serviceUrl === undefined) {
  runtime.logger.warn('RENDER_URL is unset: pages built by JavaScript are read from their HTML, unrendered.');
}
const stopWorkers = await startStageWorkers(runtime, [extractionStage(runtime)]);
const health = await startWorkerHealthServer(runtime);
closeOnSignals(runtime.logger, async () => {
  health?.close();
  await runtime.close();
  await stopWorkers();
});
