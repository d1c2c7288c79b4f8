// The admin actions of the people and money pages: who did what to whom, and when. The activity log
// shows them beside the order events.
import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * user_created, user_activated, user_deactivated, rate_changed, commission_paid, bulk_email, notification_retried,
 * notification_discarded, * price_list_imported, dealer_iban_changed.
 */
export const ADMIN_ACTIONS = [
  'user_created',
  'user_activated',
  'user_deactivated',
  'rate_changed',
  'commission_paid',
  'bulk_email',
  /** Staff put failed notifications back to be sent. */
  'notification_retried',
  /** Staff discarded a failed notification, or one held after a restore: it is never sent. */
  'notification_discarded',
  /** Staff applied a price list from an Excel file (the counts in details). */
  'price_list_imported',
  /** A dealer's payout IBAN set, changed or cleared (by the dealer or a super admin). */
  'dealer_iban_changed',
] as const;
export type AdminActionKind = (typeof ADMIN_ACTIONS)[number];

export const adminActions = pgTable(
  'admin_actions',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 30 }).$type<AdminActionKind>().notNull(),
    /** The user the action concerns (the dealer of a paid commission); null for a bulk email to several. */
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A Persian sentence for the log. */
    note: text('note').notNull().default(''),
    /** What changed: ids, old and new rate, payment reference… */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_actions_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('admin_actions_actor_idx').on(t.actorId, t.createdAt.desc().nullsFirst()),
  ],
);

export type AdminAction = typeof adminActions.$inferSelect;
