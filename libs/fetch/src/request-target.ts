import { isIP } from 'node:net';
import type { AddressPolicy } from './address-guard.js';
import { FetchError } from './fetch-error.js';

/** The IP address a URL names directly, if it does (the parser has already normalised 0x7f.1 and friends). */
function literalAddress(url: URL): string | null {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return isIP(host) === 0 ? null : host;
}

/**
 * Checks an address before any connection is made: only http(s), and a host written as an IP
 * literal must be allowed by the policy (host names are checked again on every DNS answer).
 */
export function checkTarget(url: URL, policy: AddressPolicy): URL {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchError('unsupported_protocol', `Only http and https addresses can be fetched`, url.href);
  }
  const literal = literalAddress(url);
  if (literal !== null && !policy.isAllowed(literal)) {
    throw new FetchError('address_refused', `${literal} is a private or reserved address`, url.href);
  }
  const target = new URL(url.href);
  target.hash = '';
  target.username = '';
  target.password = '';
  return target;
}

export function parseTarget(raw: string, policy: AddressPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch (cause) {
    throw new FetchError(
      'invalid_url',
      `Not a valid address: ${raw.slice(0, 200)}`,
      raw.slice(0, 2048),
      cause,
    );
  }
  return checkTarget(url, policy);
}

/** The next hop of a redirect, resolved against the current address and checked like the first. */
export function redirectTarget(from: URL, location: string, policy: AddressPolicy): URL {
  let next: URL;
  try {
    next = new URL(location, from);
  } catch (cause) {
    throw new FetchError(
      'invalid_url',
      `Redirect to an invalid address: ${location.slice(0, 200)}`,
      from.href,
      cause,
    );
  }
  return checkTarget(next, policy);
}
