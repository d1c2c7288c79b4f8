// Who runs a job that must run once across replicas per period (the file sweeper): a replica takes the lease with
// one conditional upsert (…ON CONFLICT DO UPDATE … WHERE held_until <= now RETURNING) and the others find it held
// until held_until. A replica that dies holding it only delays the next pass to the lease's end.
import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const jobLeases = pgTable('job_leases', {
  name: varchar('name', { length: 50 }).primaryKey(),
  heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
});
