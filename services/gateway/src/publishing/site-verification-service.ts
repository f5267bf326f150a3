import { randomBytes } from 'node:crypto';
import {
  normalizeWebsiteUrl,
  siteOf,
  type SiteVerificationStatus,
  type SiteVerificationToken,
} from '@signpost/contracts';
import type { GuardedFetcher } from '@signpost/fetch';
import type { Runtime } from '@signpost/runtime';
import type { Caller } from '@signpost/usage';
import { refusingPrivateAddresses } from '../validator/address-refusal.js';
import { publisherOf } from './publisher.js';
import { servesToken } from './site-control-probe.js';

/** 192 random bits: a token nobody guesses, so serving it proves the account's own request. */
const TOKEN_BYTES = 24;

/**
 * Proof that an account controls a site, which the site's bare published address needs: the account
 * is given a token, serves it on the site, and asks for it to be checked.
 */
export class SiteVerificationService {
  constructor(
    private readonly runtime: Pick<Runtime, 'repos'>,
    private readonly fetcher: Pick<GuardedFetcher, 'fetch'>,
  ) {}

  /** The account's token for the site; the same each time it is asked for. */
  async token(caller: Caller, url: string): Promise<SiteVerificationToken> {
    const account = publisherOf(caller);
    const site = siteOf(normalizeWebsiteUrl(url));
    const row = await this.runtime.repos.siteVerifications.tokenOf(
      account.id,
      site,
      randomBytes(TOKEN_BYTES).toString('base64url'),
    );
    return { site, token: row.token };
  }

  /**
   * Reads the site for the account's token now. A proof found once stands when a later check finds
   * nothing; a newer proof by another account takes the bare address (publication-slug.ts).
   */
  async check(caller: Caller, url: string): Promise<SiteVerificationStatus> {
    const account = publisherOf(caller);
    const address = new URL(normalizeWebsiteUrl(url));
    const site = siteOf(address.href);
    const { siteVerifications } = this.runtime.repos;
    const issued = await siteVerifications.find(account.id, site);
    if (!issued) return { site, verified: false };
    const found = await refusingPrivateAddresses(() =>
      servesToken(this.fetcher, { origin: address.origin, site, token: issued.token }),
    );
    if (found) await siteVerifications.markVerified(account.id, site);
    return { site, verified: found || issued.verified_at !== null };
  }
}
