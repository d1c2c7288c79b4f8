// What the receivables tests share: a payment schedule put on an order directly (whatever finalize made is
// replaced, so each test knows its due dates and amounts), a cheque row, and the outbox rows of a kind.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PaymentTerm } from '@sefaresh/shared-api/rules';
import { cheques, notificationOutbox, paymentInstalments } from '../src/db/schema';

export interface PlannedInstalment {
  term?: PaymentTerm;
  due: Date;
  amount: string;
}

/** Replaces the order's schedule with these instalments (positions 1…); answers their rows. */
export async function setSchedule(app: FastifyInstance, orderId: number, plan: PlannedInstalment[]) {
  const db = app.database.db;
  await db.delete(paymentInstalments).where(eq(paymentInstalments.orderId, orderId));
  return db
    .insert(paymentInstalments)
    .values(
      plan.map((p, i) => ({
        orderId,
        position: i + 1,
        paymentTerm: p.term ?? 'instant',
        dueDays: 30,
        dueDate: p.due,
        amount: p.amount,
      })),
    )
    .returning();
}

let sayadSeq = 0;
/** A Sayad id no other test uses. */
export const newSayadId = () =>
  `${Date.now() % 1e9}`.padStart(9, '7') +
  String(process.pid % 1000).padStart(3, '0') +
  String(++sayadSeq).padStart(4, '0');

/** A cheque row straight in the database. */
export async function addCheque(
  app: FastifyInstance,
  orderId: number,
  fields: Partial<typeof cheques.$inferInsert> = {},
) {
  const [row] = await app.database.db
    .insert(cheques)
    .values({
      orderId,
      sayadId: newSayadId(),
      bank: 'بانک ملت',
      drawerName: 'صادرکننده',
      dueDate: '2099-01-01',
      amount: '1000000',
      ...fields,
    })
    .returning();
  return row;
}

/** The outbox rows of one kind on one order. */
export const outboxOf = (app: FastifyInstance, orderId: number, kind: string) =>
  app.database.db
    .select({
      channel: notificationOutbox.channel,
      recipient: notificationOutbox.recipient,
      body: notificationOutbox.body,
    })
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.orderId, orderId), eq(notificationOutbox.kind, kind)));
