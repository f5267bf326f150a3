import type { HttpClient, HttpRequest } from './http-client.js';

/** An HTTP client that records each request and answers nothing, for tests of the calls built on it. */
export function recordingHttp() {
  const requests: HttpRequest<unknown>[] = [];
  const http: HttpClient = {
    async request<T>(request: HttpRequest<T>): Promise<T> {
      requests.push(request as HttpRequest<unknown>);
      return undefined as T;
    },
  };
  return { http, requests };
}
