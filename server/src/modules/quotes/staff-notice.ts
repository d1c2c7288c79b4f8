// Messages to staff through the outbox: to the staff notification address and phone when they are configured
// (STAFF_NOTIFY_EMAIL, STAFF_NOTIFY_PHONE); the dashboard and the live event stream show the order either way.
import type { QuotesConfig } from '../../config/quotes';
import type { DbOrTx } from '../../db/client';
import { enqueueNotification, type NotificationKind } from '../notifications/service';

export type StaffContact = Pick<QuotesConfig, 'staffEmail' | 'staffPhone'>;

export async function notifyStaff(
  tx: DbOrTx,
  staff: StaffContact,
  orderId: number,
  kind: NotificationKind,
  text: { subject: string; body: string },
  now: Date,
) {
  if (staff.staffEmail)
    await enqueueNotification(
      tx,
      {
        channel: 'email',
        kind,
        recipient: staff.staffEmail,
        subject: text.subject,
        body: text.body,
        orderId,
      },
      now,
    );
  if (staff.staffPhone)
    await enqueueNotification(
      tx,
      { channel: 'sms', kind, recipient: staff.staffPhone, body: text.body, orderId },
      now,
    );
}
