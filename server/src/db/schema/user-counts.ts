// How many users there are of each kind and state (the customers page's stat cards), so that the cards read a
// handful of rows instead of counting 100,000 users on every page of the list. Kept by triggers on users
// (migration 0019) in the transaction of every insert, change of a kind or the active flag, and delete; the
// repair command (`npm run repair:order-counts -w server`) recomputes them too.
import { boolean, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

export const userCounts = pgTable(
  'user_counts',
  {
    isActive: boolean('is_active').notNull(),
    isDealer: boolean('is_dealer').notNull(),
    /** staff or super admin */
    isStaff: boolean('is_staff').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.isActive, t.isDealer, t.isStaff] })],
);
