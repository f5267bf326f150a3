import type { PublishedFileRow, Repositories } from '@signpost/db';
import { baseSlugOf, randomSlugOf } from './site-slug.js';

/** Random slugs drawn before giving up; with 36^8 choices each, a second draw is already rare. */
const RANDOM_SLUG_DRAWS = 5;

/** The account's own random slug for the site: the one its publication keeps, or a new one no one holds. */
export async function ownSlugOf(
  tx: Pick<Repositories, 'publishedFiles'>,
  existing: PublishedFileRow | undefined,
  site: string,
): Promise<string> {
  if (existing) return existing.random_slug;
  for (let draw = 0; draw < RANDOM_SLUG_DRAWS; draw += 1) {
    const slug = randomSlugOf(site);
    if (!(await tx.publishedFiles.slugTaken(slug))) return slug;
  }
  throw new Error(`no free random slug for ${site} after ${RANDOM_SLUG_DRAWS} draws`);
}

/**
 * Where the account's publication of a site is served. Without proof of control of the site, at its
 * own random slug. With it, at the site's bare slug, unless a publication of another site holds that
 * (two host names can make one slug: `a.b-c.com` and `a-b.c.com`), or one of an account that proved
 * control of this site more recently. The latest proof wins because it is the best evidence of who
 * controls the site now: a domain changes hands, and an agency's old proof should not outlast the
 * owner's. The account it displaces is served at its own random slug again.
 */
export async function servingSlugOf(
  tx: Pick<Repositories, 'publishedFiles' | 'siteVerifications'>,
  publisher: { userId: string; site: string; ownSlug: string; verifiedAt: Date | null },
): Promise<string> {
  const { userId, site, ownSlug, verifiedAt } = publisher;
  if (verifiedAt === null) return ownSlug;
  const bare = baseSlugOf(site);
  const holder = await tx.publishedFiles.findAt(bare);
  if (!holder || (holder.user_id === userId && holder.site === site)) return bare;
  if (holder.site !== site) return ownSlug;
  const holderVerifiedAt = await tx.siteVerifications.verifiedAt(holder.user_id, site);
  if (holderVerifiedAt !== null && holderVerifiedAt > verifiedAt) return ownSlug;
  await tx.publishedFiles.moveToOwnSlug(holder.user_id, site);
  return bare;
}
