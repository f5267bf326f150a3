// Lets tests/operations/replay-failed-jobs.test.ts call the script's function with types.
export interface FailedJob {
  id: string;
  name: string;
  attempts: number;
  failedAt: string;
  reason: string;
}

export interface QueueReplay {
  queue: string;
  failed: number;
  jobs: FailedJob[];
  retried: number;
}

export function replayFailedJobs(options: {
  redisUrl: string;
  prefix: string;
  queues?: readonly string[];
  retry?: boolean;
  limit?: number;
}): Promise<QueueReplay[]>;
