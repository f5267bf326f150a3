import { loadConfig } from '@signpost/config';
import {
  closeOnSignals,
  createRuntime,
  scheduleMaintenance,
  startStageWorkers,
  startWorkerHealthServer,
} from '@signpost/runtime';
import { scoringStage } from '@signpost/pipeline';

const runtime = await createRuntime(loadConfig(), 'scoring', { standalone: true });
const stopWorkers = await startStageWorkers(runtime, [scoringStage(runtime)]);
const stopMaintenance = scheduleMaintenance(runtime);
const health = await startWorkerHealthServer(runtime);
closeOnSignals(runtime.logger, async () => {
  stopMaintenance();
  health?.close();
  await runtime.close();
  await stopWorkers();
});
