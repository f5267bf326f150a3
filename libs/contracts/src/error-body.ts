import { z } from 'zod';
import { errorCodeSchema } from './error-codes.js';
import { tierSchema } from './plans.js';

/** Every JSON error the gateway sends (docs/product-rules.md, Errors). */
export const errorBodySchema = z.object({
  error: errorCodeSchema,
  message: z.string(),
  resetAt: z.string().optional(),
  suggestedUpgrade: tierSchema.optional(),
  /** reset-password's failures in the product's own words (docs/product-rules.md, Errors). */
  code: z.enum(['INVALID_TOKEN', 'EXPIRED_TOKEN']).optional(),
  /** weak_password: the requirements the password misses. */
  errors: z.array(z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
