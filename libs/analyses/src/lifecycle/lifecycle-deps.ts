import type { Repositories } from '@signpost/db';
import type { Logger } from '@signpost/logger';
import type { Metrics } from '@signpost/metrics';
import type { JobQueue, ProgressChannel } from '@signpost/queue';
import type { UsagePolicy } from '@signpost/usage';

export interface LifecycleDeps {
  repos: Repositories;
  queue: JobQueue;
  progress: ProgressChannel;
  logger: Logger;
  usage: UsagePolicy;
  metrics: Pick<Metrics, 'stageFinished'>;
  /** A completed analysis of the same site this recent is answered instead of starting another. */
  reuseWithinHours: number;
}
