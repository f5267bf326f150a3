import { z } from 'zod';

/**
 * What an access token says: whose it is and which session issued it. The session is looked up on
 * every request, so a revoked session's tokens stop working at once, not when they expire.
 */
export const accessTokenClaimsSchema = z.object({
  sub: z.string().uuid(),
  sid: z.string().uuid(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

/** Signs claims into a short-lived JWT; the gateway provides it (its JWT plugin holds the key). */
export type SignAccessToken = (claims: AccessTokenClaims) => string;
