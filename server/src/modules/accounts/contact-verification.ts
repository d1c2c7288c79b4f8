// Proving an account's email and phone (issue 30): a 6-digit code (lib/one-time-code.ts: 10 minutes, 5 wrong
// tries, one new code a minute) goes through the outbox to the current address or number, and typing it back
// sets users.email_verified_at / phone_verified_at. A code is bound to the address it was sent to: once the phone
// changes, a code sent to the old number proves nothing. Registration queues the email's code in its own request.
import { CONTACT_MESSAGES, MESSAGES, type ContactKind } from '@sefaresh/shared-api/rules';
import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { contactVerificationCodes, users, type User } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, tooManyRequests } from '../../lib/errors';
import {
  ONE_TIME_CODE_RULES,
  mayResend,
  newOneTimeCode,
  oneTimeCodeHasher,
  tryCode,
  typedCode,
} from '../../lib/one-time-code';
import { CONTACT_TEXTS, maskCode } from '../notifications/messages';
import { enqueueNotification, type NotificationService } from '../notifications/service';
import type { SessionUser } from './schemas';
import { toSessionUser } from './service';

export interface ContactVerificationService {
  /** Queues a new code to the user's email or phone; 409 when already verified, 429 within a minute of the last. */
  send(user: User, contact: ContactKind): Promise<{ message: string }>;
  /** Queues the email's first code (registration: no resend interval, nothing sent before). */
  sendFirstEmailCode(user: User): Promise<void>;
  confirm(user: User, contact: ContactKind, code: string): Promise<{ message: string; user: SessionUser }>;
}

/** The address a contact's code goes to: the account's email or its phone. */
const targetOf = (user: Pick<User, 'email' | 'phone'>, contact: ContactKind) =>
  contact === 'email' ? user.email.trim().toLowerCase() : user.phone;

const verifiedAt = (user: Pick<User, 'emailVerifiedAt' | 'phoneVerifiedAt'>, contact: ContactKind) =>
  contact === 'email' ? user.emailVerifiedAt : user.phoneVerifiedAt;

export function createContactVerificationService({
  db,
  notifications,
  secret,
  clock,
}: {
  db: Db;
  notifications: Pick<NotificationService, 'wake'>;
  secret: string;
  clock: Clock;
}): ContactVerificationService {
  const hasher = oneTimeCodeHasher(secret, 'contact-verification');
  const codeHash = (user: Pick<User, 'id'>, contact: ContactKind, target: string, code: string) =>
    hasher(user.id, `${contact}:${target}:${code}`);
  const wrongCode = () => badRequest(MESSAGES.otpWrongOrExpired, { code: [MESSAGES.otpWrongOrExpired] });

  async function queueCode(tx: DbOrTx, user: User, contact: ContactKind, now: Date) {
    const target = targetOf(user, contact);
    await tx
      .update(contactVerificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(contactVerificationCodes.userId, user.id),
          eq(contactVerificationCodes.contact, contact),
          isNull(contactVerificationCodes.consumedAt),
        ),
      );
    const code = newOneTimeCode();
    await tx.insert(contactVerificationCodes).values({
      userId: user.id,
      contact,
      target,
      codeHash: codeHash(user, contact, target, code),
      expiresAt: new Date(now.getTime() + ONE_TIME_CODE_RULES.codeTtlMs),
      createdAt: now,
    });
    const minutes = ONE_TIME_CODE_RULES.codeTtlMs / 60_000;
    const body =
      contact === 'email' ? CONTACT_TEXTS.emailBody(user.name, code, minutes) : CONTACT_TEXTS.sms(code);
    await enqueueNotification(
      tx,
      {
        channel: contact === 'email' ? 'email' : 'sms',
        kind: 'contact_verification',
        recipient: contact === 'email' ? user.email : user.phone,
        subject: contact === 'email' ? CONTACT_TEXTS.emailSubject : '',
        body,
        historyText: maskCode(body, code),
        userId: user.id,
      },
      now,
    );
  }

  return {
    async send(user, contact) {
      if (verifiedAt(user, contact)) throw conflict(CONTACT_MESSAGES.alreadyVerified);
      if (contact === 'phone' && !user.phone) throw badRequest(CONTACT_MESSAGES.noPhone);
      const now = clock();
      const wait = await db.transaction(async (tx) => {
        // serialises two requests of one account, so one minute gives one code
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
        const [last] = await tx
          .select({ createdAt: contactVerificationCodes.createdAt })
          .from(contactVerificationCodes)
          .where(
            and(eq(contactVerificationCodes.userId, user.id), eq(contactVerificationCodes.contact, contact)),
          )
          .orderBy(desc(contactVerificationCodes.createdAt))
          .limit(1);
        if (!mayResend(last?.createdAt, now))
          return ONE_TIME_CODE_RULES.resendIntervalMs - (now.getTime() - last!.createdAt.getTime());
        await queueCode(tx, user, contact, now);
        return 0;
      });
      if (wait > 0) throw tooManyRequests(CONTACT_MESSAGES.waitBeforeResend, wait / 1000);
      notifications.wake();
      return {
        message: contact === 'email' ? CONTACT_MESSAGES.emailCodeSent : CONTACT_MESSAGES.phoneCodeSent,
      };
    },

    async sendFirstEmailCode(user) {
      await db.transaction((tx) => queueCode(tx, user, 'email', clock()));
      notifications.wake();
    },

    async confirm(user, contact, typed) {
      const code = typedCode(typed);
      if (verifiedAt(user, contact)) throw conflict(CONTACT_MESSAGES.alreadyVerified);
      if (code === null) throw wrongCode();
      const now = clock();
      const target = targetOf(user, contact);
      const row = await db.transaction(async (tx) => {
        const [live] = await tx
          .select()
          .from(contactVerificationCodes)
          .where(
            and(
              eq(contactVerificationCodes.userId, user.id),
              eq(contactVerificationCodes.contact, contact),
              eq(contactVerificationCodes.target, target),
              isNull(contactVerificationCodes.consumedAt),
              gte(contactVerificationCodes.expiresAt, now),
            ),
          )
          .orderBy(desc(contactVerificationCodes.createdAt))
          .limit(1)
          .for('update');
        const { right, update } = tryCode(live, codeHash(user, contact, target, code), now);
        if (live && update)
          await tx
            .update(contactVerificationCodes)
            .set(update)
            .where(eq(contactVerificationCodes.id, live.id));
        if (!right) return null;
        // still the same address: a phone changed meanwhile is not proven by the old number's code
        const [updated] = await tx
          .update(users)
          .set(contact === 'email' ? { emailVerifiedAt: now } : { phoneVerifiedAt: now })
          .where(
            and(
              eq(users.id, user.id),
              contact === 'email' ? eq(users.email, user.email) : eq(users.phone, target),
            ),
          )
          .returning();
        return updated ?? null;
      });
      if (!row) throw wrongCode();
      return {
        message: contact === 'email' ? CONTACT_MESSAGES.emailVerified : CONTACT_MESSAGES.phoneVerified,
        user: toSessionUser(row),
      };
    },
  };
}
