// API keys: made by a super admin (the key is answered once and only its SHA-256 kept), listed, revoked; and the
// check of a request that carries one: a live key, a read method on a route its scopes open, within its own rate
// limit. The request then reads as a staff member (never a super admin) in the name of the key's creator.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { API_KEY_PREFIX, type ApiKeyScope } from '@sefaresh/shared-api/rules';
import type { Db } from '../../db/client';
import { apiKeys, users, type ApiKey, type User } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { CounterStore } from '../../lib/counters';
import {
  conflict,
  forbidden,
  notFound,
  tooManyRequests,
  unauthorized,
  validationFailed,
} from '../../lib/errors';
import { API_KEY_MESSAGES as M } from './messages';
import { keyRefusal } from './scopes';

const WINDOW_MS = 60_000;
// last_used_at is written at most this often per key, so a busy key does not write on every read
const LAST_USED_STEP_MS = 60_000;

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

function keyView(k: ApiKey) {
  return {
    id: k.id,
    name: k.name,
    prefix: k.prefix,
    scopes: k.scopes,
    created_by: k.createdBy,
    created_at: k.createdAt.toISOString(),
    last_used_at: k.lastUsedAt?.toISOString() ?? null,
    revoked_at: k.revokedAt?.toISOString() ?? null,
  };
}

export function createApiKeysService({
  db,
  clock,
  counters,
  perMinute,
}: {
  db: Db;
  clock: Clock;
  counters: CounterStore;
  perMinute: number;
}) {
  return {
    async list() {
      const rows = await db.select().from(apiKeys).orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
      return rows.map(keyView);
    },

    async create(actor: User, body: { name: string; scopes: ApiKeyScope[] }) {
      const name = body.name.trim();
      const scopes = [...new Set(body.scopes)];
      const problems: Record<string, string[]> = {};
      if (!name) problems.name = [M.nameRequired];
      if (!scopes.length) problems.scopes = [M.scopesRequired];
      if (Object.keys(problems).length) throw validationFailed(problems);
      const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const [row] = await db
        .insert(apiKeys)
        .values({
          name,
          prefix: key.slice(0, API_KEY_PREFIX.length + 6),
          keyHash: hashOf(key),
          scopes,
          createdBy: actor.id,
          createdAt: clock(),
        })
        .returning();
      return { ...keyView(row), key, message: M.created(name) };
    },

    async revoke(id: number) {
      const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
      if (!row) throw notFound(M.notFound);
      if (row.revokedAt) throw conflict(M.alreadyRevoked);
      const [revoked] = await db
        .update(apiKeys)
        .set({ revokedAt: clock() })
        .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
        .returning();
      if (!revoked) throw conflict(M.alreadyRevoked);
      return { ...keyView(revoked), message: M.revoked(revoked.name) };
    },

    /** The user a request with this key reads as; 401, 403 or 429 in Persian otherwise. */
    async authenticate(key: string, method: string, routeUrl: string | undefined): Promise<User> {
      const [row] = await db
        .select({ key: apiKeys, creator: users })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.createdBy))
        .where(and(eq(apiKeys.keyHash, hashOf(key)), isNull(apiKeys.revokedAt)));
      if (!row || !row.creator.isActive) throw unauthorized(M.invalid);
      const refusal = keyRefusal(method, routeUrl, row.key.scopes);
      if (refusal) throw forbidden(refusal === 'read-only' ? M.readOnly : M.outOfScope);
      const hits = await counters.hit(`api-key:${row.key.id}`, WINDOW_MS);
      if (hits.count > perMinute) throw tooManyRequests(M.tooMany, hits.resetInMs / 1000);
      const now = clock();
      if (!row.key.lastUsedAt || now.getTime() - row.key.lastUsedAt.getTime() >= LAST_USED_STEP_MS)
        await db
          .update(apiKeys)
          .set({ lastUsedAt: now })
          .where(
            and(
              eq(apiKeys.id, row.key.id),
              or(
                isNull(apiKeys.lastUsedAt),
                lt(apiKeys.lastUsedAt, sql`${new Date(now.getTime() - LAST_USED_STEP_MS)}`),
              ),
            ),
          );
      return { ...row.creator, isStaff: true, isSuperuser: false, isDealer: false };
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
