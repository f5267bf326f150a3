import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** An HTTP server of a test's own, on loopback. */
export interface LocalServer {
  /** `http://127.0.0.1:<port>`, with no trailing slash: the origin of the pages it serves. */
  url: string;
  port: number;
  /** The node server, for what only a few tests need (counting connections, routing by event). */
  server: http.Server;
  /** Drops every open connection, keep-alive ones included, and stops listening. */
  close(): Promise<void>;
}

/**
 * Starts an HTTP server on 127.0.0.1 at a port the system picks, so tests running side by side never
 * collide. The handler may read the server's URL from the returned value, which exists before any
 * request can arrive.
 */
export async function startLocalServer(handler?: http.RequestListener): Promise<LocalServer> {
  const server = http.createServer(handler);
  await listenOnLoopback(server);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A TCP port nothing listens on right now, for a child process that must be told its port. */
export async function freePort(): Promise<number> {
  const server = http.createServer();
  await listenOnLoopback(server);
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function listenOnLoopback(server: http.Server): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}
