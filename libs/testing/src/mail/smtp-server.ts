import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../servers/local-server.js';

export interface TestSmtpServer {
  url: string;
  /** Messages accepted so far, parsed. */
  received: ParsedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on a loopback port: plain text, no login needed. With `refuse`, every message
 * is answered 554 after its data arrives.
 */
export async function startSmtpServer(options: { refuse?: boolean } = {}): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (options.refuse) {
            callback(Object.assign(new Error('Message refused by policy'), { responseCode: 554 }));
            return;
          }
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Accepts connections and never says a word, as a hung mail server does. */
export async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port nobody listens on: bound once, then released. */
export async function closedPortUrl(): Promise<string> {
  return `smtp://127.0.0.1:${await freePort()}`;
}
