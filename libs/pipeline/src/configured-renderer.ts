import type { Config } from '@signpost/config';
import { createRemoteRenderer, type PageRenderer } from '@signpost/render';

/**
 * The render service named by RENDER_URL, when rendering is on and one is named. Pages are never
 * rendered in a worker, which holds secrets: the embedded process passes its render child instead.
 */
export function configuredRenderer({
  concurrency,
  timeoutMs,
  serviceUrl,
  token,
}: Config['render']): PageRenderer | undefined {
  if (concurrency === 0 || serviceUrl === undefined || token === undefined) return undefined;
  return createRemoteRenderer({ serviceUrl, token, concurrency, timeoutMs });
}
