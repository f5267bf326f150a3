import type { StageWorkers } from '@signpost/queue';
import { configuredFetcher } from '../configured-fetcher.js';
import { configuredRenderer } from '../configured-renderer.js';
import { createPageThreads } from '../page-threads/page-threads.js';
import type { SharedStageParts, StageDeps } from '../stage-deps.js';
import { discoverSiteHandler } from './discover-site-handler.js';

/**
 * The discovery service: consumes the discovery queue; its fetcher, renderer and page extractor
 * close with the process. Pages are rendered by the render service, never in this process, which
 * holds secrets: by the one RENDER_URL names, or by `shared.renderer` (the embedded process passes
 * its child's, and one page extractor for all its stages).
 */
export function discoveryStage(deps: StageDeps, shared: SharedStageParts = {}): StageWorkers {
  const renderer = shared.renderer ?? configuredRenderer(deps.config.render);
  const fetcher = configuredFetcher(deps.config);
  const threads = shared.threads ?? createPageThreads(deps.config.extraction.threads);
  return {
    queues: ['discovery'],
    handlers: [discoverSiteHandler({ ...deps, fetcher, renderer, threads })],
    close: async () => {
      await renderer?.close();
      await fetcher.close();
      await threads.close();
    },
  };
}
