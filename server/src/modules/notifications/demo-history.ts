// The demo seed takes its orders through the real transitions with back-dated times, and they queue their email
// and SMS as any order does. Those messages belong to the past and to made-up people: sent on the first start
// they would be dozens to one demo phone in a minute, past the SMS cap per recipient, and greet staff as unsent.
// They are recorded instead as delivered when they were queued, so the profile's notification history shows them
// and the worker never sees them.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { emailNotifications, notificationOutbox, smsNotifications } from '../../db/schema';
import type { DbOrTx } from '../../db/client';

/** Marks the unsent messages of a demo order as delivered at their queue time, with their history rows. */
export async function recordDemoHistory(tx: DbOrTx, orderId: number): Promise<number> {
  const rows = await tx
    .update(notificationOutbox)
    .set({
      sentAt: sql`${notificationOutbox.createdAt}`,
      attempts: 1,
      body: sql`coalesce(${notificationOutbox.historyText}, ${notificationOutbox.body})`,
    })
    .where(and(eq(notificationOutbox.orderId, orderId), isNull(notificationOutbox.sentAt)))
    .returning();
  const common = (r: (typeof rows)[number]) => ({
    userId: r.userId,
    isSuccessful: true,
    sentAt: r.createdAt,
    orderId: r.orderId,
    outboxId: r.id,
  });
  const emails = rows.filter((r) => r.channel === 'email');
  const sms = rows.filter((r) => r.channel === 'sms');
  if (emails.length)
    await tx
      .insert(emailNotifications)
      .values(emails.map((r) => ({ ...common(r), emailType: r.kind, subject: r.subject })));
  if (sms.length)
    await tx
      .insert(smsNotifications)
      .values(sms.map((r) => ({ ...common(r), smsType: r.kind, message: r.body })));
  return rows.length;
}
