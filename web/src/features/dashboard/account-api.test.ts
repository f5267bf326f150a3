import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../api/http-client.js';
import { createSignpostApi } from '../../api/signpost-api.js';

const KEY_ID = '0b9c7a52-3f1e-4d6a-8a2b-5e4c3d2b1a09';

/** The API over the real HTTP client, with fetch answered from a table of canned responses. */
function apiAnswering(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  const api = createSignpostApi(
    createHttpClient({
      fetch: async (input, init) => {
        const call = `${init.method} ${input}`;
        calls.push(call);
        const answer = answers[call];
        if (!answer) throw new Error(`unexpected ${call}`);
        return answer();
      },
    }),
  );
  return { api, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the dashboard calls of the API client', () => {
  it('makes a key, lists keys, and revokes one answered with an empty 204', async () => {
    const created = { id: KEY_ID, name: 'CI', prefix: 'sp_ab12', createdAt: '2026-11-24T05:00:00Z' };
    const { api, calls } = apiAnswering({
      'POST /api/keys': () => json({ ...created, key: 'sp_ab12secretchecksum' }, 201),
      'GET /api/keys': () => json({ keys: [{ ...created, lastUsedAt: null }] }),
      [`DELETE /api/keys/${KEY_ID}`]: () => new Response(null, { status: 204 }),
    });

    await expect(api.createApiKey({ name: 'CI' })).resolves.toMatchObject({ key: 'sp_ab12secretchecksum' });
    await expect(api.listApiKeys()).resolves.toEqual([{ ...created, lastUsedAt: null }]);
    await expect(api.revokeApiKey(KEY_ID)).resolves.toBeUndefined();
    expect(calls).toEqual(['POST /api/keys', 'GET /api/keys', `DELETE /api/keys/${KEY_ID}`]);
  });

  it('refuses a made key that does not look like one', async () => {
    const { api } = apiAnswering({
      'POST /api/keys': () =>
        json({ id: KEY_ID, name: 'CI', prefix: 'xx', createdAt: '2026-11-24T05:00:00Z', key: 'xx_1' }, 201),
    });
    await expect(api.createApiKey({ name: 'CI' })).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it("passes on the server's refusal of a revoke", async () => {
    const { api } = apiAnswering({
      [`DELETE /api/keys/${KEY_ID}`]: () => json({ error: 'not_found', message: 'No such key.' }, 404),
    });
    await expect(api.revokeApiKey(KEY_ID)).rejects.toMatchObject({ status: 404, message: 'No such key.' });
  });

  it('reads the list and detail of my analyses out of their envelopes', async () => {
    const { api } = apiAnswering({
      'GET /api/auth/my-analyses': () => json({ analyses: [] }),
      [`GET /api/auth/my-analyses/${KEY_ID}`]: () =>
        json({ error: 'not_found', message: 'Analysis not found.' }, 404),
    });
    await expect(api.myAnalyses()).resolves.toEqual([]);
    await expect(api.myAnalysis(KEY_ID)).rejects.toMatchObject({ status: 404 });
  });

  it('signs out everywhere with a POST to logout-all', async () => {
    const { api, calls } = apiAnswering({
      'POST /api/auth/logout-all': () => json({ message: 'Signed out of every session.' }),
    });
    await expect(api.logoutAll()).resolves.toEqual({ message: 'Signed out of every session.' });
    expect(calls).toEqual(['POST /api/auth/logout-all']);
  });
});
