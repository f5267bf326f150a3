import type http from 'node:http';
import { startLocalServer } from '@signpost/testing/servers';
import type { FetcherOptions } from '../types.js';

export interface LoopbackServer {
  origin: string;
  port: number;
  /** TCP connections accepted so far. */
  connections(): number;
  close(): Promise<void>;
}

/** A local server that also counts the TCP connections it accepts (a refused address opens none). */
export async function startLoopbackServer(handler: http.RequestListener): Promise<LoopbackServer> {
  const local = await startLocalServer(handler);
  let connections = 0;
  local.server.on('connection', () => {
    connections += 1;
  });
  return { origin: local.url, port: local.port, connections: () => connections, close: local.close };
}

export function fetcherOptions(overrides: Partial<FetcherOptions> = {}): FetcherOptions {
  return {
    allowPrivate: true,
    userAgent: 'SignpostBot/test (+https://signpost.dev/bot)',
    timeoutMs: 5_000,
    maxBytes: 64 * 1024,
    maxStreamBytes: 256 * 1024,
    maxRedirects: 5,
    hostConcurrency: 4,
    ...overrides,
  };
}
