// Accounts: users, refresh tokens and password recovery.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored as typed (trimmed); unique regardless of letter case through users_email_lower_key. */
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** ASCII digits only (Persian/Arabic digits are normalised before storing). */
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    companyName: varchar('company_name', { length: 200 }).notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    isStaff: boolean('is_staff').notNull().default(false),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    isDealer: boolean('is_dealer').notNull().default(false),
    dealerCode: varchar('dealer_code', { length: 20 }).unique('users_dealer_code_key'),
    dealerCommissionRate: numeric('dealer_commission_rate', { precision: 5, scale: 2 }),
    /** A dealer's bank account for commission payouts: IR + 24 digits, compact (rules/bank-fields.ts). */
    dealerIban: varchar('dealer_iban', { length: 26 }),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Raised whenever every session of the user must end (password change or reset, sign-out everywhere): an access
     * token carries the value it was issued under and is refused once it differs.
     */
    tokenGeneration: integer('token_generation').notNull().default(0),
    /**
     * When the owner typed back a code sent to this email (or Google vouched for it); null until then. An account
     * with an unverified email is never joined by Google sign-in (issue 30).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** When the owner typed back an SMS code sent to this phone; null until then and after the phone changes. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /**
     * The user's figures the people list sorts by, kept by a trigger on orders (migration 0014) in the transaction
     * of every order change: orders placed, and the total with tax of the completed ones. The order-counts repair
     * recomputes them.
     */
    ordersCount: integer('orders_count').notNull().default(0),
    completedSpent: numeric('completed_spent', { precision: 18, scale: 0 }).notNull().default('0'),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // the admin people lists: newest/oldest users, dealers and staff apart; DESC NULLS FIRST as
    // ORDER BY … DESC sorts, or PostgreSQL cannot read the order from the index
    index('users_date_joined_idx').on(t.dateJoined.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // the people lists' search (user-rows.ts userSearch): substring matches through trigrams
    index('users_name_trgm_idx').using('gin', sql`translate(${t.name}, 'يك', 'یک') gin_trgm_ops`),
    index('users_company_trgm_idx').using('gin', sql`translate(${t.companyName}, 'يك', 'یک') gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('users_orders_count_idx').on(
      t.ordersCount.desc().nullsFirst(),
      t.dateJoined.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('users_completed_spent_idx').on(
      t.completedSpent.desc().nullsFirst(),
      t.dateJoined.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // the people lists' stat cards count every user by kind: read from this index alone, not the wide rows
    index('users_kinds_idx').on(t.isActive, t.isDealer, t.isStaff, t.isSuperuser),
    // names in Persian order (user-rows.ts persianOrder)
    index('users_name_order_idx').on(sql`(${t.name} collate "und-x-icu")`, t.id),
    // the staff's order list sorted by customer name (admin-list-segments.ts): customers with orders, in the
    // database's name order
    index('users_customers_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.ordersCount} > 0`),
    index('users_dealers_idx')
      .on(t.dateJoined.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isDealer}`),
    // the dealers list's name order, a page at a time: without it each page sorted every dealer in ICU
    // order (3–7 ms for 1,000 dealers on the bench database; 0.1–0.3 ms read from this index)
    index('users_dealers_name_idx')
      .on(sql`(${t.name} collate "und-x-icu")`, t.id)
      .where(sql`${t.isDealer}`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every token rotated from one sign-in shares the family; reuse of a rotated token revokes the family. */
    familyId: uuid('family_id').notNull(),
    /** sha256 (hex) of the opaque token; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('refresh_tokens_token_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: integer('replaced_by').references((): AnyPgColumn => refreshTokens.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** Password recovery codes (spec README: 6 digits, 10 minutes, single use, 5 wrong tries). */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** HMAC-SHA256 (hex) of user id and code, keyed with the JWT secret; the code itself is never stored. */
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code was used, replaced by a newer code, or ran out of tries. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId, t.createdAt)],
);

/** The reset_token handed out by a verified code: single use, 15 minutes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 (hex) of the opaque token. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('password_reset_tokens_token_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Codes that prove an email or a phone (6 digits, lib/one-time-code.ts): each is for the address it was sent to, so
 * a code sent before the phone changed does not prove the new one.
 */
export const contactVerificationCodes = pgTable(
  'contact_verification_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'email' | 'phone' */
    contact: varchar('contact', { length: 10 }).notNull(),
    /** The address or number the code was sent to. */
    target: varchar('target', { length: 254 }).notNull(),
    /** HMAC-SHA256 (hex) of user id, contact, target and code, keyed with the JWT secret. */
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code was used, replaced by a newer code, or ran out of tries. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_verification_codes_user_idx').on(t.userId, t.contact, t.createdAt)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type RefreshToken = typeof refreshTokens.$inferSelect;
