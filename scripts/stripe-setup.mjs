// Creates Signpost's products and monthly prices in a Stripe account (use a test-mode key) from the
// plan catalogue, and prints the STRIPE_PRICE_* settings to add to the environment. Safe to run again:
// products and prices are found by their lookup keys rather than made twice. Not run by CI.
//
//   npm run build && STRIPE_SECRET_KEY=sk_test_... node scripts/stripe-setup.mjs
import Stripe from 'stripe';
import { DEFAULT_PLANS } from '../libs/contracts/dist/index.js';
import { STRIPE_API_VERSION } from '../libs/billing/dist/index.js';

const key = process.env.STRIPE_SECRET_KEY;
if (!key) {
  console.error('Set STRIPE_SECRET_KEY (a test-mode key, sk_test_...) first.');
  process.exit(1);
}
if (!key.startsWith('sk_test_') && process.argv[2] !== '--live') {
  console.error('That is not a test-mode key; pass --live if you really mean to create live prices.');
  process.exit(1);
}
const stripe = new Stripe(key, { apiVersion: STRIPE_API_VERSION, timeout: 20_000, maxNetworkRetries: 2 });

for (const tier of ['solo', 'growth', 'scale']) {
  const plan = DEFAULT_PLANS[tier];
  const lookupKey = `signpost_${tier}_monthly`;
  const existing = await stripe.prices.list({ lookup_keys: [lookupKey], limit: 1 });
  let price = existing.data[0];
  if (!price) {
    const product = await stripe.products.create(
      { name: `Signpost ${plan.displayName}`, metadata: { tier } },
      { idempotencyKey: `signpost-product-${tier}` },
    );
    price = await stripe.prices.create(
      {
        product: product.id,
        currency: 'usd',
        unit_amount: plan.priceCents,
        recurring: { interval: 'month' },
        lookup_key: lookupKey,
        metadata: { tier },
      },
      { idempotencyKey: `signpost-price-${tier}-${plan.priceCents}` },
    );
  }
  console.log(`STRIPE_PRICE_${tier.toUpperCase()}=${price.id}`);
}
