import { RENDER_PATH, renderResponseSchema, type RenderRequest } from '@signpost/contracts';
import { AppError } from '@signpost/errors';
import type { PageRenderer, RenderedPage } from './chromium-renderer.js';
import { Semaphore } from './semaphore.js';

/**
 * An answer bigger than this is not one the service would send: it cuts markup at 5 M characters,
 * and JSON spells a character in at most 6 bytes (a \u escape).
 */
export const MAX_RENDER_RESPONSE_BYTES = 32 * 1024 * 1024;
/** The service's own deadline is the render's; this much more covers its queue and the transfer. */
const TRANSFER_ALLOWANCE_MS = 5_000;

export interface RemoteRendererOptions {
  /** The render service's base address, e.g. http://signpost-render:3000. */
  serviceUrl: string;
  token: string;
  /** Pages sent at once from this process. */
  concurrency: number;
  /** The service's bound on one render. */
  timeoutMs: number;
}

async function readBounded(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new Error(`the answer declares ${declared} bytes`);
  const chunks: Uint8Array[] = [];
  let received = 0;
  for await (const chunk of response.body ?? []) {
    received += chunk.byteLength;
    if (received > maxBytes) throw new Error(`the answer exceeds ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Renders pages through the render service (services/render), so Chromium never runs in a process
 * holding the database or any other secret. The answer is bounded in time and size and checked
 * against its contract before anything reads it.
 */
export function createRemoteRenderer(options: RemoteRendererOptions): PageRenderer {
  const pool = new Semaphore(options.concurrency);
  const endpoint = new URL(RENDER_PATH, options.serviceUrl);

  async function renderNow(url: string, outer: AbortSignal | undefined): Promise<RenderedPage> {
    const deadline = AbortSignal.timeout(options.timeoutMs + TRANSFER_ALLOWANCE_MS);
    const signal = outer === undefined ? deadline : AbortSignal.any([outer, deadline]);
    const request: RenderRequest = { url };
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(request),
        redirect: 'error',
        signal,
      });
    } catch (error) {
      outer?.throwIfAborted();
      throw new AppError('render_unavailable', 'The render service could not be reached', { cause: error });
    }
    let text: string;
    try {
      text = await readBounded(response, MAX_RENDER_RESPONSE_BYTES);
    } catch (error) {
      outer?.throwIfAborted();
      await response.body?.cancel().catch(() => undefined);
      throw new AppError('render_failed', `Rendering ${url} failed: the answer could not be read`, {
        cause: error,
      });
    }
    if (!response.ok) {
      const code = response.status === 502 ? 'render_failed' : 'render_unavailable';
      throw new AppError(code, `Rendering ${url} failed: the render service answered ${response.status}`);
    }
    const parsed = renderResponseSchema.safeParse(parseJson(text));
    if (!parsed.success) {
      throw new AppError(
        'render_failed',
        `Rendering ${url} failed: the render service's answer is malformed`,
      );
    }
    return parsed.data;
  }

  return {
    render: (url, signal) => pool.run(() => renderNow(url, signal)),
    // Nothing to release: each render is one request.
    close: async () => undefined,
  };
}
