import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Sessions } from '@signpost/accounts';
import {
  requireStripe,
  createCheckout,
  createEmailCheckout,
  settleFromStripe,
  upgrade,
  type PaidTier,
  type StripeClient,
} from '@signpost/billing';
import {
  checkoutResponseSchema,
  coffeeLoginRequestSchema,
  emailCheckoutRequestSchema,
  loginResponseSchema,
  soloCheckoutRequestSchema,
  upgradeRequestSchema,
  upgradeResponseSchema,
} from '@signpost/contracts';
import { AppError } from '@signpost/errors';
import type { Runtime } from '@signpost/runtime';
import { RATE_RULES } from '../auth/rate-rules.js';
import { body, errorResponses } from '../http/responses.js';
import { requireAccount } from '../plugins/caller.js';
import { limitPerAddress } from '../plugins/rate-limits.js';

/**
 * A paid email-only checkout signs its buyer in within this long of completing
 * (docs/product-rules.md, Billing).
 */
const COFFEE_LOGIN_WINDOW_MS = 3600 * 1000;

/** The spec's other ways into a paid plan: upgrade, the solo shortcut, email-only checkouts. */
export const checkoutRoutes: FastifyPluginAsyncZod<{
  runtime: Pick<Runtime, 'repos' | 'queue' | 'config' | 'logger'>;
  stripe: StripeClient | undefined;
  sessions: Sessions;
}> = async (app, { runtime, stripe, sessions }) => {
  const { repos, queue, config, logger } = runtime;
  const tags = ['billing'];
  const deps = () => ({
    stripe: requireStripe(stripe),
    repos,
    queue,
    prices: config.billing.prices,
    plans: config.plans,
    publicUrl: config.http.publicUrl,
    logger,
  });

  app.post(
    '/api/stripe/create-upgrade-session',
    {
      schema: {
        tags,
        summary: 'Move to a higher plan: in place for a subscriber, else through checkout',
        body: upgradeRequestSchema,
        response: {
          200: body('Upgraded, or where to pay.', upgradeResponseSchema),
          ...errorResponses(400, 401, 402, 403, 429, 500, 503),
        },
      },
    },
    async (request) => upgrade(deps(), requireAccount(request.caller).account, request.body.targetTier),
  );

  app.post(
    '/api/stripe/create-solo-checkout',
    {
      schema: {
        tags,
        summary: 'Checkout for the solo plan (Coffee Power) for the signed-in account',
        body: soloCheckoutRequestSchema,
        response: {
          200: body('Where to pay.', checkoutResponseSchema),
          ...errorResponses(400, 401, 403, 429, 500, 503),
        },
      },
    },
    async (request) => createCheckout(deps(), requireAccount(request.caller).account, 'solo'),
  );

  const emailCheckouts: [string, PaidTier][] = [
    ['/api/stripe/create-coffee-checkout', 'solo'],
    ['/api/stripe/create-growth-checkout', 'growth'],
    ['/api/stripe/create-scale-checkout', 'scale'],
  ];
  for (const [path, tier] of emailCheckouts) {
    app.post(
      path,
      {
        config: limitPerAddress(RATE_RULES.register),
        schema: {
          tags,
          summary: `Checkout for the ${tier} plan with an email alone, for an email with no account yet; the account is made when it is paid`,
          body: emailCheckoutRequestSchema,
          response: {
            200: body('Where to pay.', checkoutResponseSchema),
            ...errorResponses(400, 409, 429, 500, 503),
          },
        },
      },
      async (request) =>
        createEmailCheckout(deps(), { email: request.body.email, tier, websiteUrl: request.body.websiteUrl }),
    );
  }

  app.post(
    '/api/auth/coffee-login',
    {
      config: limitPerAddress(RATE_RULES.login),
      schema: {
        tags: ['auth'],
        summary: 'Sign in once to the account a paid email-only checkout made, within an hour of paying',
        body: coffeeLoginRequestSchema,
        response: {
          200: body('Signed in.', loginResponseSchema),
          ...errorResponses(400, 401, 429, 500, 503),
        },
      },
    },
    async (request) => {
      const { email, sessionId } = request.body;
      const notBefore = new Date(Date.now() - COFFEE_LOGIN_WINDOW_MS);
      let userId = await repos.checkoutLogins.use(sessionId, email, notBefore);
      if (!userId) {
        // The success page may beat the webhook: settle the session from Stripe's own record.
        await settleFromStripe(deps(), sessionId);
        userId = await repos.checkoutLogins.use(sessionId, email, notBefore);
      }
      const account = userId ? await repos.users.get(userId) : undefined;
      if (!account) {
        throw new AppError(
          'unauthorized',
          'This purchase cannot sign you in. Sign in with your email and password.',
        );
      }
      return { ...(await sessions.start(account)), isDemo: false };
    },
  );
};
