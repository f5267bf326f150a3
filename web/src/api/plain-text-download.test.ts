import { describe, expect, it } from 'vitest';
import { createHttpClient } from './http-client.js';
import { createSignpostApi } from './signpost-api.js';

describe('downloading a file as text', () => {
  it('reads the plain-text answer as it is, asking for text, with the variant', async () => {
    const calls: { url: string; accept: string | undefined }[] = [];
    const http = createHttpClient({
      fetch: async (url, init) => {
        calls.push({ url, accept: (init.headers as Record<string, string>).Accept });
        return new Response('# Example\n\n> Not JSON at all\n', {
          status: 200,
          headers: { 'content-type': 'text/plain; charset=utf-8' },
        });
      },
    });

    const text = await createSignpostApi(http).downloadText('a/b', 'full');
    await createSignpostApi(http).downloadText('a/b', 'full', 'llms-full-guides.txt');

    expect(text).toBe('# Example\n\n> Not JSON at all\n');
    expect(calls).toEqual([
      { url: '/api/download/a%2Fb?variant=full', accept: 'text/plain' },
      { url: '/api/download/a%2Fb?variant=full&file=llms-full-guides.txt', accept: 'text/plain' },
    ]);
  });

  it('still fails on a refusal', async () => {
    const http = createHttpClient({
      fetch: async () =>
        new Response(JSON.stringify({ error: 'not_found', message: 'File not found' }), { status: 404 }),
    });

    await expect(createSignpostApi(http).downloadText('x')).rejects.toMatchObject({ status: 404 });
  });
});
