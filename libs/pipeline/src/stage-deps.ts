import type { AnalysisLifecycle } from '@signpost/analyses';
import type { Config } from '@signpost/config';
import type { Repositories } from '@signpost/db';
import type { Logger } from '@signpost/logger';
import type { Metrics } from '@signpost/metrics';
import type { PageRenderer } from '@signpost/render';
import type { PageThreads } from './page-threads/page-threads.js';

/** The part of the analysis lifecycle a stage moves an analysis through. */
export type StageLifecycle = Pick<AnalysisLifecycle, 'enter' | 'advance' | 'settle' | 'publish'>;

/** What every analysis stage needs from the process that runs it; a service hands in its runtime. */
export interface StageDeps {
  repos: Repositories;
  lifecycle: StageLifecycle;
  logger: Logger;
  config: Config;
  metrics: Metrics;
}

/**
 * Parts a process running several stages builds once and hands to each: one renderer, and one pool
 * of page-reading threads, so two stages do not hold two pools' heaps. A stage builds what it is not
 * given.
 */
export interface SharedStageParts {
  renderer?: PageRenderer | undefined;
  threads?: PageThreads | undefined;
}
