import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { startLocalServer } from '@signpost/testing/servers';
import { newId } from '../objects/ids.js';
import { parseForm, type Params } from './form-params.js';
import { FakeStripeError, type StripeErrorBody } from './stripe-error.js';
import { FakeStripeStore, type FakeStripeState } from '../objects/fake-stripe-store.js';
import { expand, expansionsOf } from './lists-and-expansion.js';
import { IdempotencyCache } from './idempotency-cache.js';
import { matchRoute, type Route } from './route-table.js';
import { checkoutRoutes } from '../routes/checkout-routes.js';
import { billingRoutes } from '../routes/billing-routes.js';
import {
  cancelSubscription,
  completeCheckout,
  failPayment,
  renewSubscription,
  updateSubscription,
  type BillingOutcome,
  type CheckoutCompletion,
  type SubscriptionChanges,
} from '../lifecycle/subscription-lifecycle.js';
import { signWebhook, type SignedWebhook } from './webhook-signature.js';

export interface FakeStripeOptions {
  /** The endpoint secret webhooks are signed with; a random `whsec_…` when left out. */
  webhookSecret?: string;
  /** Unit amounts in cents by Price id; any other Price costs 495. */
  prices?: Record<string, number>;
  /** Currency of every price; `usd` when left out. */
  currency?: string;
  /** The API version stamped on events; the SDK's own when left out. */
  apiVersion?: string;
}

/** One request as received: the body (POST) or query (GET, DELETE) decoded into nested objects. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Params;
  body: Params;
  headers: IncomingHttpHeaders;
  idempotencyKey: string | undefined;
}

/** What the next API requests meet instead of a normal answer. */
export type InjectedFailure = { status: 500 } | { hangMs: number };

export interface FakeStripe extends FakeStripeState {
  /** `http://127.0.0.1:PORT`; hosted pages (Checkout, portal) get URLs under it. */
  url: string;
  host: string;
  port: number;
  webhookSecret: string;
  requests: RecordedRequest[];
  completeCheckout(sessionId: string, options?: { paid?: boolean }): CheckoutCompletion;
  renewSubscription(subscriptionId: string): BillingOutcome;
  failPayment(subscriptionId: string): BillingOutcome;
  updateSubscription(subscriptionId: string, changes: SubscriptionChanges): BillingOutcome;
  deleteSubscription(subscriptionId: string): BillingOutcome;
  /**
   * From now on the customer's card declines the charges an API call makes (an upgrade's proration),
   * or, with `declined: false`, pays them again. Renewals are chosen by the controls above.
   */
  declineCard(customerId: string, declined?: boolean): void;
  signedWebhook(event: object, options?: { timestamp?: number; secret?: string }): SignedWebhook;
  /**
   * The next `count` API requests answer 500 (an api_error), or wait `hangMs` first; a hung request
   * whose client gave up meanwhile is dropped unprocessed, as if it never reached Stripe.
   */
  failNext(count: number, failure: InjectedFailure): void;
  close(): Promise<void>;
}

const DEFAULT_AMOUNT_CENTS = 495;
const ROUTES: Route[] = [...checkoutRoutes, ...billingRoutes];

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Stripe's answer to a missing or malformed secret key: a 401 the SDK raises as StripeAuthenticationError. */
function authenticationError(authorization: string | undefined): FakeStripeError | undefined {
  const key = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  if (key && /^(sk|rk)_(test|live)_\S+$/.test(key)) return undefined;
  const message = key
    ? `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`
    : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";
  return new FakeStripeError(401, { type: 'invalid_request_error', message });
}

function unknownRoute(method: string, path: string): FakeStripeError {
  return new FakeStripeError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  });
}

const apiError = (message: string): { status: number; body: { error: StripeErrorBody } } => ({
  status: 500,
  body: { error: { type: 'api_error', message } },
});

/**
 * A local server speaking the parts of Stripe's v1 API that Signpost's billing calls, for the real
 * `stripe` SDK pointed at it (`host`, `port`, `protocol: 'http'`), plus test controls that act as Stripe
 * does on its own: a customer paying at Checkout, renewals, declined cards, and signed webhooks.
 */
export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const failures: InjectedFailure[] = [];
  const sleepers = new Set<() => void>();
  const idempotency = new IdempotencyCache();
  const webhookSecret = options.webhookSecret ?? newId('whsec');
  let closed = false;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });

  /** The answer to an API request: its saved answer if replayed, else the route's, else the error. */
  const answer = (request: RecordedRequest, requestId: string, state: FakeStripeStore) => {
    const { method, path, idempotencyKey: key } = request;
    const params = method === 'POST' ? request.body : request.query;
    const fingerprint = `${method} ${path} ${JSON.stringify(params)}`;
    try {
      const denied = authenticationError(header(request.headers, 'authorization'));
      if (denied) throw denied;
      const saved = key === undefined ? undefined : idempotency.replay(key, fingerprint);
      if (saved) return { ...saved, replayed: true };
      const found = matchRoute(ROUTES, method, path);
      if (!found) throw unknownRoute(method, path);
      const origin = { requestId, idempotencyKey: key ?? null };
      const result = found.route.handle({ store: state, params, origin }, found.ids);
      const fresh = { status: 200, body: expand(result, expansionsOf(params), state) };
      if (key !== undefined) idempotency.save(key, fingerprint, fresh);
      return { ...fresh, replayed: false };
    } catch (error) {
      const failed =
        error instanceof FakeStripeError
          ? { status: error.status, body: { error: error.body } }
          : apiError(`The fake Stripe server failed: ${String(error)}`);
      return { ...failed, replayed: false };
    }
  };

  const handle = async (req: IncomingMessage, res: ServerResponse, state: FakeStripeStore) => {
    let clientGone = false;
    res.on('close', () => {
      clientGone = true;
    });
    const method = req.method ?? 'GET';
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://fake-stripe');
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      query: parseForm(url.search.slice(1)),
      body: method === 'POST' ? parseForm(body) : {},
      headers: req.headers,
      // Stripe ignores the key on GET and DELETE, which are idempotent already.
      idempotencyKey: method === 'POST' ? header(req.headers, 'idempotency-key') : undefined,
    };
    requests.push(request);
    const failure = failures.shift();
    if (failure && 'hangMs' in failure) await sleep(failure.hangMs);
    if (closed || clientGone) return;
    const requestId = newId('req');
    const result =
      failure && 'status' in failure
        ? { ...apiError('An unknown error occurred (injected by failNext).'), replayed: false }
        : answer(request, requestId, state);
    res.writeHead(result.status, {
      'content-type': 'application/json',
      'request-id': requestId,
      'stripe-version': header(req.headers, 'stripe-version') ?? state.settings.apiVersion,
      ...(request.idempotencyKey === undefined ? {} : { 'idempotency-key': request.idempotencyKey }),
      ...(result.replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    res.end(JSON.stringify(result.body, null, 2));
  };

  // Listening comes first: the store's hosted-page URLs need the port.
  const { server, url, port, close } = await startLocalServer();
  const state = new FakeStripeStore({
    baseUrl: url,
    prices: options.prices ?? {},
    defaultAmount: DEFAULT_AMOUNT_CENTS,
    currency: options.currency ?? 'usd',
    apiVersion: options.apiVersion ?? Stripe.API_VERSION,
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res, state).catch(() => res.destroy());
  });

  return {
    url,
    host: '127.0.0.1',
    port,
    webhookSecret,
    requests,
    customers: state.customers,
    checkoutSessions: state.checkoutSessions,
    subscriptions: state.subscriptions,
    invoices: state.invoices,
    invoicePayments: state.invoicePayments,
    paymentIntents: state.paymentIntents,
    charges: state.charges,
    refunds: state.refunds,
    portalSessions: state.portalSessions,
    events: state.events,
    completeCheckout: (sessionId, completion) => completeCheckout(state, sessionId, completion),
    renewSubscription: (subscriptionId) => renewSubscription(state, subscriptionId),
    failPayment: (subscriptionId) => failPayment(state, subscriptionId),
    updateSubscription: (subscriptionId, changes) => updateSubscription(state, subscriptionId, changes),
    deleteSubscription: (subscriptionId) => cancelSubscription(state, subscriptionId),
    declineCard: (customerId, declined = true) => {
      if (declined) state.declinedCustomers.add(customerId);
      else state.declinedCustomers.delete(customerId);
    },
    signedWebhook: (event, signing = {}) =>
      signWebhook(event, signing.secret ?? webhookSecret, signing.timestamp),
    failNext: (count, failure) => {
      for (let i = 0; i < count; i += 1) failures.push(failure);
    },
    close: async () => {
      closed = true;
      for (const wake of sleepers) wake();
      await close();
    },
  };
}
