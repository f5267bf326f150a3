import { describe, expect, it } from 'vitest';
import { recordingHttp } from './recording-http.test-support.js';
import { createSignpostApi } from './signpost-api.js';

const REPORT_ID = '3f2b8c1e-6a4d-4e8f-9b7a-1c2d3e4f5a6b';

describe('the readiness calls', () => {
  it('posts the address with a long timeout and reads a shared report by its id', async () => {
    const { http, requests } = recordingHttp();
    const calls = createSignpostApi(http);

    await calls.checkAgentReadiness({ url: 'https://docs.example.com' });
    await calls.sharedReadinessReport(REPORT_ID);

    expect(requests.map((request) => [request.method, request.path, request.body])).toEqual([
      ['POST', '/api/agent-readiness', { url: 'https://docs.example.com' }],
      ['GET', `/api/agent-readiness/${REPORT_ID}`, undefined],
    ]);
    expect(requests[0]!.timeoutMs).toBeGreaterThan(45_000);
  });
});
