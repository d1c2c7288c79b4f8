// Which addresses a webhook may reach: never loopback, private, shared (CGNAT), link-local (the cloud metadata
// services at 169.254.169.254 and fd00:ec2::254 among them), multicast or reserved ones, unless
// WEBHOOKS_ALLOW_PRIVATE=true. Checked on the address the request connects to (a custom lookup), so a name that
// resolves to such an address, or changes between a check and the connect, is refused all the same.
import dns from 'node:dns';
import net from 'node:net';

const blocked = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(prefix, bits, 'ipv6');

/** true when the address may not be reached without WEBHOOKS_ALLOW_PRIVATE. */
export function isBlockedAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  // an IPv4 address written as IPv6 (::ffff:127.0.0.1, ::ffff:7f00:1) is checked as the IPv4 address it is
  const mapped = /^::ffff:(.+)$/i.exec(address)?.[1];
  if (mapped) {
    if (net.isIPv4(mapped)) return blocked.check(mapped, 'ipv4');
    const m = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(mapped);
    if (m) {
      const hi = parseInt(m[1], 16);
      const lo = parseInt(m[2], 16);
      return blocked.check(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`, 'ipv4');
    }
    return true;
  }
  return blocked.check(address, 'ipv6');
}

export class BlockedAddressError extends Error {
  constructor(readonly address: string) {
    super(`blocked address ${address}`);
  }
}

type LookupCallback = (err: Error | null, address: string | dns.LookupAddress[], family?: number) => void;

/**
 * A lookup for http.request: resolves the name and hands the socket only allowed addresses (any blocked one among
 * those the name resolves to refuses the request). Node asks for one address or, when it tries several, for all.
 */
export function guardedLookup(allowPrivate: boolean): net.LookupFunction {
  const lookup = (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { all: true, family: options.family ?? 0 }, (err, list) => {
      if (err) return callback(err, '');
      const bad = allowPrivate ? undefined : list.find((a) => isBlockedAddress(a.address));
      if (bad) return callback(new BlockedAddressError(bad.address), '');
      if (!list.length) return callback(new Error(`no address for ${hostname}`), '');
      if (options.all) return callback(null, list);
      return callback(null, list[0].address, list[0].family);
    });
  };
  // Node types the callback as the intersection of its one-address and all-addresses forms, which no single
  // function body satisfies; this one answers each form as Node asks for it (options.all)
  return lookup as unknown as net.LookupFunction;
}
