import type { StageWorkers } from '@signpost/queue';
import { configuredFetcher } from '../configured-fetcher.js';
import { configuredRenderer } from '../configured-renderer.js';
import { createPageThreads } from '../page-threads/page-threads.js';
import type { SharedStageParts, StageDeps } from '../stage-deps.js';
import { extractBatchHandler } from './extract-batch-handler.js';

/**
 * The extraction service: consumes the extraction queue; its fetcher, renderer and page extractor
 * close with the process. Pages built by their scripts are rendered by the render service, never
 * in this process, which holds secrets: by the one RENDER_URL names, or by `shared.renderer` (the
 * embedded process passes the render child and the page extractor it shares with discovery).
 */
export function extractionStage(deps: StageDeps, shared: SharedStageParts = {}): StageWorkers {
  const renderer = shared.renderer ?? configuredRenderer(deps.config.render);
  const fetcher = configuredFetcher(deps.config);
  const threads = shared.threads ?? createPageThreads(deps.config.extraction.threads);
  return {
    queues: ['extraction'],
    handlers: [extractBatchHandler({ ...deps, fetcher, renderer, extractor: threads.extractor })],
    close: async () => {
      await renderer?.close();
      await fetcher.close();
      await threads.close();
    },
  };
}
