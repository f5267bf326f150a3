import { createGuardedFetcher } from '@signpost/fetch';
import type { Runtime, StageWorkers } from '@signpost/runtime';
import { extractBatchHandler } from './extract-batch-handler.js';

/** The extraction service: consumes the extraction queue; its fetcher is closed with the process. */
export function extractionStage(runtime: Runtime): StageWorkers {
  const fetcher = createGuardedFetcher(runtime.config.crawl);
  return {
    queues: ['extraction'],
    handlers: [extractBatchHandler({ ...runtime, fetcher })],
    close: () => fetcher.close(),
  };
}
