import ipaddr from 'ipaddr.js';

export interface AddressPolicy {
  /** True when the fetcher may open a connection to this IP address (any textual IPv4/IPv6 form). */
  isAllowed(ip: string): boolean;
}

/** What an install opens beyond the public internet: for tests, local development or an intranet. */
export interface AddressOpening {
  /** Opens every loopback, private and unique-local address (SIGNPOST_CRAWL_ALLOW_PRIVATE). */
  allowPrivate?: boolean;
  /** Opens exactly these addresses and CIDR ranges (SIGNPOST_CRAWL_ALLOW_ADDRESSES). */
  allowAddresses?: readonly string[];
}

type Address = ipaddr.IPv4 | ipaddr.IPv6;
type Range = [Address, number];

/** Ranges that `allowPrivate` opens, for tests and local development; everything else stays refused. */
const PRIVATE_RANGES: ReadonlySet<string> = new Set(['loopback', 'private', 'uniqueLocal']);

function parse(ip: string): Address | null {
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
 * One entry of an address list as a range: `10.0.0.0/8`, `fd00::/8`, or a bare address (its own
 * range). Null when it is neither.
 */
export function parseAddressRange(entry: string): Range | null {
  const text = entry.trim();
  if (text.includes('/')) {
    try {
      const [address, bits] = ipaddr.parseCIDR(text);
      if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
        return [(address as ipaddr.IPv6).toIPv4Address(), bits - 96];
      }
      return [address, bits];
    } catch {
      return null;
    }
  }
  const address = parse(text);
  return address === null ? null : [address, address.kind() === 'ipv4' ? 32 : 128];
}

function inAnyRange(address: Address, ranges: readonly Range[]): boolean {
  return ranges.some(([base, bits]) => base.kind() === address.kind() && address.match(base, bits));
}

function rangesOf(addresses: readonly string[]): Range[] {
  return addresses.map((entry) => {
    const range = parseAddressRange(entry);
    if (range === null) throw new Error(`"${entry}" is not an IP address or CIDR range`);
    return range;
  });
}

/**
 * Whether an address must never be connected to: anything ipaddr.js does not classify as public
 * unicast (loopback, private, link-local and cloud metadata, carrier-grade NAT, unique-local,
 * multicast, unspecified, broadcast, reserved, translation prefixes), unless the opening names it.
 * Unparseable input is refused.
 */
export function isBlockedAddress(ip: string, opening: AddressOpening = {}): boolean {
  return !addressPolicy(opening).isAllowed(ip);
}

export function addressPolicy(opening: AddressOpening): AddressPolicy {
  const opened = rangesOf(opening.allowAddresses ?? []);
  return {
    isAllowed(ip) {
      const address = parse(ip.trim());
      if (address === null) return false;
      const range = address.range();
      if (range === 'unicast') return true;
      if (opening.allowPrivate === true && PRIVATE_RANGES.has(range)) return true;
      return inAnyRange(address, opened);
    },
  };
}

/** Whether an install opens anything beyond the public internet (loopback webhooks need http). */
export const opensNonPublicAddresses = (opening: AddressOpening): boolean =>
  opening.allowPrivate === true || (opening.allowAddresses?.length ?? 0) > 0;
