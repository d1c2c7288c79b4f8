// Applies the committed migrations on one connection so that they never stall the product: each attempt waits at
// most `lockTimeoutMs` for a table's lock (the requests that queue behind a waiting ALTER wait no longer than that),
// then rolls back and tries again after a growing pause, while the replicas already running keep serving. A
// migration that still cannot take its locks after `giveUpAfterMs` fails the start (docs/operations.md says how to
// roll out a change that needs a long lock).
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

export interface MigrationRetry {
  lockTimeoutMs: number;
  firstPauseMs: number;
  maxPauseMs: number;
  giveUpAfterMs: number;
}

export const MIGRATION_RETRY: MigrationRetry = {
  lockTimeoutMs: 2_000,
  firstPauseMs: 1_000,
  maxPauseMs: 30_000,
  giveUpAfterMs: 15 * 60_000,
};

const LOCK_NOT_AVAILABLE = '55P03';

function lockTimedOut(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++)
    if ((e as { code?: unknown }).code === LOCK_NOT_AVAILABLE) return true;
  return false;
}

export interface MigrateOptions {
  migrationsFolder: string;
  /** Where drizzle records what it applied (tests use a schema of their own). */
  migrationsSchema?: string;
  retry?: MigrationRetry;
  /** Told of each attempt that gave up its lock, before the pause. */
  onLockTimeout?: (attempt: number, pauseMs: number) => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** Applies the migrations on `client` (an advisory lock already held by the caller serialises replicas). */
export async function migrateWithRetry(client: pg.PoolClient, options: MigrateOptions): Promise<number> {
  const retry = options.retry ?? MIGRATION_RETRY;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const now = options.now ?? Date.now;
  const until = now() + retry.giveUpAfterMs;
  const db = drizzle(client);
  await client.query(`SET lock_timeout = ${Math.max(1, Math.floor(retry.lockTimeoutMs))}`);
  try {
    for (
      let attempt = 1, pause = retry.firstPauseMs;
      ;
      attempt++, pause = Math.min(pause * 2, retry.maxPauseMs)
    ) {
      try {
        await migrate(db, {
          migrationsFolder: options.migrationsFolder,
          migrationsSchema: options.migrationsSchema,
        });
        return attempt;
      } catch (err) {
        if (!lockTimedOut(err) || now() + pause > until) throw err;
        options.onLockTimeout?.(attempt, pause);
        await sleep(pause);
      }
    }
  } finally {
    await client.query('RESET lock_timeout').catch(() => undefined);
  }
}
