import { describe, expect, it } from 'vitest';
import { recordingHttp } from './recording-http.test-support.js';
import { createSignpostApi } from './signpost-api.js';

const MONITOR_ID = '0b5e8f1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b';

describe('the monitor calls', () => {
  it('send each call to its route with its body', async () => {
    const { http, requests } = recordingHttp();
    const api = createSignpostApi(http);
    const notify = { email: true, webhookUrl: 'https://example.com/hook' };

    await api.createMonitor({ url: 'https://docs.example.com', schedule: 'daily', notify });
    await api.listMonitors();
    await api.getMonitor(MONITOR_ID);
    await api.updateMonitor(MONITOR_ID, { paused: true });
    await api.runMonitor(MONITOR_ID);
    await api.deleteMonitor(MONITOR_ID);

    expect(requests.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', '/api/monitors', { url: 'https://docs.example.com', schedule: 'daily', notify }],
      ['GET', '/api/monitors', undefined],
      ['GET', `/api/monitors/${MONITOR_ID}`, undefined],
      ['PATCH', `/api/monitors/${MONITOR_ID}`, { paused: true }],
      ['POST', `/api/monitors/${MONITOR_ID}/run`, undefined],
      ['DELETE', `/api/monitors/${MONITOR_ID}`, undefined],
    ]);
  });
});
