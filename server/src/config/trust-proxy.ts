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
