// The payment reminders job's pass (docs/contracts.md "Money after the quote": Reminders). PAYMENT_REMINDER_DAYS
// before an instalment's due date the customer is reminded of what is left of it (unless it is paid, or fully
// secured by cheques, whose own reminder goes), and once its due moment has passed unpaid they get the overdue
// notice; a received or deposited cheque is announced the same days before its date. Email and SMS, once per
// instalment (or cheque) per stage whatever the number of replicas: a pass locks the rows it takes (FOR UPDATE …
// SKIP LOCKED) and claims each with a conditional UPDATE … WHERE reminded_…_at IS NULL RETURNING, in the
// transaction that queues the messages. Only orders whose terms are chosen and not withdrawn (confirmed,
// payment_uploaded, completed).
import { CHEQUE_SECURES, STATUS_GROUPS, rials } from '@sefaresh/shared-api/rules';
import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { cheques, orders, paymentInstalments } from '../../db/schema';
import { tehranIsoDay } from '../../lib/tehran-time';
import { notifyCustomer } from '../orders/lifecycle';
import { receivablesOf } from './figures';
import { REMINDER_NOTICES } from './messages';

const DAY_MS = 86_400_000;
const BATCH = 100;

export interface ReminderPassResult {
  /** Instalments reminded before their due date. */
  due: number[];
  /** Instalments given the overdue notice. */
  overdue: number[];
  /** Cheques reminded before their date. */
  cheques: number[];
}

/** Runs `take` over batches of candidates by ascending id, each batch in its own transaction. */
async function inBatches(
  db: DbOrTx,
  take: (tx: Tx, afterId: number) => Promise<{ lastId: number | null; done: number[] }>,
) {
  const done: number[] = [];
  let afterId = 0;
  for (;;) {
    const batch = await db.transaction((tx) => take(tx, afterId));
    done.push(...batch.done);
    if (batch.lastId === null) return done;
    afterId = batch.lastId;
  }
}

type InstalmentStage = 'due' | 'overdue';

function instalmentStage(db: DbOrTx, stage: InstalmentStage, window: SQL, now: Date) {
  const marker = stage === 'due' ? paymentInstalments.remindedBeforeAt : paymentInstalments.remindedOverdueAt;
  return inBatches(db, async (tx, afterId) => {
    const rows = await tx
      .select({ instalment: paymentInstalments, customerId: orders.customerId })
      .from(paymentInstalments)
      .innerJoin(orders, eq(orders.id, paymentInstalments.orderId))
      .where(
        and(
          gt(paymentInstalments.id, afterId),
          isNull(marker),
          inArray(orders.status, STATUS_GROUPS.chosen),
          window,
        ),
      )
      .orderBy(asc(paymentInstalments.id))
      .limit(BATCH)
      .for('update', { of: paymentInstalments, skipLocked: true });
    if (rows.length === 0) return { lastId: null, done: [] };
    const figures = await receivablesOf(tx, [...new Set(rows.map((r) => r.instalment.orderId))], now);
    const done: number[] = [];
    for (const { instalment, customerId } of rows) {
      const own = figures.get(instalment.orderId)?.instalments.find((f) => f.instalment.id === instalment.id);
      if (!own || own.state === 'paid') continue;
      if (stage === 'due' && own.outstanding === 0n) continue;
      const claimed = await tx
        .update(paymentInstalments)
        .set(stage === 'due' ? { remindedBeforeAt: now } : { remindedOverdueAt: now })
        .where(and(eq(paymentInstalments.id, instalment.id), isNull(marker)))
        .returning({ id: paymentInstalments.id });
      if (claimed.length !== 1) continue;
      const notice = {
        orderId: instalment.orderId,
        position: instalment.position,
        amount: rials(instalment.amount) - own.paid,
        dueDate: instalment.dueDate,
      };
      await notifyCustomer(
        tx,
        { id: instalment.orderId, customerId },
        stage === 'due' ? 'payment_reminder' : 'payment_overdue',
        stage === 'due' ? REMINDER_NOTICES.instalmentDue(notice) : REMINDER_NOTICES.instalmentOverdue(notice),
        now,
      );
      done.push(instalment.id);
    }
    return { lastId: rows[rows.length - 1].instalment.id, done };
  });
}

function chequeStage(db: DbOrTx, reminderDays: number, now: Date) {
  const today = tehranIsoDay(now);
  const until = tehranIsoDay(now, reminderDays);
  return inBatches(db, async (tx, afterId) => {
    const claimed = await tx
      .select({ cheque: cheques, customerId: orders.customerId })
      .from(cheques)
      .innerJoin(orders, eq(orders.id, cheques.orderId))
      .where(
        and(
          gt(cheques.id, afterId),
          isNull(cheques.remindedBeforeAt),
          inArray(cheques.status, CHEQUE_SECURES),
          inArray(orders.status, STATUS_GROUPS.chosen),
          gte(cheques.dueDate, today),
          lte(cheques.dueDate, until),
        ),
      )
      .orderBy(asc(cheques.id))
      .limit(BATCH)
      .for('update', { of: cheques, skipLocked: true });
    if (claimed.length === 0) return { lastId: null, done: [] };
    const done: number[] = [];
    for (const { cheque, customerId } of claimed) {
      const marked = await tx
        .update(cheques)
        .set({ remindedBeforeAt: now })
        .where(and(eq(cheques.id, cheque.id), isNull(cheques.remindedBeforeAt)))
        .returning({ id: cheques.id });
      if (marked.length !== 1) continue;
      await notifyCustomer(
        tx,
        { id: cheque.orderId, customerId },
        'payment_reminder',
        REMINDER_NOTICES.chequeDue(cheque),
        now,
      );
      done.push(cheque.id);
    }
    return { lastId: claimed[claimed.length - 1].cheque.id, done };
  });
}

export async function paymentRemindersPass(
  db: DbOrTx,
  { paymentReminderDays }: { paymentReminderDays: number },
  now: Date,
): Promise<ReminderPassResult> {
  const due = await instalmentStage(
    db,
    'due',
    and(
      gte(paymentInstalments.dueDate, now),
      lte(paymentInstalments.dueDate, new Date(now.getTime() + paymentReminderDays * DAY_MS)),
    )!,
    now,
  );
  const overdue = await instalmentStage(db, 'overdue', lt(paymentInstalments.dueDate, now), now);
  const chequesReminded = await chequeStage(db, paymentReminderDays, now);
  return { due, overdue, cheques: chequesReminded };
}
