// Failed sign-ins per account (email), in process memory: N failures within the window lock the account's
// sign-in until the window of the first failure ends. A success clears the count. With several API replicas
// each counts on its own (the per-IP limit still applies); a shared store can replace this behind the interface.
import type { Clock } from '../../lib/clock';

export interface FailureLimiter {
  isLocked(key: string): boolean;
  recordFailure(key: string): void;
  reset(key: string): void;
}

export function createFailureLimiter({
  max,
  windowMs,
  clock,
}: {
  max: number;
  windowMs: number;
  clock: Clock;
}): FailureLimiter {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const now = clock().getTime();
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const prune = () => {
    const now = clock().getTime();
    for (const [k, v] of entries) if (v.resetAt <= now) entries.delete(k);
  };
  return {
    isLocked: (key) => (current(key)?.count ?? 0) >= max,
    recordFailure(key) {
      if (entries.size > 10_000) prune();
      const entry = current(key);
      if (entry) entry.count += 1;
      else entries.set(key, { count: 1, resetAt: clock().getTime() + windowMs });
    },
    reset: (key) => void entries.delete(key),
  };
}
