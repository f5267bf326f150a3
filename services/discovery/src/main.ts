import { loadConfig } from '@signpost/config';
import { closeOnSignals, createRuntime, startStageWorkers, startWorkerHealthServer } from '@signpost/runtime';
import { discoveryStage } from '@signpost/pipeline';

const runtime = await createRuntime(loadConfig(), 'discovery', { standalone: true });
const { render } = runtime.config;
if (render.concurrency > 0 && render.serviceUrl === undefined) {
  runtime.logger.warn('RENDER_URL is unset: pages built by JavaScript are read as they arrive, unrendered.');
}
const stopWorkers = await startStageWorkers(runtime, [discoveryStage(runtime)]);
const health = await startWorkerHealthServer(runtime);
closeOnSignals(runtime.logger, async () => {
  health?.close();
  await runtime.close();
  await stopWorkers();
});
