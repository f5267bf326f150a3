import { z } from 'zod';

/**
 * A write that changes what a signed-in session speaks for: one session ended, or an account changed
 * (plan, credits, password, email, closed, every session revoked). Caches of sessions drop what it
 * touches; between processes it travels as JSON over Redis pub/sub.
 */
export const accountChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('session'), sessionId: z.string().min(1).max(100) }),
  z.object({ kind: z.literal('account'), userId: z.string().min(1).max(100) }),
]);

export type AccountChange = z.infer<typeof accountChangeSchema>;
