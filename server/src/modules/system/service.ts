import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import type { WatchedFileStore } from '../../lib/file-store';

/** What each dependency answers; the database alone decides whether a load balancer should send traffic here. */
export interface Health {
  status: 'ok' | 'degraded' | 'error';
  database: 'up' | 'down';
  /** off: no REDIS_URL (the limits are this process's own). */
  redis: 'up' | 'down' | 'off';
  files: 'up' | 'down';
}

export interface SystemService {
  health(): Promise<Health>;
  newCsrfToken(): string;
}

const PROBE_KEY = 'health/probe';
const FILES_TIMEOUT_MS = 2_000;

/**
 * Whether the file store answers within FILES_TIMEOUT_MS (a missing probe object is an answer); after a failed
 * write, whether a probe write now succeeds (a read-only or full disk still answers reads).
 */
async function filesAnswer(files: WatchedFileStore): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), FILES_TIMEOUT_MS);
  });
  try {
    const probe = files.writesFailing() ? files.probeWrite() : files.exists(PROBE_KEY).then(() => true);
    return await Promise.race([probe, timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function createSystemService({
  database,
  files,
  redisUp,
  onDatabaseError,
}: {
  database: Database;
  files: WatchedFileStore;
  /** null without Redis. */
  redisUp: (() => boolean) | null;
  onDatabaseError: (err: unknown) => void;
}): SystemService {
  async function databaseUp() {
    try {
      await database.ping();
      return true;
    } catch (err) {
      onDatabaseError(err);
      return false;
    }
  }
  return {
    async health() {
      const [db, store] = await Promise.all([databaseUp(), filesAnswer(files)]);
      const redis = redisUp === null ? 'off' : redisUp() ? 'up' : 'down';
      const status = !db ? 'error' : redis === 'down' || !store ? 'degraded' : 'ok';
      return { status, database: db ? 'up' : 'down', redis, files: store ? 'up' : 'down' };
    },
    newCsrfToken: () => randomBytes(32).toString('base64url'),
  };
}
