import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether `Authorization` carries `Bearer <token>`. Both sides are hashed first, so the time taken
 * says nothing about the token's length or where the first wrong character is.
 */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const sent = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(sent), digest(token));
}
