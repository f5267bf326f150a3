import type { Params } from './form-params.js';
import type { EventOrigin, FakeStripeStore } from '../objects/fake-stripe-store.js';

/** What a route handler is given: the store, the decoded body or query, and the request as an event origin. */
export interface RouteContext {
  store: FakeStripeStore;
  params: Params;
  origin: EventOrigin;
}

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  /** Matched against the whole path; its capture groups are the ids handed to `handle`. */
  path: RegExp;
  /** The answer's JSON body; a FakeStripeError thrown becomes Stripe's error answer. */
  handle: (context: RouteContext, ids: string[]) => unknown;
}

/** The route for a request and the ids its path names, if any route matches. */
export function matchRoute(
  routes: Route[],
  method: string,
  path: string,
): { route: Route; ids: string[] } | undefined {
  for (const route of routes) {
    const match = route.method === method ? route.path.exec(path) : null;
    if (match) return { route, ids: match.slice(1).map((id) => decodeURIComponent(id ?? '')) };
  }
  return undefined;
}
