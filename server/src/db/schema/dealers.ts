// Dealers: the commission record of an order.
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { COMMISSION_STATUS, COMMISSION_STATUSES, type CommissionStatus } from '@sefaresh/shared-api/rules';
import { users } from './accounts';
import { oneOf } from './checks';
import { orders } from './orders';

/**
 * A dealer's commission on one order (spec README "Money"): pending while the order is open, calculated when it
 * completes (amount = total before tax × rate / 100), paid with a payment reference, cancelled when the order
 * is cancelled or rejected or the dealer removed. One live record per order.
 */
export const dealerCommissions = pgTable(
  'dealer_commissions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Percent with up to one decimal, above 0 and at most 50. */
    rate: numeric('rate', { precision: 5, scale: 2 }).notNull(),
    /** True when staff set a rate other than the dealer's default for this order. */
    isCustomRate: boolean('is_custom_rate').notNull().default(false),
    /** Whole rials; null until calculated. */
    amount: numeric('amount', { precision: 16, scale: 0 }),
    status: varchar('status', { length: 12 })
      .$type<CommissionStatus>()
      .notNull()
      .default(COMMISSION_STATUS.pending),
    notes: text('notes').notNull().default(''),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    calculatedAt: timestamp('calculated_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentReference: varchar('payment_reference', { length: 64 }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('dealer_commissions_dealer_idx').on(t.dealerId, t.status),
    // the dealer's commission records, newest first
    index('dealer_commissions_dealer_created_idx').on(
      t.dealerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('dealer_commissions_order_idx').on(t.orderId),
    // every dealer's commission records, newest first (the commissions tab without a dealer filter)
    index('dealer_commissions_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('dealer_commissions_status_check', oneOf(t.status, COMMISSION_STATUSES)),
  ],
);

export type DealerCommission = typeof dealerCommissions.$inferSelect;
