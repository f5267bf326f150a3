export {
  InvalidJobPayloadError,
  JOB_DEFINITIONS,
  JOB_ID_SEPARATOR,
  JOB_NAMES,
  QUEUE_NAMES,
  STAGE_QUEUE_NAMES,
  isJobName,
  jobIdFor,
  jobsOfQueue,
  parseJobPayload,
} from './job-definitions.js';
export type { JobDefinition, JobDefinitions, JobName, JobPayload, QueueName } from './job-definitions.js';
export { assertHandlerRegistry, defineHandler, handlersByName } from './handler-registry.js';
export type { JobContext, JobHandlerDefinition } from './handler-registry.js';
export { UnknownJobError, isPermanentJobFailure } from './run-job-attempt.js';
export { createJobQueue } from './create-job-queue.js';
export type { ExhaustedJob, JobQueue, QueueStats, ScheduledRun, StartWorkersOptions } from './job-queue.js';
export { createProgressChannel } from './progress-channel/create-progress-channel.js';
export type { ProgressChannel, ProgressListener } from './progress-channel/progress-channel.js';
export type { StageWorkers } from './workers/stage-workers.js';
export { defineScheduledHandler } from './workers/scheduled-handler.js';
export type { ScheduledRunCounter } from './workers/scheduled-handler.js';
export { createAccountChangeChannel } from './account-changes/create-account-change-channel.js';
export type {
  AccountChangeChannel,
  AccountChangeSubscriber,
} from './account-changes/account-change-channel.js';
