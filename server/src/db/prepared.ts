// Prepared statements of the hot paths: each query is built by Drizzle once per database instance, with
// sql.placeholder(...) where its values go. On PostgreSQL it is sent under its name, so that PostgreSQL parses it
// once per pooled connection and keeps its plan. On PGlite, Drizzle's driver runs it as a plain (unnamed) query:
// the embedded database has one connection in this process and no network round trip to save.
// Queries whose shape depends on the request (searches, optional filters) stay dynamic.
import { is, sql, type Placeholder } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client';

interface Preparable<Q> {
  prepare(name: string): Q;
}

/** Every statement name in use: a name is the statement's identity on each connection, so it must be unique. */
const names = new Set<string>();

/** Databases reached through a transaction pooler: their statements are sent unnamed (parsed on each execution). */
const unnamed = new WeakSet<Db>();

/** This database's statements go unnamed: a pooler may run each execution on another server connection. */
export function statementsUnnamed(db: Db): void {
  unnamed.add(db);
}

/**
 * A statement named `name` (at most 63 bytes, unique in the app), built by `build` on first use for each
 * database instance the app opens (tests open several). It runs on the database, not inside a transaction:
 * a transaction's queries must run on its own connection, so they stay dynamic.
 */
export function preparedStatement<Q>(name: string, build: (db: Db) => Preparable<Q>): (db: Db) => Q {
  if (names.has(name)) throw new Error(`prepared statement name used twice: ${name}`);
  if (Buffer.byteLength(name) > 63) throw new Error(`prepared statement name too long: ${name}`);
  names.add(name);
  const perDb = new WeakMap<Db, Q>();
  return (db) => {
    let statement = perDb.get(db);
    if (!statement) {
      if (is(db, PgTransaction)) throw new Error(`prepared statement ${name} used inside a transaction`);
      // node-postgres sends an empty name as the unnamed statement
      statement = build(db).prepare(unnamed.has(db) ? '' : name);
      perDb.set(db, statement);
    }
    return statement;
  };
}

/** One statement per key (e.g. per dashboard tab), named `${name}_${key}`: a fixed set of variants. */
function preparedVariants<K extends string, Q>(
  name: string,
  keys: readonly K[],
  build: (db: Db, key: K) => Preparable<Q>,
): (db: Db, key: K) => Q {
  const byKey = new Map(keys.map((k) => [k, preparedStatement(`${name}_${k}`, (db) => build(db, k))]));
  return (db, key) => {
    const statement = byKey.get(key);
    if (!statement) throw new Error(`no prepared variant ${name}_${key}`);
    return statement(db);
  };
}

/**
 * A LIMIT written into a prepared statement's text instead of sent as a value. PostgreSQL plans a statement
 * with `LIMIT $n` or an `OFFSET` for a tenth of its rows when it weighs its generic plan, finds that plan dearer
 * than planning again with the values, and so plans it anew on every execution (half the customer's list's
 * database time). With the number in the text and no OFFSET, the generic plan costs what a fresh one does and is
 * kept from the sixth execution on. Drizzle writes an SQL chunk where the number would go.
 */
export function limitInText(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  // The one cast left on purpose: Drizzle's limit() is typed number | Placeholder, yet writes whatever SQL chunk it
  // is given (pg-core dialect: any object); test/pg-only/prepared-statements.test.ts fails if the text changes.
  return sql.raw(String(n)) as unknown as number;
}

/**
 * A paged list as two statements per key: the first page (`${name}_${key}`), which every visit opens, and the
 * later ones (`${name}_later_${key}`). `build` gets the offset's placeholder for the later pages and null for the
 * first, which then has no OFFSET; with its LIMIT written by limitInText, PostgreSQL keeps the first page's plan.
 * Each statement takes the value `offset` (the first ignores it).
 */
export function preparedPages<K extends string, Q>(
  name: string,
  keys: readonly K[],
  build: (db: Db, key: K, offset: Placeholder<'offset'> | null) => Preparable<Q>,
): (db: Db, key: K, page: number) => Q {
  const first = preparedVariants(name, keys, (db, key) => build(db, key, null));
  const later = preparedVariants(`${name}_later`, keys, (db, key) =>
    build(db, key, sql.placeholder('offset')),
  );
  return (db, key, page) => (page === 1 ? first : later)(db, key);
}
