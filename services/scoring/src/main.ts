import { loadConfig } from '@signpost/config';
import {
  closeOnSignals,
  createRuntime,
  maintenanceWorkers,
  startStageWorkers,
  startWorkerHealthServer,
} from '@signpost/runtime';
import { monitorWorkers } from '@signpost/monitoring';
import { scoringStage } from '@signpost/pipeline';

const runtime = await createRuntime(loadConfig(), 'scoring', { standalone: true });
// The scoring service also works the scheduled housekeeping of the database, and the monitors.
const stopWorkers = await startStageWorkers(runtime, [
  await scoringStage(runtime),
  maintenanceWorkers(runtime),
  monitorWorkers(runtime),
]);
const health = await startWorkerHealthServer(runtime);
closeOnSignals(runtime.logger, async () => {
  health?.close();
  await runtime.close();
  await stopWorkers();
});
