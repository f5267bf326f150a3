import type { AnalysisLifecycle } from '@signpost/analyses';
import type { Config } from '@signpost/config';
import type { Repositories } from '@signpost/db';
import type { Logger } from '@signpost/logger';
import type { Metrics } from '@signpost/metrics';

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
