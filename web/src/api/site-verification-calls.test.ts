import { describe, expect, it } from 'vitest';
import { recordingHttp } from './recording-http.test-support.js';
import { createSignpostApi } from './signpost-api.js';

describe('the site verification calls', () => {
  it('asks for the token and its check with the site’s address', async () => {
    const { http, requests } = recordingHttp();
    const calls = createSignpostApi(http);

    await calls.requestSiteVerification('https://docs.example.com');
    await calls.checkSiteVerification('https://docs.example.com');

    expect(requests.map((request) => [request.method, request.path, request.body])).toEqual([
      ['POST', '/api/sites/verification', { url: 'https://docs.example.com' }],
      ['POST', '/api/sites/verification/check', { url: 'https://docs.example.com' }],
    ]);
    // The check waits on the site itself.
    expect(requests[1]!.timeoutMs).toBeGreaterThan(10_000);
  });
});
