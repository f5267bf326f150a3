import type { Config } from '@signpost/config';
import { createGuardedFetcher } from '@signpost/fetch';
import { createRemoteRenderer, type PageRenderer } from '@signpost/render';
import type { Runtime, StageWorkers } from '@signpost/runtime';
import { discoverSiteHandler } from './discover-site-handler.js';

/** The render service named by RENDER_URL, when rendering is on and one is named. */
function configuredRenderer({ concurrency, timeoutMs, serviceUrl, token }: Config['render']) {
  if (concurrency === 0 || serviceUrl === undefined || token === undefined) return undefined;
  return createRemoteRenderer({ serviceUrl, token, concurrency, timeoutMs });
}

/**
 * The discovery service: consumes the discovery queue; its fetcher and renderer close with the
 * process. Pages are rendered by the render service, never in this process, which holds secrets:
 * by the one RENDER_URL names, or by `renderer` (the embedded process passes its child's).
 */
export function discoveryStage(
  runtime: Runtime,
  renderer: PageRenderer | undefined = configuredRenderer(runtime.config.render),
): StageWorkers {
  const fetcher = createGuardedFetcher(runtime.config.crawl);
  return {
    queues: ['discovery'],
    handlers: [discoverSiteHandler({ ...runtime, fetcher, renderer })],
    close: async () => {
      await renderer?.close();
      await fetcher.close();
    },
  };
}
