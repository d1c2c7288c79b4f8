// Read-only API keys for accounting systems: only the SHA-256 of a key is kept; the key itself is shown once.
import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { ApiKeyScope } from '@sefaresh/shared-api/rules';
import { users } from './accounts';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    /** The key's first characters (sk_ and 6 more), to tell keys apart in the list. */
    prefix: varchar('prefix', { length: 16 }).notNull(),
    /** Hex SHA-256 of the whole key. */
    keyHash: varchar('key_hash', { length: 64 }).notNull().unique('api_keys_key_hash_key'),
    scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
    /** The super admin who created it; the key reads as a staff member in their name. */
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_created_idx').on(t.createdAt, t.id)],
);

export type ApiKey = typeof apiKeys.$inferSelect;
