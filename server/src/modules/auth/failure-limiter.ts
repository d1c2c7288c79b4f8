// Failed sign-ins, counted so that a lock hurts the one guessing rather than the owner:
// - per account and client address: after `perAddress` failures within the window that address may not try
//   that account again until the window of its first failure ends (others, the owner included, still can);
// - per account from every address together: a higher ceiling (`perAccount`) against guessing spread over
//   many addresses; past it the account's sign-in waits for the window for everyone.
// A success clears the address's count and the account's. The counts live in the counter store (Redis when
// REDIS_URL is set, so every replica sees them).
// The owner's way out of the account-wide lock (issue 30): whoever proves the account's email or verified phone
// with a one-time code (the recovery flow) clears the account's count and gets an owner's pass for the address
// they proved it from, which the account-wide lock does not hold back for the window (their own address's count
// still does). Strangers who go on failing lock the account again for everyone else, not for its owner.
import type { CounterStore } from '../../lib/counters';

/** The account a sign-in names, as the counts key it: the email, trimmed, in lower case. */
export const loginAccountKey = (email: string) => email.trim().toLowerCase();

export interface FailureLimiter {
  /** null when the address may try the account; else the seconds until it may (Retry-After). */
  lockedFor(account: string, address: string): Promise<number | null>;
  recordFailure(account: string, address: string): Promise<void>;
  reset(account: string, address: string): Promise<void>;
  /** The owner proved a code from this address: the account's count is cleared and the lock skips them. */
  grantOwnerPass(account: string, address: string): Promise<void>;
}

export function createFailureLimiter({
  perAddress,
  perAccount,
  windowMs,
  counters,
}: {
  perAddress: number;
  perAccount: number;
  windowMs: number;
  counters: CounterStore;
}): FailureLimiter {
  const accountKey = (account: string) => `login-fail:account:${account}`;
  const addressKey = (account: string, address: string) => `login-fail:address:${address}:${account}`;
  const ownerKey = (account: string, address: string) => `login-owner:${address}:${account}`;
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  return {
    async lockedFor(account, address) {
      const [byAddress, byAccount, owner] = await Promise.all([
        counters.peek(addressKey(account, address)),
        counters.peek(accountKey(account)),
        counters.peek(ownerKey(account, address)),
      ]);
      const waits: number[] = [];
      if (byAddress.count >= perAddress) waits.push(byAddress.resetInMs);
      if (byAccount.count >= perAccount && owner.count === 0) waits.push(byAccount.resetInMs);
      return waits.length ? seconds(Math.max(...waits)) : null;
    },
    async recordFailure(account, address) {
      await Promise.all([
        counters.hit(addressKey(account, address), windowMs),
        counters.hit(accountKey(account), windowMs),
      ]);
    },
    async reset(account, address) {
      await Promise.all([counters.clear(addressKey(account, address)), counters.clear(accountKey(account))]);
    },
    async grantOwnerPass(account, address) {
      await Promise.all([
        counters.clear(accountKey(account)),
        counters.clear(addressKey(account, address)),
        counters.hit(ownerKey(account, address), windowMs),
      ]);
    },
  };
}
