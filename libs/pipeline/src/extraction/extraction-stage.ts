import { createGuardedFetcher } from '@signpost/fetch';
import type { PageRenderer } from '@signpost/render';
import type { Runtime, StageWorkers } from '@signpost/runtime';
import { configuredRenderer } from '../configured-renderer.js';
import { extractBatchHandler } from './extract-batch-handler.js';

/**
 * The extraction service: consumes the extraction queue; its fetcher and renderer close with the
 * process. Pages built by their scripts are rendered by the render service, never in this process,
 * which holds secrets: by the one RENDER_URL names, or by `renderer` (the embedded process passes
 * the render child it shares with discovery).
 */
export function extractionStage(
  runtime: Runtime,
  renderer: PageRenderer | undefined = configuredRenderer(runtime.config.render),
): StageWorkers {
  const fetcher = createGuardedFetcher(runtime.config.crawl);
  return {
    queues: ['extraction'],
    handlers: [extractBatchHandler({ ...runtime, fetcher, renderer })],
    close: async () => {
      await renderer?.close();
      await fetcher.close();
    },
  };
}
