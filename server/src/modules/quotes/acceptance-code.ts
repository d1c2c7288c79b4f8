// The acceptance code (ACCEPTANCE_CODE=true): before finalize accepts a quote, the customer gets a 6-digit code by
// SMS (by email when they have no phone) and accepts only by typing it, under the one-time code rules of the
// password recovery (lib/one-time-code.ts: 10 minutes, 5 wrong tries, a new code at most once a minute). A code
// belongs to one order, one version and one customer; a new version makes it worthless.
import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { quoteAcceptanceCodes, users, type Order, type User } from '../../db/schema';
import {
  ONE_TIME_CODE_RULES,
  mayResend,
  newOneTimeCode,
  oneTimeCodeHasher,
  tryCode,
  typedCode,
} from '../../lib/one-time-code';
import { maskCode } from '../notifications/messages';
import { enqueueNotification } from '../notifications/service';
import { QUOTE_NOTICES, QUOTE_TEXTS } from './messages';

/** The 202 answer of finalize-selections while a code is needed. */
export interface AcceptanceCodeSent {
  code_required: true;
  channel: 'sms' | 'email';
  sent_to: string;
  expires_at: string;
  resend_after_seconds: number;
  message: string;
}

/** 09121234567 → 0912***4567 */
const maskPhone = (phone: string) => `${phone.slice(0, 4)}***${phone.slice(-4)}`;
/** customer1@example.com → cu*******@example.com */
function maskEmail(email: string) {
  const at = email.lastIndexOf('@');
  const name = email.slice(0, at);
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(1, name.length - 2))}${email.slice(at)}`;
}

const hasherFor = (secret: string) => {
  const hash = oneTimeCodeHasher(secret, 'quote-acceptance');
  return (order: Pick<Order, 'id' | 'quoteVersion'>, code: string) =>
    hash(`${order.id}:${order.quoteVersion}`, code);
};

const ofThisQuote = (order: Pick<Order, 'id' | 'quoteVersion'>, user: User) =>
  and(
    eq(quoteAcceptanceCodes.orderId, order.id),
    eq(quoteAcceptanceCodes.version, order.quoteVersion),
    eq(quoteAcceptanceCodes.userId, user.id),
  );

function answer(
  row: { sentTo: string; expiresAt: Date; createdAt: Date },
  channel: 'sms' | 'email',
  now: Date,
) {
  const resendAt = row.createdAt.getTime() + ONE_TIME_CODE_RULES.resendIntervalMs;
  return {
    code_required: true as const,
    channel,
    sent_to: row.sentTo,
    expires_at: row.expiresAt.toISOString(),
    resend_after_seconds: Math.max(0, Math.ceil((resendAt - now.getTime()) / 1000)),
    message: QUOTE_TEXTS.acceptanceCodeSent(row.sentTo),
  };
}

/**
 * Sends a new code for the order's current version (the last one gives way), unless one was made less than a
 * minute ago: then nothing is sent and the answer is the same. Runs on the locked order, in the caller's transaction.
 */
export async function sendAcceptanceCode(
  tx: Tx,
  order: Order,
  user: User,
  now: Date,
  secret: string,
): Promise<AcceptanceCodeSent> {
  // the phone and email as they are now (the signed-in user may come from the user cache)
  const [account] = await tx
    .select({ email: users.email, phone: users.phone, phoneVerifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, user.id));
  // by SMS only to a proven phone (issue 30), else by email
  const to = { email: account.email, phone: account.phoneVerifiedAt ? account.phone : '' };
  const channel = to.phone ? 'sms' : 'email';
  const [last] = await tx
    .select()
    .from(quoteAcceptanceCodes)
    .where(ofThisQuote(order, user))
    .orderBy(desc(quoteAcceptanceCodes.createdAt), desc(quoteAcceptanceCodes.id))
    .limit(1);
  // one new code a minute, whatever became of the last one (used up by wrong tries included)
  if (last && !mayResend(last.createdAt, now)) return answer(last, channel, now);

  await tx
    .update(quoteAcceptanceCodes)
    .set({ consumedAt: now })
    .where(and(eq(quoteAcceptanceCodes.orderId, order.id), isNull(quoteAcceptanceCodes.consumedAt)));
  const code = newOneTimeCode();
  const [row] = await tx
    .insert(quoteAcceptanceCodes)
    .values({
      orderId: order.id,
      version: order.quoteVersion,
      userId: user.id,
      codeHash: hasherFor(secret)(order, code),
      sentTo: to.phone ? maskPhone(to.phone) : maskEmail(to.email),
      expiresAt: new Date(now.getTime() + ONE_TIME_CODE_RULES.codeTtlMs),
      createdAt: now,
    })
    .returning();
  const text = QUOTE_NOTICES.acceptanceCode(
    order.id,
    order.quoteVersion,
    code,
    ONE_TIME_CODE_RULES.codeTtlMs / 60_000,
  );
  const common = { kind: 'quote_acceptance_code' as const, userId: user.id, orderId: order.id };
  await enqueueNotification(
    tx,
    to.phone
      ? {
          ...common,
          channel: 'sms',
          recipient: to.phone,
          body: text.sms,
          historyText: maskCode(text.sms, code),
        }
      : {
          ...common,
          channel: 'email',
          recipient: to.email,
          subject: text.subject,
          body: text.body,
          historyText: maskCode(text.body, code),
        },
    now,
  );
  return answer(row, channel, now);
}

/**
 * One try of a typed code against the live code of the order's current version: true when right (the code is used
 * up); a wrong try counts, and the fifth uses the code up. The caller commits either way.
 */
export async function tryAcceptanceCode(
  tx: Tx,
  order: Order,
  user: User,
  typed: string,
  now: Date,
  secret: string,
): Promise<boolean> {
  const code = typedCode(typed);
  const [row] = await tx
    .select()
    .from(quoteAcceptanceCodes)
    .where(
      and(
        ofThisQuote(order, user),
        isNull(quoteAcceptanceCodes.consumedAt),
        gte(quoteAcceptanceCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(quoteAcceptanceCodes.createdAt), desc(quoteAcceptanceCodes.id))
    .limit(1)
    .for('update');
  if (code === null) return false;
  const { right, update } = tryCode(row, hasherFor(secret)(order, code), now);
  if (row && update)
    await tx.update(quoteAcceptanceCodes).set(update).where(eq(quoteAcceptanceCodes.id, row.id));
  return right;
}
