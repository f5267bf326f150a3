import { z } from 'zod';

/** Every JSON error the gateway sends (decisions.md, Errors). */
export const errorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  resetAt: z.string().optional(),
  suggestedUpgrade: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
