// CHECK constraints generated from the lists of allowed values (the rules module's status lists), so the
// database and the code cannot disagree. The SQL text is the one the committed migrations carry.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `<column> in ('a', 'b', …)` from constant values (never user input). */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}
