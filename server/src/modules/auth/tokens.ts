// Access tokens: JWT HS256 (jose), claims sub + type "access", short-lived.
// Refresh tokens: opaque random strings, stored as sha256, rotated on every use; each sign-in starts a
// family, and presenting an already-rotated token revokes the whole family (token theft detection).
import { createHash, randomBytes, randomUUID, webcrypto } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Db, Tx } from '../../db/client';
import { refreshTokens, users, type User } from '../../db/schema';
import type { Clock } from '../../lib/clock';

const ISSUER = 'sefaresh';
const ALG = 'HS256';
/** How many verified access tokens a process keeps (about 300 bytes each). */
const VERIFIED_TOKENS_KEPT = 10_000;

type RotateResult =
  | { ok: true; userId: number; refresh: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/** What an access token says once its signature and times are checked. */
interface AccessClaims {
  userId: number;
  /** 'google' for a token issued by a Google sign-in (only such a token may complete a Google profile). */
  via: 'google' | null;
  /** The user's token generation when it was issued (0 for tokens without the claim). */
  generation: number;
  /** When it expires (ms since the epoch). */
  expiresAtMs: number;
}

/** The user fields an access token is issued from. */
type TokenOwner = Pick<User, 'id' | 'tokenGeneration'>;

export interface TokenService {
  issueAccess(user: TokenOwner, via?: 'google'): Promise<string>;
  /** The claims of a valid access token, or null (expired, no expiry, tampered, wrong type). */
  verifyAccess(token: string): Promise<AccessClaims | null>;
  /** A new refresh token in a new family (sign-in) or in the given family (rotation). */
  issueRefresh(userId: number, familyId?: string): Promise<string>;
  rotate(refresh: string): Promise<RotateResult>;
  revokeFamily(familyId: string): Promise<void>;
  /** Ends every session of the user: its refresh tokens are revoked and its access tokens refused from now on. */
  endAllSessions(userId: number, tx?: Tx): Promise<TokenOwner>;
}

export interface TokenServiceDeps {
  db: Db;
  secret: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  clock: Clock;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createTokenService({
  db,
  secret,
  accessTtlSeconds,
  refreshTtlSeconds,
  clock,
}: TokenServiceDeps): TokenService {
  // imported once: given the raw bytes, jose imports the key again for every signature and check (about a third
  // of a verification's cost, and every signed-in request verifies one)
  const key = webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
  // Access tokens this process has verified, until they expire: every signed-in request presents one, mostly the
  // same few again, and each HMAC check is a round trip through WebCrypto's thread pool (about 5% of a short
  // list's CPU). Only valid tokens are kept; the oldest goes when the map is full.
  const verified = new Map<string, AccessClaims>();

  const service: TokenService = {
    async issueAccess(user, via) {
      const now = seconds(clock());
      const claims = { type: 'access', gen: user.tokenGeneration, ...(via ? { via } : {}) };
      return new SignJWT(claims)
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuer(ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(now + accessTtlSeconds)
        .sign(await key);
    },

    async verifyAccess(token) {
      const known = verified.get(token);
      if (known) {
        if (clock().getTime() < known.expiresAtMs) return { ...known };
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: [ALG],
          issuer: ISSUER,
          currentDate: clock(),
          // A token without an expiry (or issue time) would be good forever: refused.
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        if (payload.type !== 'access' || !payload.sub || !/^\d{1,10}$/.test(payload.sub)) return null;
        // Never longer-lived than this server issues (a token signed with a leaked key for years is refused too).
        if ((payload.exp as number) - (payload.iat as number) > accessTtlSeconds) return null;
        const userId = Number(payload.sub);
        if (userId < 1 || userId > 2_147_483_647) return null;
        const via = payload.via === 'google' ? 'google' : null;
        const generation = Number.isSafeInteger(payload.gen) ? (payload.gen as number) : 0;
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
        const claims: AccessClaims = { userId, via, generation, expiresAtMs: (payload.exp as number) * 1000 };
        verified.set(token, claims);
        return { ...claims };
      } catch {
        return null;
      }
    },

    async issueRefresh(userId, familyId = randomUUID()) {
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      await db.insert(refreshTokens).values({
        userId,
        familyId,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + refreshTtlSeconds * 1000),
      });
      return token;
    },

    async rotate(refresh) {
      const now = clock();
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashToken(refresh)))
          .limit(1);
        if (!row) return { ok: false, reason: 'unknown' } as const;
        if (row.revokedAt) {
          // Rotated before: somebody replays an old token. Revoke what is left of the family.
          if (row.replacedBy !== null)
            return { ok: false, reason: 'reused', familyId: row.familyId } as const;
          return { ok: false, reason: 'revoked' } as const;
        }
        if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' } as const;
        // Claim the row atomically: of two concurrent rotations only one updates it, the other counts as reuse.
        const claimed = await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.revokedAt)))
          .returning({ id: refreshTokens.id });
        if (claimed.length === 0) return { ok: false, reason: 'reused', familyId: row.familyId } as const;
        const token = randomBytes(32).toString('base64url');
        const [next] = await tx
          .insert(refreshTokens)
          .values({
            userId: row.userId,
            familyId: row.familyId,
            tokenHash: hashToken(token),
            createdAt: now,
            expiresAt: new Date(now.getTime() + refreshTtlSeconds * 1000),
          })
          .returning({ id: refreshTokens.id });
        await tx.update(refreshTokens).set({ replacedBy: next.id }).where(eq(refreshTokens.id, row.id));
        return { ok: true, userId: row.userId, refresh: token } as const;
      });
      if (!outcome.ok && outcome.reason === 'reused') {
        await service.revokeFamily(outcome.familyId);
        return { ok: false, reason: 'reused' };
      }
      return outcome.ok ? outcome : { ok: false, reason: outcome.reason };
    },

    async revokeFamily(familyId) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: clock() })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    async endAllSessions(userId, tx) {
      const run = async (t: Tx) => {
        await t
          .update(refreshTokens)
          .set({ revokedAt: clock() })
          .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
        // the users row's change reaches every replica's user cache (user-cache.ts), so the next request of an
        // older access token is refused wherever it lands
        const [owner] = await t
          .update(users)
          .set({ tokenGeneration: sql`${users.tokenGeneration} + 1` })
          .where(eq(users.id, userId))
          .returning({ id: users.id, tokenGeneration: users.tokenGeneration });
        return owner ?? { id: userId, tokenGeneration: 0 };
      };
      return tx ? run(tx) : db.transaction(run);
    },
  };
  return service;
}
