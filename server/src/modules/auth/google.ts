// Google sign-in: the client sends the ID token (credential) from Google Identity Services; it is verified
// against Google's published keys (JWKS, fetched and cached by jose), issuer and audience (GOOGLE_CLIENT_ID).
// The account is found by email (any letter case) or created as a customer with an unusable password (its email
// verified: Google vouched for it). Against pre-takeover (issue 30): a staff or super-admin account is never
// joined; an account whose email was never verified is not joined as it is: its first Google sign-in claims it
// for the address's owner (claimUnverified) before signing in.
import { randomBytes } from 'node:crypto';
import {
  COMPANY_MAX,
  CONTACT_MESSAGES,
  MESSAGES,
  NAME_MAX,
  isStaffAccount,
  normalizePhone,
  phoneProblem,
} from '@sefaresh/shared-api/rules';
import { and, eq, isNull } from 'drizzle-orm';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { GoogleConfig } from '../../config';
import { isUniqueViolation, type Db } from '../../db/client';
import { users, type User } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import {
  HttpError,
  forbidden,
  notFound,
  unauthorized,
  validationFailed,
  type FieldErrors,
} from '../../lib/errors';
import { ACCOUNT_MESSAGES } from '../accounts/messages';
import type { SessionUser } from '../accounts/schemas';
import { toSessionUser, type UsersService } from '../accounts/service';
import type { TokenService } from './tokens';
import { CONTACT_TEXTS } from '../notifications/messages';
import { enqueueNotification, type NotificationService } from '../notifications/service';

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

interface GoogleLoginResult {
  user: SessionUser;
  tokens: { access: string; refresh: string };
  missing_fields: ('phone' | 'company_name')[];
  needs_profile_completion: boolean;
}

export interface GoogleAuthService {
  clientId: string | null;
  login(credential: string): Promise<GoogleLoginResult>;
  /** `via`: how the caller's access token was obtained; only a Google sign-in's token may complete a profile. */
  completeProfile(
    user: User,
    via: 'google' | null,
    input: { email: string; phone: string; company_name?: string },
  ): Promise<{ user: SessionUser; tokens: { access: string; refresh: string } }>;
}

/** The password hash of accounts created by Google sign-in: no password matches it (argon2 verify fails). */
const unusablePassword = () => `!unusable:${randomBytes(24).toString('base64url')}`;

export function createGoogleAuthService({
  db,
  config,
  users: usersService,
  tokens,
  notifications,
  clock,
}: {
  db: Db;
  config: GoogleConfig;
  users: UsersService;
  tokens: TokenService;
  notifications: Pick<NotificationService, 'wake'>;
  clock: Clock;
}): GoogleAuthService {
  let jwks: ReturnType<typeof createRemoteJWKSet> | null = null;
  const keys = () => (jwks ??= createRemoteJWKSet(new URL(config.jwksUrl)));

  /**
   * The first Google sign-in of an address whose account never proved it: whoever registered it may not be the
   * address's owner, so the account is handed to the owner as if its password had been reset: the password stops
   * working, every session ends (token generation), the phone they gave is no longer trusted, a notice goes to the
   * address, and the email counts as verified from now on. Of two concurrent sign-ins only one claims it.
   */
  const claimUnverified = async (user: User): Promise<User> => {
    const now = clock();
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ passwordHash: unusablePassword(), emailVerifiedAt: now, phoneVerifiedAt: null })
        .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)))
        .returning();
      if (!row) return null;
      await tokens.endAllSessions(row.id, tx);
      await enqueueNotification(
        tx,
        {
          channel: 'email',
          kind: 'account_claimed_by_google',
          recipient: row.email,
          subject: CONTACT_TEXTS.googleClaimSubject,
          body: CONTACT_TEXTS.googleClaimBody(row.name),
          userId: row.id,
        },
        now,
      );
      return row;
    });
    if (claimed) notifications.wake();
    return (await usersService.findById(user.id)) ?? user;
  };

  const signIn = async (user: User) => {
    await usersService.touchLastLogin(user.id);
    const [access, refresh] = await Promise.all([
      tokens.issueAccess(user, 'google'),
      tokens.issueRefresh(user.id),
    ]);
    return { access, refresh };
  };

  return {
    clientId: config.clientId,

    async login(credential) {
      if (!config.clientId) throw notFound(ACCOUNT_MESSAGES.googleDisabled);
      let payload;
      try {
        ({ payload } = await jwtVerify(credential, keys(), {
          issuer: GOOGLE_ISSUERS,
          audience: config.clientId,
          algorithms: ['RS256'],
          currentDate: clock(),
        }));
      } catch (err) {
        // Google's keys could not be fetched (network error, timeout, non-200 answer) → 503; anything else
        // is a token that does not verify.
        const code = (err as { code?: unknown }).code;
        if (
          code === joseErrors.JWKSTimeout.code ||
          code === joseErrors.JOSEError.code ||
          typeof code !== 'string' ||
          !code.startsWith('ERR_J')
        )
          throw new HttpError(503, ACCOUNT_MESSAGES.googleUnavailable);
        throw unauthorized(ACCOUNT_MESSAGES.googleInvalid);
      }
      const email = typeof payload.email === 'string' ? payload.email.trim() : '';
      if (!email) throw unauthorized(ACCOUNT_MESSAGES.googleInvalid);
      if (payload.email_verified !== true && payload.email_verified !== 'true')
        throw unauthorized(ACCOUNT_MESSAGES.googleEmailUnverified);

      let user = await usersService.findByEmail(email);
      if (!user) {
        const rawName = typeof payload.name === 'string' ? payload.name.trim() : '';
        const name = (rawName || email.split('@')[0]).slice(0, NAME_MAX);
        try {
          user = await usersService.create({
            email,
            name,
            passwordHash: unusablePassword(),
            emailVerifiedAt: clock(),
          });
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
          user = await usersService.findByEmail(email); // created concurrently
          if (!user) throw err;
        }
      }
      // never a staff or super-admin account: their sign-in stays the password (and whoever holds the email)
      if (isStaffAccount({ is_staff: user.isStaff, is_superuser: user.isSuperuser }))
        throw forbidden(CONTACT_MESSAGES.googleStaffRefused);
      if (!user.isActive) throw forbidden(MESSAGES.loginInactive);
      if (!user.emailVerifiedAt) user = await claimUnverified(user);
      const missing: GoogleLoginResult['missing_fields'] = [];
      if (!user.phone) missing.push('phone');
      if (!user.companyName) missing.push('company_name');
      return {
        user: toSessionUser(user),
        tokens: await signIn(user),
        missing_fields: missing,
        needs_profile_completion: !user.phone,
      };
    },

    async completeProfile(user, via, input) {
      // Tokens come only from signing in: this route issues a pair only to a Google sign-in (its access token
      // says so) of an account that is missing its phone, while Google sign-in is on.
      if (!config.clientId) throw notFound(ACCOUNT_MESSAGES.googleDisabled);
      if (via !== 'google') throw forbidden(ACCOUNT_MESSAGES.googleSignInRequired);
      if (user.phone) throw forbidden(ACCOUNT_MESSAGES.profileAlreadyComplete);
      if ((input.email ?? '').trim().toLowerCase() !== user.email.toLowerCase())
        throw forbidden(ACCOUNT_MESSAGES.emailMismatch);
      const phone = normalizePhone(input.phone);
      const companyName = (input.company_name ?? '').trim();
      const errors: FieldErrors = {};
      const phoneMsg = phoneProblem(phone);
      if (phoneMsg) errors.phone = [phoneMsg];
      if (companyName.length > COMPANY_MAX) errors.company_name = [MESSAGES.companyTooLong];
      if (Object.keys(errors).length) throw validationFailed(errors);
      const [row] = await db
        .update(users)
        .set(companyName ? { phone, companyName } : { phone })
        .where(eq(users.id, user.id))
        .returning();
      return { user: toSessionUser(row), tokens: await signIn(row) };
    },
  };
}
