/** A local stand-in for Stripe's HTTP API: the real `stripe` SDK talks to it through `STRIPE_API_BASE`. */
export {
  startFakeStripe,
  type FakeStripe,
  type FakeStripeOptions,
  type InjectedFailure,
  type RecordedRequest,
} from './http/fake-stripe-server.js';
export type { FakeStripeState } from './objects/fake-stripe-store.js';
export type {
  BillingOutcome,
  CheckoutCompletion,
  SubscriptionChanges,
} from './lifecycle/subscription-lifecycle.js';
export type { SignedWebhook } from './http/webhook-signature.js';
