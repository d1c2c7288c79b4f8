// Notifications: the outbox and the record of every email and SMS attempt.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Messages waiting to be sent. Written in the transaction of the change that causes them; the notification
 * worker claims due rows, sends them and records every attempt in email_notifications / sms_notifications.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: serial('id').primaryKey(),
    /** 'email' | 'sms' */
    channel: varchar('channel', { length: 10 }).notNull(),
    /** The notification type: password_reset, or the order types of spec 000 §3 (order_submitted, pricing_ready, …). */
    kind: varchar('kind', { length: 50 }).notNull(),
    /** Email address or phone number. */
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    /** What the history keeps instead of the body (e.g. with a recovery code masked); null = the body. */
    historyText: text('history_text'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** 0 first (recovery and acceptance codes, time-bound), then 1 (order messages), then 2 (bulk). */
    priority: smallint('priority').notNull().default(1),
    /** What the provider sees to drop a repeat of this message (HTTP header and field, the email's Message-ID). */
    idempotencyKey: varchar('idempotency_key', { length: 64 })
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    /** The worker holding the claim; its heartbeat keeps next_attempt_at (the lease) ahead while it sends. */
    claimedBy: varchar('claimed_by', { length: 40 }),
    /** When a send timed out (the provider may have accepted it): checked or retried once after the dedup window. */
    unknownSince: timestamp('unknown_since', { withTimezone: true }),
    /** Set by a restore (scripts/restore.mjs): the old system's pending message waits for staff to retry or discard. */
    heldAt: timestamp('held_at', { withTimezone: true }),
    /** Staff discarded it (held or failed): never sent, gone from the failed list. */
    discardedAt: timestamp('discarded_at', { withTimezone: true }),
  },
  (t) => [
    index('notification_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
    index('notification_outbox_claim_idx')
      .on(t.channel, t.priority, t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.heldAt} is null and ${t.discardedAt} is null`),
  ],
);

/** One row per email attempt (successful or not); feeds the profile's notification history. */
export const emailNotifications = pgTable(
  'email_notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    emailType: varchar('email_type', { length: 50 }).notNull(),
    subject: text('subject').notNull().default(''),
    isSuccessful: boolean('is_successful').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    orderId: integer('order_id'),
    error: text('error'),
    outboxId: integer('outbox_id'),
  },
  (t) => [index('email_notifications_user_idx').on(t.userId, t.sentAt)],
);

/** One row per SMS attempt (successful or not). */
export const smsNotifications = pgTable(
  'sms_notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    smsType: varchar('sms_type', { length: 50 }).notNull(),
    message: text('message').notNull(),
    isSuccessful: boolean('is_successful').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    orderId: integer('order_id'),
    error: text('error'),
    outboxId: integer('outbox_id'),
  },
  (t) => [index('sms_notifications_user_idx').on(t.userId, t.sentAt)],
);

export type OutboxRow = typeof notificationOutbox.$inferSelect;
