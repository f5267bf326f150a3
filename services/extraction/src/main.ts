import { loadConfig } from '@signpost/config';
import { closeOnSignals, createRuntime, startStageWorkers, startWorkerHealthServer } from '@signpost/runtime';
import { extractionStage } from '@signpost/pipeline';

const runtime = await createRuntime(loadConfig(), 'extraction', { standalone: true });
const stopWorkers = await startStageWorkers(runtime, [extractionStage(runtime)]);
const health = await startWorkerHealthServer(runtime);
closeOnSignals(runtime.logger, async () => {
  health?.close();
  await runtime.close();
  await stopWorkers();
});
