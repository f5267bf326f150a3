import { AppError } from '@signpost/errors';
import type { GuardedFetcher } from '@signpost/fetch';
import type { Browser } from 'playwright-core';
import { routeThroughFetcher } from './guarded-routing.js';
import { startRefusingProxy, type RefusingProxy } from './refusing-proxy.js';
import { Semaphore } from './semaphore.js';

/**
 * Flags for a headless Chromium that talks to nothing on its own (no updates, sync or QUIC, no WebRTC
 * UDP): every request must go through the routing to the guarded fetcher. No switch turns speculation
 * rules off (Chromium 156 prefetched with every feature flag tried), so `egressArgs` closes the way
 * out instead. Its own sandbox needs user namespaces the containers do not grant, so the render
 * service's process and pod, which hold no secret and reach only the public internet, stand in.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
];

/**
 * Where anything the routing does not see must go: the refusing proxy, for every host including
 * loopback (`<-loopback>` drops Chromium's implicit bypass), and no name resolves in the browser, so
 * nothing can be looked up or connected to except through the proxy.
 */
export function egressArgs(proxyAddress: string): string[] {
  const proxyHost = proxyAddress.slice(0, proxyAddress.lastIndexOf(':'));
  return [
    `--proxy-server=http://${proxyAddress}`,
    '--proxy-bypass-list=<-loopback>',
    `--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE ${proxyHost}`,
  ];
}

/** Rendered markup beyond this is cut: a page this large is not an app shell. */
const MAX_HTML_CHARS = 5 * 1024 * 1024;
/**
 * WebRTC reaches hosts and ports of a page's choosing through ICE (STUN and TURN) outside any
 * routing: the constructors are removed from every frame before a page's own script runs.
 */
const WITHOUT_WEBRTC = `for (const name of ['RTCPeerConnection', 'webkitRTCPeerConnection', 'RTCDataChannel', 'RTCIceTransport']) {
  try { Object.defineProperty(globalThis, name, { value: undefined, configurable: false, writable: false }); } catch {}
}`;
/** After load, scripts get this long to settle their network requests. */
const SETTLE_MS = 1_500;

export interface RendererOptions {
  /** The system Chromium binary. */
  executablePath: string;
  /** Pages rendered at once. */
  concurrency: number;
  /** Bound on one render, from opening the page to reading its markup. */
  timeoutMs: number;
  userAgent: string;
  /** Every request the browser makes goes through it (address guard, caps, timeouts). */
  fetcher: GuardedFetcher;
}

export interface RenderedPage {
  url: string;
  html: string;
  /** Sub-requests answered through the guarded fetcher, and refused. */
  requests: { fetched: number; refused: number };
}

export interface PageRenderer {
  render(url: string, signal?: AbortSignal): Promise<RenderedPage>;
  close(): Promise<void>;
}

/**
 * Renders pages in the system Chromium through playwright-core: one browser launched on first
 * use (Playwright gives it a fresh temporary profile), a context per page, a bounded pool, and
 * every request answered by the guarded fetcher.
 */
export function createChromiumRenderer(options: RendererOptions): PageRenderer {
  const pool = new Semaphore(options.concurrency);
  let running: Promise<{ browser: Browser; proxy: RefusingProxy }> | null = null;

  // Loaded on first use: playwright-core weighs some 80 MB in a process that rarely renders.
  const launch = () => {
    running ??= (async () => {
      const proxy = await startRefusingProxy();
      try {
        const { chromium } = await import('playwright-core');
        const browser = await chromium.launch({
          executablePath: options.executablePath,
          args: [...CHROMIUM_ARGS, ...egressArgs(proxy.address)],
          // Nothing of this process's environment (settings, tokens) reaches the browser.
          env: {},
          timeout: options.timeoutMs,
        });
        return { browser, proxy };
      } catch (error) {
        await proxy.close();
        throw error;
      }
    })().catch((error: unknown) => {
      running = null;
      throw new AppError('render_unavailable', 'The browser could not be started', { cause: error });
    });
    return running;
  };

  async function renderNow(url: string, outer: AbortSignal | undefined): Promise<RenderedPage> {
    const deadline = AbortSignal.timeout(options.timeoutMs);
    const signal = outer === undefined ? deadline : AbortSignal.any([outer, deadline]);
    const context = await (
      await launch()
    ).browser.newContext({
      userAgent: options.userAgent,
      serviceWorkers: 'block',
      acceptDownloads: false,
    });
    const onAbort = () => void context.close().catch(() => undefined);
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      await context.addInitScript({ content: WITHOUT_WEBRTC });
      const routing = await routeThroughFetcher(context, options.fetcher, signal);
      const page = await context.newPage();
      page.setDefaultTimeout(options.timeoutMs);
      await page.goto(url, { waitUntil: 'load', timeout: options.timeoutMs });
      await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
      const html = await page.content();
      const shown = page.url();
      if (!routing.cameThroughRouting(shown)) {
        throw new AppError(
          'render_failed',
          `Rendering ${url} ended on a document the browser did not read through the guard`,
        );
      }
      return { url: shown, html: html.slice(0, MAX_HTML_CHARS), requests: routing.counts() };
    } catch (error) {
      outer?.throwIfAborted();
      if (error instanceof AppError) throw error;
      const reason = deadline.aborted ? `took longer than ${options.timeoutMs} ms` : 'failed';
      throw new AppError('render_failed', `Rendering ${url} ${reason}`, { cause: error });
    } finally {
      signal.removeEventListener('abort', onAbort);
      await context.close().catch(() => undefined);
    }
  }

  return {
    render: (url, signal) => pool.run(() => renderNow(url, signal)),
    async close() {
      const started = running;
      running = null;
      const launched = await started?.catch(() => null);
      await launched?.browser.close();
      await launched?.proxy.close();
    },
  };
}
