import type { StageWorkers } from '@signpost/queue';
import type { Runtime } from './runtime.js';

/**
 * Starts consuming the given stages' queues (the registry is checked there) and returns what closes
 * them again. The in-process queue forgets its jobs when the process stops, so on that backend the
 * analyses still processing are resumed from the database, which holds their whole state.
 */
export async function startStageWorkers(
  runtime: Runtime,
  stages: readonly StageWorkers[],
): Promise<() => Promise<void>> {
  await runtime.queue.startWorkers({
    queues: stages.flatMap((stage) => [...stage.queues]),
    handlers: stages.flatMap((stage) => stage.handlers),
    onExhausted: (job) => runtime.lifecycle.failForJob(job),
  });
  await runtime.queue.schedule(stages.flatMap((stage) => stage.schedules ?? []));
  if (runtime.config.queue.backend.kind === 'in-process') {
    const resumed = await runtime.lifecycle.resumeAllProcessing();
    if (resumed > 0) runtime.logger.info({ count: resumed }, 'resumed interrupted analyses');
  }
  return async () => {
    await Promise.all(stages.map((stage) => stage.close()));
  };
}
