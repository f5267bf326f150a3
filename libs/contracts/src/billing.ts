import { z } from 'zod';
import { emailField } from './email-field.js';
import { defaultedInput, optionalInput } from './optional-input.js';
import { paidTierSchema } from './plans.js';

export const createCheckoutRequestSchema = z.object({ tier: paidTierSchema });
export const checkoutResponseSchema = z.object({ url: z.string().url() });
export const webhookAckSchema = z.object({ received: z.literal(true) });

/** The billing tab's status (docs/product-rules.md, Billing). */
export const subscriptionStatusResponseSchema = z.object({
  hasActiveSubscription: z.boolean(),
  tier: z.enum(['starter', 'solo', 'growth', 'scale']),
  creditsRemaining: z.number().int().nonnegative().nullable(),
  subscriptions: z.array(
    z.object({
      /** Unix seconds. */
      currentPeriodEnd: z.number().int().nonnegative(),
      status: z.string(),
      cancelAtPeriodEnd: z.boolean(),
    }),
  ),
});

/** Whether the money-back guarantee still covers the account (docs/product-rules.md, Billing). */
export const refundEligibilitySchema = z.object({
  eligible: z.boolean(),
  guaranteeApplies: z.boolean(),
  amountFormatted: z.string().nullable(),
  reason: z.string(),
});
export type RefundEligibility = z.infer<typeof refundEligibilitySchema>;

export const cancelRequestSchema = z.object({
  processRefund: defaultedInput(z.boolean(), false),
  reason: optionalInput(z.string().trim().max(2000)),
});
export const cancelResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export const portalResponseSchema = z.object({ url: z.string().url() });

export const upgradeRequestSchema = z.object({ targetTier: paidTierSchema });
/** A checkout to pay at, or, for an account already subscribed, the plan changed in place. */
export const upgradeResponseSchema = z.object({
  url: z.string().url().optional(),
  success: z.boolean(),
});

/**
 * An email-only checkout (the coffee flow). The web may send the sign-up form's metadata; the server
 * reads nothing secret from it and never passes a password on (docs/product-rules.md, Billing).
 */
export const emailCheckoutRequestSchema = z.object({
  email: emailField('Email Required: Please provide your email to continue.'),
  websiteUrl: optionalInput(z.string().trim().max(2048)),
  metadata: optionalInput(z.record(z.string(), z.unknown())),
});

export const soloCheckoutRequestSchema = z.object({ email: optionalInput(z.string()) });

export const coffeeLoginRequestSchema = z.object({
  email: emailField(),
  sessionId: z.string().min(1).max(255),
});
