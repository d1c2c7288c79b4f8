// Password recovery (spec README "Accounts and security"): a 6-digit code by email and SMS, valid 10 minutes,
// single use, 5 wrong tries, at most one new code a minute per account; a verified code gives a reset_token
// (single use, 15 minutes) that sets the new password and revokes every refresh token of the user.
import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES, passwordProblems } from '@sefaresh/shared-api/rules';
import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetCodes, passwordResetTokens, users, type User } from '../../db/schema';
import type { TokenService } from '../auth/tokens';
import type { Clock } from '../../lib/clock';
import { badRequest, validationFailed, type FieldErrors } from '../../lib/errors';
import {
  ONE_TIME_CODE_RULES,
  mayResend,
  newOneTimeCode,
  oneTimeCodeHasher,
  tryCode,
  typedCode,
} from '../../lib/one-time-code';
import type { PasswordHasher } from '../auth/passwords';
import { loginAccountKey, type FailureLimiter } from '../auth/failure-limiter';
import { NOTIFICATION_TEXTS, maskCode } from '../notifications/messages';
import { enqueueNotification, type NotificationService } from '../notifications/service';
import { ACCOUNT_MESSAGES } from './messages';
import type { UsersService } from './service';

const RESET_RULES = { ...ONE_TIME_CODE_RULES, tokenTtlMs: 15 * 60_000 } as const;

export interface PasswordResetService {
  /**
   * Answers at once, the same for every email: the lookup, the code and the messages are done after the answer
   * (in order, one request at a time), so the answer's timing tells nothing about whether the account exists.
   */
  request(email: string): Promise<{ message: string }>;
  /** Resolves when every request taken so far has been processed (tests; the app's close). */
  settled(): Promise<void>;
  /** `address`: the client's (request.ip); a right code gives it the owner's pass through the sign-in lock. */
  verify(email: string, otp: string, address?: string): Promise<{ reset_token: string }>;
  complete(input: {
    email: string;
    reset_token: string;
    new_password: string;
    confirm_password: string;
  }): Promise<{ message: string }>;
}

export function createPasswordResetService({
  db,
  users: usersService,
  passwords,
  tokens,
  notifications,
  loginFailures,
  secret,
  clock,
  onError = () => undefined,
}: {
  db: Db;
  users: UsersService;
  passwords: PasswordHasher;
  tokens: Pick<TokenService, 'endAllSessions'>;
  notifications: Pick<NotificationService, 'wake'>;
  /** The owner's way out of the account-wide sign-in lock (failure-limiter.ts). */
  loginFailures?: Pick<FailureLimiter, 'grantOwnerPass'>;
  secret: string;
  clock: Clock;
  /** A request that failed after its answer (logged by the app). */
  onError?: (err: Error) => void;
}): PasswordResetService {
  const codeHash = oneTimeCodeHasher(secret, 'password-reset');
  const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
  const wrongCode = () => badRequest(MESSAGES.otpWrongOrExpired, { otp: [MESSAGES.otpWrongOrExpired] });
  const badToken = () =>
    badRequest(ACCOUNT_MESSAGES.resetTokenInvalid, { reset_token: [ACCOUNT_MESSAGES.resetTokenInvalid] });
  const activeUser = async (email: string): Promise<User | undefined> => {
    const user = await usersService.findByEmail(email);
    return user && user.isActive ? user : undefined;
  };

  let queue: Promise<void> = Promise.resolve();

  /** Unknown and inactive accounts: nothing is sent. */
  async function handleRequest(email: string): Promise<void> {
    const user = await activeUser(email);
    if (!user) return;
    const now = clock();
    const queued = await db.transaction(async (tx) => {
      // Serialises concurrent requests for the same account.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      const [last] = await tx
        .select({ createdAt: passwordResetCodes.createdAt })
        .from(passwordResetCodes)
        .where(eq(passwordResetCodes.userId, user.id))
        .orderBy(desc(passwordResetCodes.createdAt))
        .limit(1);
      // One new code a minute: a second request within it answers the same and sends nothing.
      if (!mayResend(last?.createdAt, now)) return false;
      await tx
        .update(passwordResetCodes)
        .set({ consumedAt: now })
        .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.consumedAt)));
      const code = newOneTimeCode();
      await tx.insert(passwordResetCodes).values({
        userId: user.id,
        codeHash: codeHash(user.id, code),
        expiresAt: new Date(now.getTime() + RESET_RULES.codeTtlMs),
        createdAt: now,
      });
      const email = NOTIFICATION_TEXTS.passwordResetEmail(user.name, code, RESET_RULES.codeTtlMs / 60_000);
      await enqueueNotification(
        tx,
        {
          channel: 'email',
          kind: 'password_reset',
          recipient: user.email,
          subject: NOTIFICATION_TEXTS.passwordResetSubject,
          body: email,
          historyText: maskCode(email, code),
          userId: user.id,
        },
        now,
      );
      // only to a proven phone: an unverified number gets nothing, exactly as an account without a phone
      if (user.phone && user.phoneVerifiedAt) {
        const sms = NOTIFICATION_TEXTS.passwordResetSms(code);
        await enqueueNotification(
          tx,
          {
            channel: 'sms',
            kind: 'password_reset',
            recipient: user.phone,
            body: sms,
            historyText: maskCode(sms, code),
            userId: user.id,
          },
          now,
        );
      }
      return true;
    });
    if (queued) notifications.wake();
  }

  return {
    async request(email) {
      queue = queue.then(() =>
        handleRequest(email).catch((err: unknown) =>
          onError(err instanceof Error ? err : new Error(String(err))),
        ),
      );
      return { message: ACCOUNT_MESSAGES.resetRequested };
    },

    settled: () => queue,

    async verify(email, otp, address = 'unknown') {
      const code = typedCode(otp);
      const user = await activeUser(email);
      if (!user || code === null) throw wrongCode();
      const now = clock();
      const token = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(passwordResetCodes)
          .where(
            and(
              eq(passwordResetCodes.userId, user.id),
              isNull(passwordResetCodes.consumedAt),
              gte(passwordResetCodes.expiresAt, now),
            ),
          )
          .orderBy(desc(passwordResetCodes.createdAt))
          .limit(1)
          .for('update');
        const { right, update } = tryCode(row, codeHash(user.id, code), now);
        if (row && update)
          await tx.update(passwordResetCodes).set(update).where(eq(passwordResetCodes.id, row.id));
        if (!right) return null;
        const resetToken = randomBytes(32).toString('base64url');
        await tx.insert(passwordResetTokens).values({
          userId: user.id,
          tokenHash: tokenHash(resetToken),
          expiresAt: new Date(now.getTime() + RESET_RULES.tokenTtlMs),
          createdAt: now,
        });
        return resetToken;
      });
      if (!token) throw wrongCode();
      await loginFailures?.grantOwnerPass(loginAccountKey(user.email), address);
      return { reset_token: token };
    },

    async complete({ email, reset_token, new_password, confirm_password }) {
      const user = await activeUser(email);
      const now = clock();
      const live = and(
        eq(passwordResetTokens.tokenHash, tokenHash(reset_token ?? '')),
        eq(passwordResetTokens.userId, user?.id ?? -1),
        isNull(passwordResetTokens.usedAt),
        gte(passwordResetTokens.expiresAt, now),
      );
      if (!user) throw badToken();
      const [found] = await db
        .select({ id: passwordResetTokens.id })
        .from(passwordResetTokens)
        .where(live)
        .limit(1);
      if (!found) throw badToken();

      const errors: FieldErrors = {};
      const problems = passwordProblems(new_password, { email });
      if (problems.length) errors.new_password = problems;
      if ((confirm_password ?? '') !== (new_password ?? ''))
        errors.confirm_password = [MESSAGES.passwordsMismatch];
      if (Object.keys(errors).length) throw validationFailed(errors);

      const passwordHash = await passwords.hash(new_password);
      const done = await db.transaction(async (tx) => {
        // Claim the token: of two concurrent completions only one passes.
        const claimed = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.id, found.id), isNull(passwordResetTokens.usedAt)))
          .returning({ id: passwordResetTokens.id });
        if (claimed.length === 0) return false;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        await tokens.endAllSessions(user.id, tx);
        await tx
          .update(passwordResetCodes)
          .set({ consumedAt: now })
          .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.consumedAt)));
        return true;
      });
      if (!done) throw badToken();
      return { message: ACCOUNT_MESSAGES.passwordReset };
    },
  };
}
