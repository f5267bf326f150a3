import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLANS } from '@signpost/contracts';
import { planFromSubscription } from './subscription-plan.js';

const prices = { solo: 'price_solo', growth: 'price_growth', scale: 'price_scale' };
const MARCH = Date.UTC(2026, 2, 1) / 1000;
const APRIL = Date.UTC(2026, 3, 1) / 1000;

function subscription(price: string, status: Stripe.Subscription.Status, start = MARCH, end = APRIL) {
  return {
    id: 'sub_1',
    status,
    items: { data: [{ price: { id: price }, current_period_start: start, current_period_end: end }] },
  } as unknown as Stripe.Subscription;
}

const starter = { tier: 'starter' as const, credits_remaining: null, billing_period_start: null };
const deps = { prices, plans: DEFAULT_PLANS };

describe('the plan a subscription gives', () => {
  it('gives the paid plan of its price while active, with the period Stripe states', () => {
    expect(planFromSubscription(starter, subscription('price_growth', 'active'), deps)).toEqual({
      tier: 'growth',
      creditsRemaining: null,
      periodStart: new Date(MARCH * 1000),
      periodEnd: new Date(APRIL * 1000),
      subscriptionId: 'sub_1',
      status: 'active',
    });
  });

  it('fills solo credits at the start of a period and keeps them within it', () => {
    const first = planFromSubscription(starter, subscription('price_solo', 'active'), deps);
    expect(first.creditsRemaining).toBe(20);
    const spent = { tier: 'solo' as const, credits_remaining: 7, billing_period_start: first.periodStart };
    expect(planFromSubscription(spent, subscription('price_solo', 'active'), deps).creditsRemaining).toBe(7);
    const renewed = subscription('price_solo', 'active', APRIL, APRIL + 30 * 86_400);
    expect(planFromSubscription(spent, renewed, deps).creditsRemaining).toBe(20);
  });

  it.each(['canceled', 'unpaid', 'incomplete', 'incomplete_expired'] as const)(
    'drops to starter when the subscription is %s',
    (status) => {
      expect(planFromSubscription(starter, subscription('price_scale', status), deps)).toMatchObject({
        tier: 'starter',
        creditsRemaining: null,
        periodStart: null,
      });
    },
  );

  it('keeps the plan while Stripe retries a failed payment (past_due)', () => {
    expect(planFromSubscription(starter, subscription('price_scale', 'past_due'), deps).tier).toBe('scale');
  });

  it('gives nothing for a price this installation does not sell', () => {
    expect(planFromSubscription(starter, subscription('price_other', 'active'), deps).tier).toBe('starter');
  });
});
