import { createPageExtractor } from '@signpost/extraction';
import { createGuardedFetcher } from '@signpost/fetch';
import type { PageRenderer } from '@signpost/render';
import type { StageWorkers } from '@signpost/queue';
import { configuredRenderer } from '../configured-renderer.js';
import type { StageDeps } from '../stage-deps.js';
import { extractBatchHandler } from './extract-batch-handler.js';

/**
 * The extraction service: consumes the extraction queue; its fetcher and renderer close with the
 * process. Pages built by their scripts are rendered by the render service, never in this process,
 * which holds secrets: by the one RENDER_URL names, or by `renderer` (the embedded process passes
 * the render child it shares with discovery).
 */
export function extractionStage(
  deps: StageDeps,
  renderer: PageRenderer | undefined = configuredRenderer(deps.config.render),
): StageWorkers {
  const fetcher = createGuardedFetcher(deps.config.crawl);
  const extractor = createPageExtractor(deps.config.extraction.threads);
  return {
    queues: ['extraction'],
    handlers: [extractBatchHandler({ ...deps, fetcher, renderer, extractor })],
    close: async () => {
      await renderer?.close();
      await fetcher.close();
      await extractor.close();
    },
  };
}
