import { describe, expect, it } from 'vitest';
import { addressPolicy, isBlockedAddress, parseAddressRange } from './address-guard.js';

const REFUSED: [string, string][] = [
  ['127.0.0.1', 'IPv4 loopback'],
  ['127.45.6.7', 'IPv4 loopback range'],
  ['10.0.0.1', 'private 10/8'],
  ['172.16.5.4', 'private 172.16/12 low end'],
  ['172.31.255.255', 'private 172.16/12 high end'],
  ['192.168.1.1', 'private 192.168/16'],
  ['169.254.169.254', 'cloud metadata'],
  ['169.254.0.1', 'link-local'],
  ['100.64.0.1', 'carrier-grade NAT low end'],
  ['100.127.255.254', 'carrier-grade NAT high end'],
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'this-network range'],
  ['255.255.255.255', 'broadcast'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast SSDP'],
  ['240.0.0.1', 'reserved class E'],
  ['192.0.2.10', 'documentation TEST-NET-1'],
  ['198.18.0.1', 'benchmarking'],
  ['::1', 'IPv6 loopback'],
  ['::', 'IPv6 unspecified'],
  ['fe80::1', 'IPv6 link-local'],
  ['fe80::1%eth0', 'IPv6 link-local with zone'],
  ['fc00::1', 'unique-local fc00::/7'],
  ['fd12:3456:789a::1', 'unique-local fd'],
  ['ff02::1', 'IPv6 multicast'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:7f00:1', 'IPv4-mapped loopback, hex form'],
  ['::ffff:10.0.0.1', 'IPv4-mapped private'],
  ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
  ['64:ff9b::7f00:1', 'NAT64 of loopback'],
  ['2002:7f00:1::', '6to4 of loopback'],
  ['2001:db8::1', 'IPv6 documentation'],
  ['[::1]', 'bracketed IPv6 loopback'],
  ['not-an-ip', 'unparseable input fails closed'],
  ['', 'empty input fails closed'],
];

const PUBLIC = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.216.34',
  '2606:4700:4700::1111',
  '2a00:1450:4001:80b::200e',
  '::ffff:8.8.8.8',
];

describe('isBlockedAddress', () => {
  it.each(REFUSED)('refuses %s (%s)', (ip) => {
    expect(isBlockedAddress(ip)).toBe(true);
  });

  it.each(PUBLIC)('allows public %s', (ip) => {
    expect(isBlockedAddress(ip)).toBe(false);
  });

  it.each(['127.0.0.1', '10.1.2.3', '192.168.0.10', '::1', 'fd00::1', '::ffff:127.0.0.1'])(
    'allows loopback and private %s when allowPrivate is set',
    (ip) => {
      expect(isBlockedAddress(ip, { allowPrivate: true })).toBe(false);
    },
  );

  it.each(['169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', 'fe80::1', '255.255.255.255'])(
    'still refuses %s when allowPrivate is set',
    (ip) => {
      expect(isBlockedAddress(ip, { allowPrivate: true })).toBe(true);
    },
  );
});

describe('an address list (SIGNPOST_CRAWL_ALLOW_ADDRESSES)', () => {
  const opening = { allowAddresses: ['127.0.0.1', '10.20.0.0/16', 'fd12:3456::/32', '::1'] };

  it.each(['127.0.0.1', '::ffff:127.0.0.1', '10.20.0.1', '10.20.255.254', 'fd12:3456::9', '::1', '[::1]'])(
    'opens %s, which it lists',
    (ip) => {
      expect(isBlockedAddress(ip, opening)).toBe(false);
    },
  );

  it.each([
    '127.0.0.2',
    '127.1.0.1',
    '10.21.0.1',
    '192.168.0.10',
    'fd12:3457::1',
    '169.254.169.254',
    'fe80::1',
  ])('still refuses %s, which it does not list', (ip) => {
    expect(isBlockedAddress(ip, opening)).toBe(true);
  });

  it('leaves the public internet open', () => {
    expect(isBlockedAddress('8.8.8.8', opening)).toBe(false);
  });

  it('refuses to start on an entry that is not an address or range', () => {
    expect(() => addressPolicy({ allowAddresses: ['intranet.local'] })).toThrow(/not an IP address/);
    expect(parseAddressRange('10.0.0.0/33')).toBeNull();
    expect(parseAddressRange('::ffff:10.0.0.0/104')).toEqual([expect.anything(), 8]);
  });
});
