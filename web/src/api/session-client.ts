import { ROUTES } from '@signpost/contracts';
import { ApiError, CLIENT_ERROR_CODES, isApiError } from './api-error.js';
import { clientErrorMessage } from './error-messages/index.js';
import type { HttpClient, HttpRequest } from './http-client.js';
import { requestOf } from './route-call.js';
import type { SessionStore } from './session-store.js';

export const REFRESH_PATH = ROUTES.refresh.path;

/**
 * The signed-in layer over the HTTP client (docs/product-rules.md, Accounts and sessions): every call carries
 * the access token; a call refused with 401 renews the pair once and is repeated once. When renewal is
 * refused, the session ends here, which signs the user out of every screen that reads the store.
 */
export function createSessionHttpClient(http: HttpClient, session: SessionStore): HttpClient {
  // One renewal for every call refused meanwhile: a refresh token works once, so a second renewal
  // with the same token would be taken for theft and end the session.
  let renewal: Promise<string> | null = null;

  function renewOnce(): Promise<string> {
    renewal ??= renew().finally(() => {
      renewal = null;
    });
    return renewal;
  }

  async function renew(): Promise<string> {
    const refreshToken = session.current()?.refreshToken;
    if (!refreshToken) {
      session.clear();
      throw sessionExpired();
    }
    try {
      const next = await http.request(requestOf(ROUTES.refresh, { body: { refreshToken } }));
      session.save(next);
      return next.accessToken;
    } catch (error) {
      // No answer says nothing about the pair: keep it, so the next call can try again.
      if (isApiError(error) && error.status === 0) throw error;
      session.clear();
      throw sessionExpired(error);
    }
  }

  return {
    async request<T>(request: HttpRequest<T>): Promise<T> {
      const sentToken = session.current()?.accessToken ?? null;
      try {
        return await http.request(withBearer(request, sentToken));
      } catch (error) {
        if (!isRefusedToken(error, request, sentToken)) throw error;
      }
      // Another call may have renewed the pair while this one was out: use that, do not renew again.
      const latest = session.current()?.accessToken ?? null;
      const token = latest !== null && latest !== sentToken ? latest : await renewOnce();
      return http.request(withBearer(request, token));
    },
  };
}

function withBearer<T>(request: HttpRequest<T>, token: string | null): HttpRequest<T> {
  if (token === null) return request;
  return { ...request, headers: { ...request.headers, Authorization: `Bearer ${token}` } };
}

/** A 401 about the token sent, not about the email and password a sign-in form sent. */
function isRefusedToken(error: unknown, request: HttpRequest<unknown>, sentToken: string | null): boolean {
  return (
    sentToken !== null &&
    request.path !== REFRESH_PATH &&
    isApiError(error) &&
    error.status === 401 &&
    error.code !== 'invalid_credentials'
  );
}

function sessionExpired(cause?: unknown): ApiError {
  const code = CLIENT_ERROR_CODES.sessionExpired;
  return new ApiError(401, code, clientErrorMessage(code, 401), {}, cause);
}
