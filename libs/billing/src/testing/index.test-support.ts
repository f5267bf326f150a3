/** Test helpers, exported as `@signpost/billing/testing` under the `source` condition only (tests, benchmarks). */
export {
  startFakeStripe,
  type FakeStripe,
  type FakeStripeOptions,
  type InjectedFailure,
  type RecordedRequest,
} from './fake-stripe-server.test-support.js';
export type { FakeStripeState } from './fake-stripe-store.test-support.js';
export type {
  BillingOutcome,
  CheckoutCompletion,
  SubscriptionChanges,
} from './subscription-lifecycle.test-support.js';
export type { SignedWebhook } from './webhook-signature.test-support.js';
