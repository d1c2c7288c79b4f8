// The event streams open on this replica, with the limits that keep one user or one address from holding them
// all: a new stream beyond a limit closes the oldest of that user (or address), so a tab opened last always
// works. A stream also ends when the user's account changes in a way that matters to what it may hear
// (deactivated, a role changed, every session ended), which the caller learns from the user cache's changes.
import type { User } from '../../db/schema';

/** At most this many streams of one user on a replica (a few tabs). */
export const STREAMS_PER_USER = 3;
/** At most this many streams from one client address on a replica (an office behind one address). */
export const STREAMS_PER_ADDRESS = 20;

/** Why a stream is closed early: another took its place (its page should wait longer before trying again), or the account changed. */
export type EndReason = 'displaced' | 'account_changed';

export interface OpenStream {
  user: User;
  address: string;
  end: (reason: EndReason) => void;
}

/** What of a user decides what their stream may hear and whether its token still holds. */
const standing = (u: User) => [u.isActive, u.isStaff, u.isSuperuser, u.isDealer, u.tokenGeneration].join();

export function createOpenStreams() {
  // insertion order is opening order: the first match is the oldest
  const open = new Set<OpenStream>();
  const closeOldest = (matches: (s: OpenStream) => boolean, limit: number) => {
    const same = [...open].filter(matches);
    for (const stream of same.slice(0, Math.max(0, same.length - limit + 1))) stream.end('displaced');
  };

  return {
    /** Registers a stream after closing what would put its user or address over a limit; returns its removal. */
    add(stream: OpenStream): () => void {
      closeOldest((s) => s.user.id === stream.user.id, STREAMS_PER_USER);
      closeOldest((s) => s.address === stream.address, STREAMS_PER_ADDRESS);
      open.add(stream);
      return () => open.delete(stream);
    },
    /** The ids of the users with a stream here (every one when told "anything may have changed"). */
    userIds(): number[] {
      return [...new Set([...open].map((s) => s.user.id))];
    },
    /** Ends the streams of a user opened under another standing than `now` (or of a user that is gone). */
    recheck(userId: number, now: User | undefined) {
      for (const stream of open)
        if (stream.user.id === userId && (!now || standing(now) !== standing(stream.user)))
          stream.end('account_changed');
    },
    /** At shutdown: each page opens its stream again on another replica. */
    endAll() {
      for (const stream of open) stream.end('account_changed');
    },
    get size() {
      return open.size;
    },
  };
}

export type OpenStreams = ReturnType<typeof createOpenStreams>;
