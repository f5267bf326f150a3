import { z } from 'zod';
import { paidTierSchema } from './plans.js';

export const createCheckoutRequestSchema = z.object({ tier: paidTierSchema });
export const checkoutResponseSchema = z.object({ url: z.string().url() });
export const webhookAckSchema = z.object({ received: z.literal(true) });
