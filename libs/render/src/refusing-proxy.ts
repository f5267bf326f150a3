import net from 'node:net';

/** A proxy that forwards nothing: the only way out that Chromium is given. */
export interface RefusingProxy {
  /** `127.0.0.1:<port>`, for `--proxy-server`. */
  address: string;
  /** Connections Chromium opened past the routing (a prefetch, a prerender, a TURN relay), all refused. */
  refused(): number;
  close(): Promise<void>;
}

const REFUSAL = 'HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n';

/**
 * Every request a page makes is answered by the routing through the guarded fetcher, so nothing that
 * Chromium sends on its own network stack is ever needed. Speculation rules, resource hints and
 * WebRTC relays bypass that routing, so the browser is made to send all such traffic here, where it
 * is refused before a single byte goes further; a forwarding proxy would only add a second guard to
 * keep right.
 */
export async function startRefusingProxy(): Promise<RefusingProxy> {
  let refused = 0;
  const open = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    refused += 1;
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => undefined);
    socket.setTimeout(5_000, () => socket.destroy());
    // Answer the first bytes (a CONNECT or a plain request) and hang up; read nothing more.
    socket.once('data', () => socket.end(REFUSAL));
  });
  server.maxConnections = 64;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  server.unref();
  const { port } = server.address() as net.AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    refused: () => refused,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of open) socket.destroy();
      }),
  };
}
