// Webhooks: the endpoints a super admin registers, the events the product emits for them, and one delivery per
// event and endpoint (unique), claimed by the webhook worker and retried with backoff for a day.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  url: varchar('url', { length: 2000 }).notNull(),
  /** The event types it receives (WEBHOOK_EVENTS of the rules module). */
  events: text('events').array().$type<string[]>().notNull(),
  active: boolean('active').notNull().default(true),
  /** The HMAC-SHA256 key of the signature; answered once at creation and at each rotation. */
  secret: varchar('secret', { length: 100 }).notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** When its deliveries started failing (null while the last attempt succeeded). */
  failingSince: timestamp('failing_since', { withTimezone: true }),
  /** When it was turned off for failing a whole day (null otherwise). */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
});

/** One event; `data` is the object as staff read it, built once when the event is first sent. */
export const webhookEvents = pgTable('webhook_events', {
  id: uuid('id').primaryKey(),
  type: varchar('type', { length: 50 }).notNull(),
  /** What the event is about: 'order' | 'commission' | 'product' | 'test', and its id. */
  objectKind: varchar('object_kind', { length: 20 }).notNull(),
  objectId: integer('object_id').notNull(),
  data: jsonb('data'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    /** Due time while waiting; a claimed row is leased into the future. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Retried with backoff until then; null = a day after it was created. A manual retry sets it to its time. */
    retryUntil: timestamp('retry_until', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    givenUpAt: timestamp('given_up_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** The receiver's HTTP status of the last attempt; null when no answer came. */
    lastStatus: integer('last_status'),
    /** The first 500 characters of the last answer, or why there was none. */
    lastResponse: text('last_response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_endpoint_key').on(t.eventId, t.endpointId),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null and ${t.givenUpAt} is null`),
  ],
);

export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;
export type WebhookEvent = typeof webhookEvents.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
