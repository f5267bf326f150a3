import { createHttpClient } from './http-client.js';
import { createSignpostApi } from './signpost-api.js';

/** The API as the browser app uses it: same origin, the window's fetch. */
export const signpostApi = createSignpostApi(
  createHttpClient({ fetch: (input, init) => globalThis.fetch(input, init) }),
);
