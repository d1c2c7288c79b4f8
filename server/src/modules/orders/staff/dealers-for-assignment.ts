// Dealers as staff see them when assigning one to an order (spec 001 §7 list-for-assignment).
import { ORDER_TRANSITIONS } from '@sefaresh/shared-api/rules';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../../db/client';
import { orders, users } from '../../../db/schema';
import type { DealersForAssignment } from './dealer-schemas';

export function createDealersService({ db }: { db: Db }) {
  // the statuses in which staff may assign or remove a dealer: the transition table's assign-dealer row
  const active = sql.join(
    ORDER_TRANSITIONS.assign_dealer.from.map((s) => sql`${s}`),
    sql`, `,
  );
  return {
    /** Active dealers, by name, with their default rate and how many orders they hold. */
    async listForAssignment(): Promise<Static<typeof DealersForAssignment>> {
      const rows = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          phone: users.phone,
          companyName: users.companyName,
          dealerCode: users.dealerCode,
          rate: users.dealerCommissionRate,
          assigned: sql<number>`count(${orders.id})::int`,
          activeCount: sql<number>`(count(${orders.id}) filter (where ${orders.status} in (${active})))::int`,
        })
        .from(users)
        .leftJoin(orders, eq(orders.assignedDealerId, users.id))
        .where(and(eq(users.isDealer, true), eq(users.isActive, true)))
        .groupBy(users.id)
        .orderBy(asc(users.name), asc(users.id));
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        phone: r.phone,
        company_name: r.companyName,
        dealer_code: r.dealerCode,
        dealer_commission_rate: r.rate,
        commission_rate: r.rate,
        assigned_orders_count: Number(r.assigned),
        active_orders_count: Number(r.activeCount),
      }));
    },
  };
}

export type DealersService = ReturnType<typeof createDealersService>;
