// TRUST_PROXY: which peers may tell the client's address in X-Forwarded-For.
import type { TrustProxy } from './types';

/**
 * TRUST_PROXY: unset/false = no proxy, the header is ignored; true = one trusted hop (the shipped nginx, which
 * overwrites X-Forwarded-For with the address it saw); a number = that many hops; otherwise a comma-separated
 * list of proxy addresses or CIDRs. Never "trust everything": the leftmost X-Forwarded-For entry is the client's
 * to write.
 */
export function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  if (raw === undefined || /^(0|false|no|off)$/i.test(raw)) return false;
  if (/^(true|yes|on)$/i.test(raw)) return 1;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops >= 1 && hops <= 10) return hops;
    problems.push(
      `TRUST_PROXY must be true, false, a number of proxy hops (1-10) or a list of proxy addresses (got "${raw}")`,
    );
    return false;
  }
  const list = raw
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  if (list.length === 0 || list.some((a) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(a))) {
    problems.push(
      `TRUST_PROXY must be true, false, a number of proxy hops (1-10) or a list of proxy addresses (got "${raw}")`,
    );
    return false;
  }
  return list;
}

/** True for a listen address only this machine or its private network can reach. */
function isPrivateBind(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h === '::1' || /^127\./.test(h)) return true;
  if (/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(h)) return true;
  return /^f[cd][0-9a-f]{2}:/.test(h); // IPv6 unique local addresses
}

/**
 * The start-up warning for a proxy trusted by hop count while the API listens on an address others can reach:
 * anyone who reaches a replica directly then writes their own client address (and escapes the per-address
 * limits). A list of proxy addresses is safe on any bind: only those peers are believed.
 */
export function trustProxyWarning(trustProxy: TrustProxy, host: string): string | null {
  if (typeof trustProxy !== 'number' || isPrivateBind(host)) return null;
  return (
    `TRUST_PROXY trusts ${trustProxy} hop(s) from any peer while the API listens on ${host}: a client that ` +
    `reaches this port directly chooses its own address. Set TRUST_PROXY to the proxy's address (for example ` +
    `127.0.0.1) or HOST to a private address.`
  );
}
