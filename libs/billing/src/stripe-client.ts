import type Stripe from 'stripe';
import type { BillingConfig } from '@signpost/config';

/**
 * The Stripe API version every call and every webhook payload is read in. Pinned in code
 * (docs/product-rules.md, Billing): an account-level upgrade on Stripe's side must not change what this code
 * parses.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

/** Network retries of a call the SDK deems safe to retry; each carries its idempotency key. */
const NETWORK_RETRIES = 2;

/** The client every billing call goes through; tests point it at a local server. */
export type StripeClient = Stripe;

/**
 * The Stripe client, or undefined when no secret key is set (billing then answers 503, and the SDK is
 * never loaded). With STRIPE_API_BASE the SDK talks to that host instead, so tests run the real
 * client against a local server speaking Stripe's API.
 */
export async function createStripeClient(config: BillingConfig): Promise<StripeClient | undefined> {
  if (!config.secretKey) return undefined;
  const base = config.apiBase;
  const { default: Stripe } = await import('stripe');
  return new Stripe(config.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: NETWORK_RETRIES,
    timeout: config.timeoutMs,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}
