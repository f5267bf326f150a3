import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { loadRenderServiceConfig } from '@signpost/config';
import { createGuardedFetcher } from '@signpost/fetch';
import { createLogger } from '@signpost/logger';
import { createChromiumRenderer } from '@signpost/render';
import { buildRenderServer } from './render-server.js';

/**
 * The render service: Chromium, with every request it makes answered by a guarded fetcher in this
 * same process, behind one authenticated route. Run on its own (SERVICE=render) or started by the
 * embedded process as its child, which learns the port over the IPC channel.
 */
const config = loadRenderServiceConfig();
const logger = createLogger(config, 'render');
if (config.crawl.allowPrivate) {
  logger.warn('SIGNPOST_CRAWL_ALLOW_PRIVATE=true: pages may reach loopback and private networks.');
}
if (config.crawl.allowAddresses.length > 0) {
  logger.warn(
    { addresses: config.crawl.allowAddresses },
    'SIGNPOST_CRAWL_ALLOW_ADDRESSES: pages may reach these addresses.',
  );
}
const fetcher = createGuardedFetcher(config.crawl);
const renderer = createChromiumRenderer({
  executablePath: config.render.chromiumPath,
  concurrency: config.render.concurrency,
  timeoutMs: config.render.timeoutMs,
  userAgent: config.crawl.userAgent,
  fetcher,
});
const server = await buildRenderServer({
  renderer,
  token: config.token,
  renderTimeoutMs: config.render.timeoutMs,
  logger: logger.child({ component: 'http' }) as FastifyBaseLogger,
});
await server.listen({ host: config.http.host, port: config.http.port });
const { port } = server.server.address() as AddressInfo;
logger.info({ port }, 'render service listening');
process.send?.({ kind: 'listening', port });

let stopping: Promise<void> | null = null;
function stop(reason: string): Promise<void> {
  stopping ??= (async () => {
    logger.info({ reason }, 'render service stopping');
    const forced = setTimeout(() => process.exit(1), config.shutdownTimeoutMs).unref();
    await server.close();
    await renderer.close();
    await fetcher.close();
    clearTimeout(forced);
    process.exit(0);
  })();
  return stopping;
}
process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));
// Started by the embedded process: when that process goes, for whatever reason, so does this one.
process.once('disconnect', () => void stop('parent gone'));
