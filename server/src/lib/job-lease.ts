// Once across replicas per period: a pass takes the named lease (job_leases) until `until` when nobody holds it
// at `now`, in one statement, so of several replicas asking at once exactly one gets it.
import { lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobLeases } from '../db/schema';

/** True when this caller now holds the lease `name` until `until`. */
export async function takeLease(db: Db, name: string, now: Date, until: Date): Promise<boolean> {
  const taken = await db
    .insert(jobLeases)
    .values({ name, heldUntil: until })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { heldUntil: sql`excluded.held_until` },
      setWhere: lte(jobLeases.heldUntil, now),
    })
    .returning({ name: jobLeases.name });
  return taken.length > 0;
}
