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
  readonly #entries = new Map<string, Verified>();
  readonly #size: number;
  readonly #now: () => number;

  constructor(size: number, now: () => number = Date.now) {
    this.#size = size;
    this.#now = now;
  }

  /** The token's claims; `verify` (which throws for a bad token) runs only for a token not held. */
  claimsOf(token: string, verify: (token: string) => Verified): AccessTokenClaims {
    const held = this.#entries.get(token);
    if (held !== undefined) {
      this.#entries.delete(token);
      if (held.expiresAt > this.#now()) {
        this.#entries.set(token, held);
        return held.claims;
      }
    }
    const verified = verify(token);
    if (this.#size > 0 && verified.expiresAt > this.#now()) {
      this.#entries.set(token, verified);
      const oldest = this.#entries.keys().next().value;
      if (this.#entries.size > this.#size && oldest !== undefined) this.#entries.delete(oldest);
    }
    return verified.claims;
  }
}
