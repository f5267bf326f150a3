import { z } from 'zod';
import { errorCodeSchema } from './error-codes.js';
import { tierSchema } from './plans.js';

/** Every JSON error the gateway sends (decisions.md, Errors). */
export const errorBodySchema = z.object({
  error: errorCodeSchema,
  message: z.string(),
  resetAt: z.string().optional(),
  suggestedUpgrade: tierSchema.optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
