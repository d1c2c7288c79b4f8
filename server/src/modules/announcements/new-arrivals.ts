// Publishing an active announcement (spec README Notifications): new_arrival_customer to every active customer
// and new_arrival_dealer to every active dealer, by email and by SMS (to those with a phone), through the outbox,
// exactly once per announcement. The claim (notified_at set where it was null) and the messages are written in
// the caller's transaction, so a rolled-back change sends nothing and a second publish finds it claimed. The
// messages are inserted set-wise (one INSERT … SELECT per channel and audience), however many users there are.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { notificationOutbox, shipmentAnnouncements, users } from '../../db/schema';
import type { Tx } from '../../db/client';

const NEW_ARRIVAL_TEXTS = {
  subject: (title: string) => `محموله جدید: ${title} — سامانه ثبت سفارش`,
  customer: (title: string) =>
    `محموله جدید «${title}» رسید. فهرست محصولات را در صفحه محموله‌های جدید ببینید. — سامانه ثبت سفارش`,
  dealer: (title: string) =>
    `محموله جدید «${title}» اعلام شد؛ مشتریان خود را در جریان بگذارید. — سامانه ثبت سفارش`,
};

/** Queues the new-arrival messages if this announcement is active and was never announced; true when queued. */
export async function announceNewArrival(tx: Tx, announcementId: number, now: Date): Promise<boolean> {
  const [claimed] = await tx
    .update(shipmentAnnouncements)
    .set({ notifiedAt: now })
    .where(
      and(
        eq(shipmentAnnouncements.id, announcementId),
        eq(shipmentAnnouncements.isActive, true),
        isNull(shipmentAnnouncements.notifiedAt),
      ),
    )
    .returning({ title: shipmentAnnouncements.title });
  if (!claimed) return false;
  const audiences: [string, SQL, string][] = [
    [
      'new_arrival_customer',
      sql`not ${users.isStaff} and not ${users.isDealer}`,
      NEW_ARRIVAL_TEXTS.customer(claimed.title),
    ],
    ['new_arrival_dealer', sql`${users.isDealer}`, NEW_ARRIVAL_TEXTS.dealer(claimed.title)],
  ];
  const subject = NEW_ARRIVAL_TEXTS.subject(claimed.title);
  for (const [kind, who, body] of audiences) {
    for (const channel of ['email', 'sms'] as const) {
      const recipient = channel === 'email' ? users.email : users.phone;
      // SMS only to proven phones (issue 30)
      const extra =
        channel === 'sms' ? sql` and ${users.phone} <> '' and ${users.phoneVerifiedAt} is not null` : sql``;
      await tx.execute(sql`
        insert into ${notificationOutbox} (channel, kind, recipient, subject, body, user_id, next_attempt_at, created_at)
        select ${channel}, ${kind}, ${recipient}, ${channel === 'email' ? subject : ''}, ${body}, ${users.id}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
        from ${users}
        where ${users.isActive} and ${who}${extra}`);
    }
  }
  return true;
}
