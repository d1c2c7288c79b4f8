// The signed-in user without a query per request: each process keeps the user rows it read for
// a short time. The users table's trigger announces every change of a row on USER_CHANGES_CHANNEL when its
// transaction commits (migration 0012), on whichever replica made it, and every replica drops that row at once,
// so a deactivation or a role change takes effect within a second everywhere. While the listening connection is
// down, the time limit bounds how stale a row can be; when it comes back, everything is dropped.
import type { User } from '../../db/schema';

export const USER_CHANGES_CHANNEL = 'sefaresh_users';
/** Rows kept at most; the oldest go first. */
const MAX_ENTRIES = 10_000;

export interface UserCache {
  /** The user row, from the cache while fresh; a copy the caller may change. */
  get(id: number): Promise<User | undefined>;
  /** A NOTIFY payload of USER_CHANGES_CHANNEL: the id of a changed user, or empty for "anything may have changed". */
  changed(payload: string): void;
  /** Hears every change the cache hears (the user's id, or undefined for "anything may have changed"). */
  subscribe(listener: (userId: number | undefined) => void): () => void;
}

export function createUserCache(
  load: (id: number) => Promise<User | undefined>,
  { ttlMs, now = Date.now }: { ttlMs: number; now?: () => number },
): UserCache {
  const entries = new Map<number, { user: User | undefined; until: number }>();
  const listeners = new Set<(userId: number | undefined) => void>();
  // a load that began before a change must not store the row it read
  let changes = 0;
  return {
    async get(id) {
      const hit = entries.get(id);
      if (hit && hit.until > now()) return hit.user && { ...hit.user };
      const seen = changes;
      const user = await load(id);
      if (ttlMs > 0 && seen === changes) {
        entries.delete(id);
        entries.set(id, { user, until: now() + ttlMs });
        if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      }
      return user && { ...user };
    },
    changed(payload) {
      changes += 1;
      const id = Number(payload);
      const known = payload && Number.isInteger(id) ? id : undefined;
      if (known === undefined) entries.clear();
      else entries.delete(known);
      for (const listener of listeners) listener(known);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
