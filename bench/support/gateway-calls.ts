import type { FixtureSite } from '@signpost/testing';
import { nextClientAddress } from './proof-run.js';

const PASSWORD = 'Polling-Along-2030!';

export async function post(
  url: string,
  body: object,
  token?: string,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': nextClientAddress(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** A new account's access token. */
export async function signUp(baseUrl: string): Promise<string> {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const { status, body } = await post(`${baseUrl}/api/auth/register`, { email, password: PASSWORD });
  if (status !== 201) throw new Error(`register answered ${status} ${JSON.stringify(body)}`);
  return (body as { accessToken: string }).accessToken;
}

/** Starts an analysis of the site, forced past any earlier one; its id. */
export async function analyse(
  baseUrl: string,
  site: Pick<FixtureSite, 'origin'>,
  token?: string,
): Promise<string> {
  const { status, body } = await post(`${baseUrl}/api/analyze`, { url: site.origin, force: true }, token);
  const id = (body as { analysisId?: string }).analysisId;
  if (status !== 202 || !id) throw new Error(`POST /api/analyze answered ${status} ${JSON.stringify(body)}`);
  return id;
}
