import {
  cancelRequestSchema,
  cancelResponseSchema,
  checkoutResponseSchema,
  createCheckoutRequestSchema,
  emailCheckoutRequestSchema,
  portalResponseSchema,
  refundEligibilitySchema,
  soloCheckoutRequestSchema,
  subscriptionStatusResponseSchema,
  upgradeRequestSchema,
  upgradeResponseSchema,
  webhookAckSchema,
} from '../billing.js';
import { plansResponseSchema } from '../plans.js';
import { route } from './route-contract.js';

/** A checkout with an email alone, for an email with no account yet (docs/product-rules.md, Billing). */
const emailCheckout = (path: string) =>
  route({
    method: 'POST',
    path,
    body: emailCheckoutRequestSchema,
    responses: { 200: checkoutResponseSchema },
    errors: [400, 403, 409, 429, 500, 503],
  });

/** Plans, Stripe's checkouts and webhook, and the account's subscription (docs/product-rules.md, Billing). */
export const billingRoutes = {
  plans: route({
    method: 'GET',
    path: '/api/plans',
    responses: { 200: plansResponseSchema },
    errors: [429, 500],
  }),
  createCheckout: route({
    method: 'POST',
    path: '/api/stripe/create-checkout',
    body: createCheckoutRequestSchema,
    responses: { 200: checkoutResponseSchema },
    errors: [400, 401, 403, 429, 500, 503],
  }),
  stripeWebhook: route({
    method: 'POST',
    path: '/api/stripe/webhook',
    responses: { 200: webhookAckSchema },
    errors: [400, 429, 500, 503],
  }),
  createUpgradeSession: route({
    method: 'POST',
    path: '/api/stripe/create-upgrade-session',
    body: upgradeRequestSchema,
    responses: { 200: upgradeResponseSchema },
    errors: [400, 401, 402, 403, 429, 500, 503],
  }),
  createSoloCheckout: route({
    method: 'POST',
    path: '/api/stripe/create-solo-checkout',
    body: soloCheckoutRequestSchema,
    responses: { 200: checkoutResponseSchema },
    errors: [400, 401, 403, 429, 500, 503],
  }),
  createCoffeeCheckout: emailCheckout('/api/stripe/create-coffee-checkout'),
  createGrowthCheckout: emailCheckout('/api/stripe/create-growth-checkout'),
  createScaleCheckout: emailCheckout('/api/stripe/create-scale-checkout'),
  subscriptionStatus: route({
    method: 'GET',
    path: '/api/stripe/subscription-status',
    responses: { 200: subscriptionStatusResponseSchema },
    errors: [401, 429, 500, 503],
  }),
  createPortal: route({
    method: 'POST',
    path: '/api/stripe/create-portal',
    responses: { 200: portalResponseSchema },
    errors: [401, 403, 404, 429, 500, 503],
  }),
  refundEligibility: route({
    method: 'GET',
    path: '/api/refund/eligibility',
    responses: { 200: refundEligibilitySchema },
    errors: [401, 403, 429, 500, 503],
  }),
  cancelSubscription: route({
    method: 'POST',
    path: '/api/cancel',
    body: cancelRequestSchema,
    responses: { 200: cancelResponseSchema },
    errors: [400, 401, 403, 404, 429, 500, 503],
  }),
};
