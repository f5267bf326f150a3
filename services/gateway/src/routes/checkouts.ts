import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaidTier } from '@signpost/billing';
import { ROUTES } from '@signpost/contracts';
import { RATE_RULES } from '../auth/rate-rules.js';
import type { BillingService } from '../billing/billing-service.js';
import { declaredRoute } from '../http/declared-route.js';
import { requireAccount } from '../plugins/caller.js';
import { limitPerAddress } from '../plugins/rate-limits.js';

/** The spec's other ways into a paid plan: upgrade, the solo shortcut, email-only checkouts. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (
  app,
  { billing },
) => {
  const tags = ['billing'];

  app.route({
    ...declaredRoute(ROUTES.createUpgradeSession, {
      tags,
      summary: 'Move to a higher plan: in place for a subscriber, else through checkout',
      responses: { 200: 'Upgraded, or where to pay.' },
    }),
    handler: async (request) =>
      billing.upgrade(requireAccount(request.caller).account, request.body.targetTier),
  });

  app.route({
    ...declaredRoute(ROUTES.createSoloCheckout, {
      tags,
      summary: 'Checkout for the solo plan (Coffee Power) for the signed-in account',
      responses: { 200: 'Where to pay.' },
    }),
    handler: async (request) => billing.checkout(requireAccount(request.caller).account, 'solo'),
  });

  const emailCheckouts = [
    [ROUTES.createCoffeeCheckout, 'solo'],
    [ROUTES.createGrowthCheckout, 'growth'],
    [ROUTES.createScaleCheckout, 'scale'],
  ] as const satisfies [unknown, PaidTier][];
  for (const [contract, tier] of emailCheckouts) {
    app.route({
      ...declaredRoute(contract, {
        tags,
        summary: `Checkout for the ${tier} plan with an email alone, for an email with no account yet; the account is made when it is paid`,
        responses: { 200: 'Where to pay.' },
      }),
      config: limitPerAddress(RATE_RULES.register),
      handler: async (request) =>
        billing.emailCheckout({ email: request.body.email, tier, websiteUrl: request.body.websiteUrl }),
    });
  }

  app.route({
    ...declaredRoute(ROUTES.coffeeLogin, {
      tags: ['auth'],
      summary: 'Sign in once to the account a paid email-only checkout made, within an hour of paying',
      responses: { 200: 'Signed in.' },
    }),
    config: limitPerAddress(RATE_RULES.login),
    handler: async (request) => billing.coffeeLogin(request.body.email, request.body.sessionId),
  });
};
