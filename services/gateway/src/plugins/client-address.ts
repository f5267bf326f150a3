import { normalizeIP } from '@fastify/rate-limit';

/** The prefix an IPv6 subscriber is usually given: one host can pick any address inside it. */
const IPV6_NETWORK_BITS = 64;

/**
 * The key a client address is counted under in every per-address limit and usage count. An IPv6
 * client is known by its /64, since a single host may rotate through the whole network; an IPv4
 * address, or an IPv6 address that merely wraps one (::ffff:a.b.c.d), is known by itself.
 */
export function clientAddressKey(ip: string): string {
  const normalized = normalizeIP(ip, IPV6_NETWORK_BITS);
  return normalized.includes(':') ? `${normalized}/${IPV6_NETWORK_BITS}` : normalized;
}
