/** A local stand-in for Stripe's HTTP API: the real `stripe` SDK talks to it through `STRIPE_API_BASE`. */
export {
  startFakeStripe,
  type FakeStripe,
  type FakeStripeOptions,
  type InjectedFailure,
  type RecordedRequest,
} from './fake-stripe-server.js';
export type { FakeStripeState } from './fake-stripe-store.js';
export type { BillingOutcome, CheckoutCompletion, SubscriptionChanges } from './subscription-lifecycle.js';
export type { SignedWebhook } from './webhook-signature.js';
