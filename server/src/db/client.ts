// Opens the database (node-postgres pool when DATABASE_URL is set, embedded PGlite otherwise), applies the
// committed migrations and hands back one drizzle instance typed the same for both drivers.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { MIGRATIONS_DIR } from '../lib/paths';
import { lockDataDir } from './data-dir-lock';
import { listenPostgres, type Unlisten } from './listen';
import { migrateWithRetry } from './migrate';
import { statementsUnnamed } from './prepared';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The transaction a `db.transaction(async (tx) => …)` callback gets. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What runs a query: the database or a transaction on it. */
export type DbOrTx = Db | Tx;

/**
 * Runs independent reads: at once on the pool (each takes a connection of its own), one after another in a
 * transaction, whose one connection answers one query at a time (pg queues a second one with a deprecation
 * warning today and will refuse it from pg 9).
 */
export async function readsOn<T extends unknown[]>(
  db: DbOrTx,
  reads: { [K in keyof T]: () => PromiseLike<T[K]> },
): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as T;
}

export interface Database {
  db: Db;
  kind: DatabaseConfig['kind'];
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** The connection pool's figures (PostgreSQL), for the metrics; null for the embedded database. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /**
   * Calls onNotify with the payload of each NOTIFY of the channel (from any process on this database) until
   * unlistened; also with an empty payload after (re)connecting, for whatever was missed while away.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<Unlisten>;
  close(): Promise<void>;
}

/** Any key works as long as every replica uses the same one: serialises migrations of replicas starting together. */
const MIGRATION_LOCK_KEY = 7_340_001;

/**
 * Per-session limits: a statement or a lock wait that runs too long fails (and the request answers 503) instead of
 * holding a connection; a session left idle inside a transaction (a dead peer) gives its locks back.
 */
const SESSION_LIMITS = {
  statement_timeout: 60_000,
  lock_timeout: 10_000,
  idle_in_transaction_session_timeout: 60_000,
};
const DEFAULT_POOL_MAX = 10;
/** A replica that starts while PostgreSQL is down waits for it this long, trying again every START_RETRY_MS. */
const START_WAIT_MS = 120_000;
const START_RETRY_MS = 2_000;

async function firstConnection(pool: pg.Pool, onWait: (err: Error) => void): Promise<pg.PoolClient> {
  const until = Date.now() + START_WAIT_MS;
  for (;;) {
    try {
      return await pool.connect();
    } catch (err) {
      if (Date.now() > until) throw err;
      onWait(err as Error);
      await new Promise((r) => setTimeout(r, START_RETRY_MS));
    }
  }
}

export async function openDatabase(
  config: DatabaseConfig,
  onIdleError: (err: Error) => void = (err) => console.error('database connection error', err),
  onMigrationWait: (message: string) => void = (message) => console.warn(message),
): Promise<Database> {
  if (config.kind === 'postgres') {
    // Behind a transaction pooler (DATABASE_DIRECT_URL set) each statement may reach another server connection:
    // no session settings (the pooler refuses them as startup parameters; the role carries them) and no named
    // prepared statements (db/prepared.ts); the session features go to PostgreSQL itself.
    const pooled = config.directUrl !== undefined;
    const directUrl = config.directUrl ?? config.url;
    // A connection timeout, so that the health check answers 503 instead of hanging when PostgreSQL is gone.
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolMax ?? DEFAULT_POOL_MAX,
      connectionTimeoutMillis: 5000,
      ...(pooled ? {} : SESSION_LIMITS),
    });
    pool.on('error', onIdleError); // an idle client losing its connection must not crash the process
    // nor one checked out by a request: its query fails (the request answers 503) and the pool replaces it
    pool.on('connect', (client) => client.on('error', onIdleError));
    const db: Db = drizzlePg(pool, { schema });
    if (pooled) statementsUnnamed(db);
    const direct = pooled
      ? new pg.Pool({ connectionString: directUrl, max: 1, connectionTimeoutMillis: 5000 })
      : pool;
    if (pooled) direct.on('error', onIdleError);
    const lockClient = await firstConnection(direct, onIdleError);
    try {
      // the first replica may migrate for longer than the lock timeout: the others wait for it
      await lockClient.query('SET lock_timeout = 0');
      await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrateWithRetry(lockClient, {
        migrationsFolder: MIGRATIONS_DIR,
        onLockTimeout: (attempt, pauseMs) =>
          onMigrationWait(
            `migration attempt ${attempt} gave its table locks back (busy tables); trying again in ${pauseMs} ms`,
          ),
      });
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      await lockClient.query('RESET lock_timeout').catch(() => undefined);
      lockClient.release();
      if (direct !== pool) await direct.end(); // LISTEN opens its own connection
    }
    let closed = false;
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: (channel, onNotify) => listenPostgres(directUrl, channel, onNotify, onIdleError),
      close: async () => {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  }

  if (config.dir) fs.mkdirSync(config.dir, { recursive: true });
  const unlock = config.dir ? lockDataDir(config.dir) : () => undefined;
  const template =
    config.template && !config.dir ? new Blob([new Uint8Array(fs.readFileSync(config.template))]) : undefined;
  const client = await openPglite(config.dir, template);
  const db: Db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      if (client.closed) throw new Error('database closed');
      await db.execute(sql`select 1`);
    },
    poolStats: () => null,
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, (payload) => onNotify(payload));
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: async () => {
      if (!client.closed) await client.close();
      unlock();
    },
  };
}

/**
 * The embedded database in `dir` (in memory when null, starting as a copy of the data folder in `template` when
 * given), migrated: with a template that is current the migrator finds nothing to apply.
 */
async function openPglite(dir: string | null, template?: Blob): Promise<PGlite> {
  // pg_trgm: the people lists' search (migration 0015), as PostgreSQL has it from its contrib package
  const options = { extensions: { pg_trgm }, loadDataDir: template };
  const client = dir ? new PGlite(dir, options) : new PGlite(options);
  await client.waitReady;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  return client;
}

/**
 * A new in-memory embedded database with every migration applied, as a tarball of its data folder: the
 * `template` tests start their databases from (test/pglite-template.ts), instead of each running initdb and
 * the migrations again.
 */
export async function migratedPgliteTarball(): Promise<Uint8Array> {
  const client = await openPglite(null);
  try {
    await client.query('CHECKPOINT'); // the data files themselves hold the migrations, not only the WAL
    return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await client.close();
  }
}

/** A stand-in for tools that need the routes but no database (the OpenAPI printer): every use throws. */
export function unavailableDatabase(): Database {
  const fail = () => {
    throw new Error('no database in this process');
  };
  return {
    db: new Proxy({} as Db, { get: fail }),
    kind: 'pglite',
    ping: async () => fail(),
    poolStats: () => null,
    listen: async () => async () => undefined,
    close: async () => undefined,
  };
}

/** True for a PostgreSQL unique-violation error (both drivers expose the SQLSTATE as `code`). */
export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 3 && e; i++) {
    if ((e as { code?: string }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
