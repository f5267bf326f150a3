import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startLocalServer, type LocalServer } from '@signpost/testing/servers';

const script = fileURLToPath(new URL('./healthcheck.mjs', import.meta.url));

/** Runs the probe the way a compose healthcheck does and returns its exit code. */
function runProbe(...args: string[]): Promise<number> {
  return new Promise((resolve) => {
    execFile(process.execPath, [script, ...args], { timeout: 10_000 }, (error) => {
      resolve(error ? Number(error.code ?? -1) : 0);
    });
  });
}

let server: LocalServer;
let base: string;

beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    if (request.url === '/ok') response.writeHead(200).end('ok');
    else if (request.url === '/down') response.writeHead(503).end('down');
    else if (request.url === '/moved') response.writeHead(302, { location: '/ok' }).end();
    // /hang never answers.
  });
  base = server.url;
});

afterAll(async () => {
  await server.close();
});

describe('infra/healthcheck.mjs', () => {
  it('exits 0 when the URL answers 2xx', async () => {
    expect(await runProbe(`${base}/ok`)).toBe(0);
  });

  it('exits 1 on an error status or a redirect', async () => {
    expect(await runProbe(`${base}/down`)).toBe(1);
    expect(await runProbe(`${base}/moved`)).toBe(1);
  });

  it('exits 1 when nothing answers within the timeout', async () => {
    expect(await runProbe(`${base}/hang`, '200')).toBe(1);
  });

  it('exits 1 when the connection is refused', async () => {
    expect(await runProbe(`http://127.0.0.1:${await freePort()}/healthz`)).toBe(1);
  });

  it('exits 2 without a URL or with a bad timeout', async () => {
    expect(await runProbe()).toBe(2);
    expect(await runProbe(`${base}/ok`, 'soon')).toBe(2);
  });
});
