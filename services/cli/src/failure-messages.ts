import { isIP } from 'node:net';
import type { FetchError } from '@signpost/fetch';

/**
 * What to set to reach an address the guard refused. The settings are named because the refusal is
 * deliberate (a site on this machine or an intranet is closed until opened) and nothing else says so.
 */
export function refusalHint(url: string): string {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const address = isIP(host) === 0 ? '<its address>' : host;
  return (
    `To reach it, set SIGNPOST_CRAWL_ALLOW_ADDRESSES=${address} (addresses or CIDR ranges, ` +
    'comma-separated) or SIGNPOST_CRAWL_ALLOW_PRIVATE=true (every loopback and private address).'
  );
}

/** One line for a site that could not be read. */
export function describeFetchFailure(target: string, error: FetchError): string {
  const line = `Cannot check ${target}: ${error.message}.`;
  return error.code === 'address_refused' ? `${line} ${refusalHint(error.url)}` : line;
}
