import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether a scrape may read the metrics: always when no token is configured, otherwise only with
 * `Authorization: Bearer <token>`. Both sides are hashed first, so the comparison takes the same time
 * whatever the length or the first wrong character of what was sent.
 */
export function scrapeAllowed(authorization: string | undefined, token: string | undefined): boolean {
  if (token === undefined) return true;
  const sent = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(sent), digest(token));
}

export const SCRAPE_REFUSED = {
  error: 'unauthorized',
  message: 'This endpoint needs the metrics token: send Authorization: Bearer <METRICS_TOKEN>.',
} as const;
