// Each dealer's money figures, so the dealers list, its stat cards and the commission summary read one row per
// dealer instead of summing every order and commission record (p95 under 50 ms with 100,000 orders).
// Kept by triggers on orders and dealer_commissions (migration 0016) in the transaction of every change,
// whichever code makes it; the order-counts repair recomputes them. Order counts per dealer are in order_counts.
import { integer, numeric, pgTable } from 'drizzle-orm/pg-core';

const rials = (name: string) => numeric(name, { precision: 18, scale: 0 }).notNull().default('0');

export const dealerTotals = pgTable('dealer_totals', {
  /** A dealer's users.id (no foreign key, as order_counts: the rows follow the orders, not the users). */
  dealerId: integer('dealer_id').primaryKey(),
  /** Completed orders' totals with tax. */
  sales: rials('sales'),
  /** Commission amounts calculated and not yet paid. */
  payable: rials('payable'),
  paid: rials('paid'),
  /** Pending commissions of open orders at their quoted totals, each rounded half up. */
  projected: rials('projected'),
});
