import { SITE_VERIFICATION_FILE_PATH, siteOf } from '@signpost/contracts';
import { isFetchError, type FetchOptions, type FetchResult, type GuardedFetcher } from '@signpost/fetch';
import { isAddressRefusal } from '../validator/address-refusal.js';
import { HOME_PAGE_SCAN_CHARS, verificationTokensIn } from './verification-meta.js';

/** The verification file holds a token per line; a few accounts' worth is all it needs. */
const FILE_BYTES = 16 * 1024;
/** Both reads together, however the crawl's own per-fetch bound is set. */
const PROBE_TIMEOUT_MS = 10_000;

/**
 * Whether the site at `origin` serves the account's token: as a line of
 * /.well-known/signpost-verification.txt, or in the home page's meta tag. Read through the crawler's
 * address guard; a site that fails to answer proves nothing, while an address the guard refuses is
 * thrown for the caller to answer as such. An answer from another site (after a redirect) proves
 * nothing about this one.
 */
export async function servesToken(
  fetcher: Pick<GuardedFetcher, 'fetch'>,
  { origin, site, token }: { origin: string; site: string; token: string },
): Promise<boolean> {
  const signal = AbortSignal.timeout(PROBE_TIMEOUT_MS);
  const read = (url: string, options: FetchOptions) =>
    answerOfSite(fetcher, url, site, { ...options, truncate: true, signal });
  const file = await read(`${origin}${SITE_VERIFICATION_FILE_PATH}`, {
    accept: 'text/plain',
    maxBytes: FILE_BYTES,
  });
  if (
    file
      ?.text()
      .split(/\r?\n/)
      .some((line) => line.trim() === token)
  )
    return true;
  // Cut at the scan's length in bytes, so no more than the scan reads is ever decoded.
  const home = await read(`${origin}/`, { maxBytes: HOME_PAGE_SCAN_CHARS });
  return home !== undefined && verificationTokensIn(home.text()).includes(token);
}

async function answerOfSite(
  fetcher: Pick<GuardedFetcher, 'fetch'>,
  url: string,
  site: string,
  options: FetchOptions & { signal: AbortSignal },
): Promise<FetchResult | undefined> {
  try {
    const answer = await fetcher.fetch(url, options);
    const ok = answer.status >= 200 && answer.status < 300;
    return ok && siteOf(answer.url) === site ? answer : undefined;
  } catch (error) {
    if (isAddressRefusal(error)) throw error;
    if (isFetchError(error) || options.signal.aborted) return undefined;
    throw error;
  }
}
