import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Front {
  /** Where the front listens: give it to the server behind as its public address. */
  origin: string;
  close(): Promise<void>;
}

/**
 * A server on loopback in front of another, started before the one behind it is known, so that the
 * one behind can take the front's address as its public one. Each request is forwarded as it came,
 * Host and Origin included (the MCP conformance suite's DNS-rebinding scenario sets both), with
 * `extraHeaders` added (a bearer for a suite that connects without credentials).
 */
export async function startFront(
  target: () => URL,
  extraHeaders: () => Record<string, string> = () => ({}),
): Promise<Front> {
  const server = createServer((incoming, outgoing) => {
    const forwarded = request(
      new URL(incoming.url ?? '/', target()),
      { method: incoming.method, headers: { ...incoming.headers, ...extraHeaders() } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
