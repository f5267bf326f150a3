import { createPageExtractor } from '@signpost/extraction';
import { createGuardedFetcher } from '@signpost/fetch';
import type { PageRenderer } from '@signpost/render';
import type { StageWorkers } from '@signpost/queue';
import { configuredRenderer } from '../configured-renderer.js';
import type { StageDeps } from '../stage-deps.js';
import { discoverSiteHandler } from './discover-site-handler.js';

/**
 * The discovery service: consumes the discovery queue; its fetcher and renderer close with the
 * process. Pages are rendered by the render service, never in this process, which holds secrets:
 * by the one RENDER_URL names, or by `renderer` (the embedded process passes its child's).
 */
export function discoveryStage(
  deps: StageDeps,
  renderer: PageRenderer | undefined = configuredRenderer(deps.config.render),
): StageWorkers {
  const fetcher = createGuardedFetcher(deps.config.crawl);
  const extractor = createPageExtractor(deps.config.extraction.threads);
  return {
    queues: ['discovery'],
    handlers: [discoverSiteHandler({ ...deps, fetcher, renderer, extractor })],
    close: async () => {
      await renderer?.close();
      await fetcher.close();
      await extractor.close();
    },
  };
}
