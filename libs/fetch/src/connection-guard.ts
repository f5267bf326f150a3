import dns, { type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { buildConnector } from 'undici';
import type { AddressPolicy } from './address-guard.js';

/** Raised inside the connector; the fetcher turns it into FetchError('address_refused'). */
export class BlockedAddressError extends Error {
  readonly address: string;
  constructor(hostname: string, address: string) {
    super(`${hostname} resolves to ${address}, a private or reserved address`);
    this.name = 'BlockedAddressError';
    this.address = address;
  }
}

/** Every address of a host name, the way `dns.lookup` answers with `all: true`. */
export type ResolveAll = (
  hostname: string,
  options: { family: number | 'IPv4' | 'IPv6'; hints: number; all: true },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

const systemResolve: ResolveAll = (hostname, options, callback) => {
  dns.lookup(hostname, options, callback);
};

/**
 * A DNS lookup for net/tls.connect that refuses a host when any address it resolves to is blocked,
 * so the socket is never opened and a rebinding answer cannot slip past a check made earlier.
 */
export function createGuardedLookup(
  policy: AddressPolicy,
  resolve: ResolveAll = systemResolve,
): LookupFunction {
  return (hostname, options, callback) => {
    const lookupOptions = { family: options.family ?? 0, hints: options.hints ?? 0, all: true } as const;
    resolve(hostname, lookupOptions, (error, addresses) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      const blocked = addresses.find((entry) => !policy.isAllowed(entry.address));
      const first = addresses[0];
      if (blocked !== undefined || first === undefined) {
        callback(new BlockedAddressError(hostname, blocked?.address ?? 'nothing'), '', 0);
        return;
      }
      if (options.all === true) callback(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}

/**
 * undici connector that resolves through the guarded lookup and checks the peer address of the
 * established socket as a last line of defence (literal IP hosts skip the lookup entirely).
 */
export function createGuardedConnector(
  policy: AddressPolicy,
  connectTimeoutMs: number,
  resolve?: ResolveAll,
): buildConnector.connector {
  const connect = buildConnector({ lookup: createGuardedLookup(policy, resolve), timeout: connectTimeoutMs });
  return (options, callback) => {
    connect(options, (error, socket) => {
      if (error !== null) {
        callback(error, null);
        return;
      }
      const peer = socket.remoteAddress;
      if (peer === undefined || !policy.isAllowed(peer)) {
        socket.destroy();
        callback(new BlockedAddressError(options.hostname, peer ?? 'unknown'), null);
        return;
      }
      callback(null, socket);
    });
  };
}
