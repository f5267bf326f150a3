import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedFetcher } from './guarded-fetcher.js';
import {
  fetcherOptions,
  startLoopbackServer,
  type LoopbackServer,
} from './testing/loopback-server.test-support.js';

const MAX_BYTES = 16 * 1024;
const MAX_STREAM_BYTES = 256 * 1024;
const big = Buffer.alloc(100 * 1024, 'a');

describe('streaming a body to a sink', () => {
  let server: LoopbackServer;
  const fetcher = createGuardedFetcher(
    fetcherOptions({ maxBytes: MAX_BYTES, maxStreamBytes: MAX_STREAM_BYTES }),
  );

  beforeAll(async () => {
    server = await startLoopbackServer((request, response) => {
      if (request.url === '/big') response.writeHead(200, { 'content-type': 'application/xml' }).end(big);
      else if (request.url === '/big-gzip')
        response.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(big));
      else if (request.url === '/huge') response.writeHead(200).end(Buffer.alloc(MAX_STREAM_BYTES * 2, 'b'));
      else response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>missing</h1>');
    });
  });
  afterAll(async () => {
    await fetcher.close();
    await server.close();
  });

  const collect = () => {
    const chunks: Buffer[] = [];
    return { chunks, sink: (chunk: Buffer) => (chunks.push(chunk), true) };
  };

  it('hands a body larger than the ordinary cap to the sink, decoded, and keeps none of it', async () => {
    for (const path of ['/big', '/big-gzip']) {
      const { chunks, sink } = collect();
      const result = await fetcher.fetch(`${server.origin}${path}`, { sink });
      expect(result.status).toBe(200);
      expect(result.body.length).toBe(0);
      expect(Buffer.concat(chunks).equals(big)).toBe(true);
    }
    await expect(fetcher.fetch(`${server.origin}/big`)).rejects.toMatchObject({ code: 'too_large' });
  });

  it('stops reading as soon as the sink wants no more', async () => {
    let received = 0;
    const result = await fetcher.fetch(`${server.origin}/huge`, {
      sink: (chunk) => {
        received += chunk.length;
        return received < 1024;
      },
    });
    expect(result.truncated).toBe(false);
    expect(received).toBeLessThan(MAX_STREAM_BYTES);
  });

  it('still bounds a stream by the stream cap', async () => {
    const { chunks, sink } = collect();
    await expect(fetcher.fetch(`${server.origin}/huge`, { sink })).rejects.toMatchObject({
      code: 'too_large',
    });
    const cut = await fetcher.fetch(`${server.origin}/huge`, { sink, truncate: true });
    expect(cut.truncated).toBe(true);
    expect(Buffer.concat(chunks).length).toBeLessThanOrEqual(2 * MAX_STREAM_BYTES);
  });

  it('reads an error page as usual instead of streaming it', async () => {
    const { chunks, sink } = collect();
    const result = await fetcher.fetch(`${server.origin}/missing`, { sink });
    expect(result.status).toBe(404);
    expect(chunks).toEqual([]);
    expect(result.text()).toContain('missing');
  });
});
