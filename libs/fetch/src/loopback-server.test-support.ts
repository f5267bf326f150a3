import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FetcherOptions } from './types.js';

export interface LoopbackServer {
  origin: string;
  port: number;
  /** TCP connections accepted so far. */
  connections(): number;
  close(): Promise<void>;
}

export async function startLoopbackServer(handler: http.RequestListener): Promise<LoopbackServer> {
  const server = http.createServer(handler);
  let connections = 0;
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
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
