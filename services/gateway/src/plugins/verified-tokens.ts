import { LRUCache } from 'lru-cache';
import type { AccessTokenClaims } from '@signpost/accounts';

interface Verified {
  claims: AccessTokenClaims;
  /** When the token expires, in milliseconds. */
  expiresAt: number;
}

/**
 * Access tokens whose signature was checked, so a poll that sends the same token again pays a map
 * lookup instead of an HMAC. A token string verifies the same way until it expires, so it is its
 * own key; entries lapse with their tokens, and the least recently used goes first past `size`
 * (0 holds none). Only the signature is remembered: whether the session is live is asked on every
 * request (SessionCache).
 */
export class VerifiedTokens {
  readonly #entries: LRUCache<string, Verified> | null;
  readonly #now: () => number;

  constructor(size: number, now: () => number = Date.now) {
    this.#entries = size > 0 ? new LRUCache<string, Verified>({ max: size }) : null;
    this.#now = now;
  }

  /** The token's claims; `verify` (which throws for a bad token) runs only for a token not held. */
  claimsOf(token: string, verify: (token: string) => Verified): AccessTokenClaims {
    const held = this.#entries?.get(token);
    if (held !== undefined) {
      if (held.expiresAt > this.#now()) return held.claims;
      this.#entries?.delete(token);
    }
    const verified = verify(token);
    if (verified.expiresAt > this.#now()) this.#entries?.set(token, verified);
    return verified.claims;
  }
}
