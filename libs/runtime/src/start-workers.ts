import type { JobHandlerDefinition, QueueName } from '@signpost/queue';
import { failAnalysisForJob } from './fail-analysis.js';
import { resumeAnalysis } from './resume-analysis.js';
import type { Runtime } from './runtime.js';

/** A stage service's contribution to a process: the queues it consumes and their handlers. */
export interface StageWorkers {
  queues: readonly QueueName[];
  handlers: JobHandlerDefinition[];
  close(): Promise<void>;
}

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
    onExhausted: (job) => failAnalysisForJob(runtime, job),
  });
  if (runtime.config.queue.backend.kind === 'in-process') {
    const interrupted = await runtime.repos.analyses.listProcessing();
    for (const analysis of interrupted) await resumeAnalysis(runtime, analysis.id);
    if (interrupted.length > 0)
      runtime.logger.info({ count: interrupted.length }, 'resumed interrupted analyses');
  }
  return async () => {
    await Promise.all(stages.map((stage) => stage.close()));
  };
}
