import { startFakeStripe, type FakeStripe } from '@signpost/stripe-stand-in';
import type Stripe from 'stripe';
import { startBrowserHarness, type BrowserHarness } from './browser.js';

/** Stripe's prices as the harness names them, with the amounts the fake charges. */
const PRICES = { solo: 'price_solo', growth: 'price_growth', scale: 'price_scale' };

export interface FakeStripeHarness {
  harness: BrowserHarness;
  stripe: FakeStripe;
  /** Posts Stripe's events, signed, to the server's webhook as Stripe would. */
  deliver(events: readonly Stripe.Event[]): Promise<void>;
  close(): Promise<void>;
}

/** The id of a checkout session from the url the fake answers for it: `…/{session id}`. */
export function checkoutSessionId(checkoutUrl: string): string {
  return new URL(checkoutUrl).pathname.split('/').at(-1) ?? '';
}

/**
 * The browser harness with billing set up against a local fake of Stripe's API. PUBLIC_URL is left
 * at its default: it only shapes the return urls, which the tests open themselves.
 */
export async function startFakeStripeHarness(): Promise<FakeStripeHarness> {
  const stripe = await startFakeStripe({
    webhookSecret: 'whsec_browser_test',
    prices: { [PRICES.solo]: 495, [PRICES.growth]: 1495, [PRICES.scale]: 2995 },
  });
  let harness: BrowserHarness;
  try {
    harness = await startBrowserHarness({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_PRICE_SOLO: PRICES.solo,
      STRIPE_PRICE_GROWTH: PRICES.growth,
      STRIPE_PRICE_SCALE: PRICES.scale,
      STRIPE_API_BASE: stripe.url,
    });
  } catch (error) {
    await stripe.close();
    throw error;
  }
  return {
    harness,
    stripe,
    deliver: async (events) => {
      for (const event of events) {
        const { payload, headers } = stripe.signedWebhook(event);
        const response = await fetch(`${harness.baseUrl}/api/stripe/webhook`, {
          method: 'POST',
          body: payload,
          headers,
        });
        if (!response.ok) throw new Error(`webhook ${event.type} answered ${response.status}`);
      }
    },
    close: async () => {
      await harness.close();
      await stripe.close();
    },
  };
}
