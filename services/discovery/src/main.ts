import { loadConfig } from '@signpost/config';
import { closeOnSignals, createRuntime, startStageWorkers, startWorkerHealthServer } from '@signpost/runtime';
import { discoveryStage } from '@signpost/pipeline';

const runtime = await createRuntime(loadConfig(), 'discovery', { standalone: true });
const stopWorkers = await startStageWorkers(runtime, [discoveryStage(runtime)]);
const health = await startWorkerHealthServer(runtime);
closeOnSignals(runtime.logger, async () => {
  health?.close();
  await runtime.close();
  await stopWorkers();
});
