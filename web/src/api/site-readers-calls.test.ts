import { describe, expect, it } from 'vitest';
import { recordingHttp } from './recording-http.test-support.js';
import { createSignpostApi } from './signpost-api.js';

describe('the site readers call', () => {
  it('asks for the site by its host and port, encoded, with the days', async () => {
    const { http, requests } = recordingHttp();
    await createSignpostApi(http).siteReaders('127.0.0.1:8080', 30);
    expect(requests.map((request) => [request.method, request.path])).toEqual([
      ['GET', '/api/sites/127.0.0.1%3A8080/readers?days=30'],
    ]);
  });
});
