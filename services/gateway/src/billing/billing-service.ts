import type { Sessions } from '@signpost/accounts';
import {
  billingNotSetUp,
  createCheckout,
  createEmailCheckout,
  paymentsOff,
  receiveWebhook,
  requireStripe,
  settleFromStripe,
  upgrade,
  type PaidTier,
  type StripeClient,
} from '@signpost/billing';
import { GUARANTEE_DAYS, type LoginResponse, type PlansResponse } from '@signpost/contracts';
import type { UserRow } from '@signpost/db';
import { AppError } from '@signpost/errors';
import type { Runtime } from '@signpost/runtime';

/**
 * A paid email-only checkout signs its buyer in within this long of completing
 * (docs/product-rules.md, Billing).
 */
const COFFEE_LOGIN_WINDOW_MS = 3600 * 1000;

export interface BillingServiceDeps {
  runtime: Pick<Runtime, 'repos' | 'queue' | 'config' | 'logger' | 'metrics'>;
  /** Absent without STRIPE_SECRET_KEY: every billing call then answers 503 billing_unavailable. */
  stripe: StripeClient | undefined;
  sessions: Sessions;
}

export interface EmailCheckoutInput {
  email: string;
  tier: PaidTier;
  websiteUrl?: string | undefined;
}

/** The ways into a paid plan: the catalogue, checkouts, upgrades, and Stripe's webhook. */
export class BillingService {
  constructor(private readonly deps: BillingServiceDeps) {}

  plans(): PlansResponse {
    const { config } = this.deps.runtime;
    const { selfHostedPlan } = config.billing;
    return {
      plans: config.plans,
      paymentsEnabled:
        selfHostedPlan === undefined &&
        this.deps.stripe !== undefined &&
        config.billing.webhookSecret !== undefined,
      selfHostedPlan: selfHostedPlan ?? null,
      guaranteeDays: GUARANTEE_DAYS,
      freeDailyChecks: config.validator.dailyLimit,
    };
  }

  /** A Stripe Checkout page for a paid plan; the plan changes when Stripe confirms payment. */
  checkout(account: UserRow, tier: PaidTier) {
    return createCheckout(this.sellingDeps(), account, tier);
  }

  /** In place for a subscriber, else through checkout. */
  upgrade(account: UserRow, targetTier: PaidTier) {
    return upgrade(this.sellingDeps(), account, targetTier);
  }

  /** A checkout with an email alone; the account is made when it is paid. */
  emailCheckout(input: EmailCheckoutInput) {
    return createEmailCheckout(this.sellingDeps(), input);
  }

  /** Signs in once to the account a paid email-only checkout made, within an hour of paying. */
  async coffeeLogin(email: string, sessionId: string): Promise<LoginResponse> {
    const { repos } = this.deps.runtime;
    const notBefore = new Date(Date.now() - COFFEE_LOGIN_WINDOW_MS);
    let userId = await repos.checkoutLogins.use(sessionId, email, notBefore);
    if (!userId) {
      // The success page may beat the webhook: settle the session from Stripe's own record.
      await settleFromStripe(this.stripeDeps(), sessionId);
      userId = await repos.checkoutLogins.use(sessionId, email, notBefore);
    }
    const account = userId ? await repos.users.get(userId) : undefined;
    if (!account) {
      throw new AppError(
        'unauthorized',
        'This purchase cannot sign you in. Sign in with your email and password.',
      );
    }
    return { ...(await this.deps.sessions.start(account)), isDemo: false };
  }

  /** Verifies an event on the raw body Stripe sent; it is applied once, in the background. */
  receiveWebhook(rawBody: Buffer, signature: string | undefined) {
    const { repos, queue, config, metrics } = this.deps.runtime;
    const webhookSecret = config.billing.webhookSecret;
    if (!webhookSecret) throw billingNotSetUp();
    return receiveWebhook(
      { stripe: requireStripe(this.deps.stripe), repos, queue, webhookSecret, metrics },
      rawBody,
      signature,
    );
  }

  /** What selling a plan needs; a self-hosted installation refuses before reaching Stripe. */
  private sellingDeps() {
    const { plans, billing } = this.deps.runtime.config;
    if (billing.selfHostedPlan !== undefined) throw paymentsOff(plans[billing.selfHostedPlan].displayName);
    return this.stripeDeps();
  }

  private stripeDeps() {
    const { repos, queue, config, logger } = this.deps.runtime;
    return {
      stripe: requireStripe(this.deps.stripe),
      repos,
      queue,
      prices: config.billing.prices,
      plans: config.plans,
      publicUrl: config.http.publicUrl,
      logger,
    };
  }
}
