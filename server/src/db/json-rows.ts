// Rows of a correlated subquery as one JSON column of the outer query, decoded field by field as Drizzle decodes
// the columns themselves: a part of an answer (an order's items, options and receipts) read in its row's own
// query instead of a round trip of its own (each statement costs the API and the database a socket
// write and a wake-up). numeric and bigint values travel as text, as the driver gives them: a JSON number would
// lose a numeric's trailing zeros and a bigint's digits past 2^53.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export type JsonFields = Record<string, PgColumn>;

/** A row of `fields` as jsonRows gives it: each column's own type (null where the column may be null). */
export type JsonRow<F extends JsonFields> = {
  [K in keyof F]: F[K]['_']['notNull'] extends true ? F[K]['_']['data'] : F[K]['_']['data'] | null;
};

const asText = (column: PgColumn) => /^(numeric|bigint|bigserial)/.test(column.getSQLType());

/**
 * `(select json_agg(json_build_object(fields) order by orderBy) <from>)`: `from` names the tables, the joins and
 * the where clause tying the rows to the outer query's row. Null when no row matches.
 */
export function jsonRows(fields: JsonFields, from: SQL, orderBy: AnyColumn[]): SQL<unknown> {
  const pairs = sql.join(
    Object.entries(fields).map(
      ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${asText(column) ? sql`${column}::text` : column}`,
    ),
    sql`, `,
  );
  const subquery = sql`(select json_agg(json_build_object(${pairs}) order by ${sql.join(orderBy, sql`, `)}) ${from})`;
  // nested once: Drizzle strips the table from a select field's own columns when its query reads one table
  return sql<unknown>`${subquery}`;
}

/** A jsonRows column's value as rows of `fields`, each value decoded by its column. */
export function decodeJsonRows<F extends JsonFields>(fields: F, value: unknown): JsonRow<F>[] {
  const rows = (value ?? []) as Record<string, unknown>[];
  const entries = Object.entries(fields);
  return rows.map(
    (json) =>
      Object.fromEntries(
        entries.map(([key, column]) => [
          key,
          json[key] === null ? null : column.mapFromDriverValue(json[key]),
        ]),
      ) as JsonRow<F>,
  );
}
