import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** An HTTP server of a test's own, on loopback. */
export interface LocalServer {
  /** `http://127.0.0.1:<port>` (or the host asked for), with no trailing slash: the site's origin. */
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
 * request can arrive. `host` picks another loopback address (127.0.0.2) for a second "site".
 */
export async function startLocalServer(
  handler?: http.RequestListener,
  { host = '127.0.0.1' }: { host?: string } = {},
): Promise<LocalServer> {
  // Idle connections stay open until close(): a server dropping them on its own timer (5 s by
  // default) races a client reusing one, and on a loaded machine the client loses (ECONNRESET).
  const server = http.createServer({ keepAliveTimeout: 0 }, handler);
  await listenOnLoopback(server, host);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
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
  await listenOnLoopback(server, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function listenOnLoopback(server: http.Server, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
