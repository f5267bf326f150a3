import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits: far past guessing, and short enough for a link. */
const TOKEN_BYTES = 32;

/** SHA-256 of a token, hex: what the database keeps, so a leaked table yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new random token (base64url, for links and headers) with the hash to store. */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashToken(token) };
}
