import ipaddr from 'ipaddr.js';

export interface AddressPolicy {
  /** True when the fetcher may open a connection to this IP address (any textual IPv4/IPv6 form). */
  isAllowed(ip: string): boolean;
}

/** Ranges that `allowPrivate` opens, for tests and local development; everything else stays refused. */
const PRIVATE_RANGES: ReadonlySet<string> = new Set(['loopback', 'private', 'uniqueLocal']);

function parse(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  if (!ipaddr.isValid(bare)) return null;
  const address = ipaddr.parse(bare);
  // An IPv4-mapped IPv6 address (::ffff:a.b.c.d) reaches the IPv4 host, so it is judged as that host.
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (address as ipaddr.IPv6).toIPv4Address();
  }
  return address;
}

/**
 * Whether an address must never be connected to: anything ipaddr.js does not classify as public
 * unicast (loopback, private, link-local and cloud metadata, carrier-grade NAT, unique-local,
 * multicast, unspecified, broadcast, reserved, translation prefixes). Unparseable input is refused.
 */
export function isBlockedAddress(ip: string, options: { allowPrivate?: boolean } = {}): boolean {
  const address = parse(ip.trim());
  if (address === null) return true;
  const range = address.range();
  if (range === 'unicast') return false;
  return !(options.allowPrivate === true && PRIVATE_RANGES.has(range));
}

export function addressPolicy(allowPrivate: boolean): AddressPolicy {
  return { isAllowed: (ip) => !isBlockedAddress(ip, { allowPrivate }) };
}
