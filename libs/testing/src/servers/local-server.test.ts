import http from 'node:http';
import { afterEach, expect, it } from 'vitest';
import { freePort, startLocalServer, type LocalServer } from './local-server.js';

let server: LocalServer | undefined;
afterEach(() => server?.close());

it('serves on 127.0.0.1 at a port of its own, and says where', async () => {
  server = await startLocalServer((_request, response) => response.end('hello'));
  expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
  expect(server.port).toBeGreaterThan(0);
  expect(await (await fetch(`${server.url}/`)).text()).toBe('hello');
});

it('closes while a keep-alive connection is still open', async () => {
  server = await startLocalServer((_request, response) => response.end('ok'));
  const agent = new http.Agent({ keepAlive: true });
  await new Promise<void>((resolve, reject) =>
    http
      .get(`${server?.url}/`, { agent }, (response) => response.resume().on('end', resolve))
      .on('error', reject),
  );
  await server.close();
  server = undefined;
  agent.destroy();
});

it('never tells a client it will drop an idle connection', async () => {
  server = await startLocalServer((_request, response) => response.end('ok'));
  const response = await fetch(`${server.url}/`);
  expect(response.headers.get('keep-alive')).toBeNull();
  await response.text();
});

it('finds a port nobody listens on', async () => {
  const port = await freePort();
  await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
});
