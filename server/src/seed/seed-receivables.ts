// Demo receivables (docs/contracts.md "Money after the quote"), through the real moves (createDemoOrder,
// registerCheque, moveCheque) with dates relative to now; the messages they queued are recorded as delivered, and
// the schedules are finalize's (createSchedule), so the instalments' due dates follow the confirmations.
// - customer1@: an order with a cash line paid by a verified transfer and a three-month line secured by a Sayad
//   cheque due next month (an earlier one bounced); a confirmed order, nothing paid yet, with a cash line due now
//   and a two-month line due later.
// - customer2@: an unpaid order past its payment deadline (overdue rows are meant); one whose one-month instalment
//   falls due this week, with a cheque to deposit by then; a receipt that repeats customer1@'s transfer.
import { createHash } from 'node:crypto';
import { PAYMENT_TERM, STATUS } from '@sefaresh/shared-api/rules';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { DEFAULT_QUOTES } from '../config/quotes';
import { DEFAULT_RECEIVABLES } from '../config/receivables';
import type { Db, Tx } from '../db/client';
import { notificationOutbox, paymentInstalments, paymentReceipts } from '../db/schema';
import { tehranIsoDay } from '../lib/tehran-time';
import { moveCheque, registerCheque } from '../modules/cheques/actions';
import { recordDemoHistory } from '../modules/notifications/demo-history';
import { paymentRemindersPass } from '../modules/receivables/reminders';
import type { DemoOrder } from './demo-orders-data';
import { createDemoOrder, type MoreDemoOrders } from './seed-orders';

const DAY_MS = 86_400_000;

const RECEIVABLE_ORDERS = {
  chequesOrder: {
    customer: 'customer1@sefaresh.ir',
    official: false,
    status: STATUS.completed,
    daysAgo: 35,
    comment: 'نقد و سه‌ماهه با چک صیادی',
    items: [
      ['قهوه عربیکا برزیل', 10],
      ['زعفران سرگل ممتاز', 10],
    ],
    terms: [PAYMENT_TERM.instant, PAYMENT_TERM.threeMonths],
    choose: [PAYMENT_TERM.instant, PAYMENT_TERM.threeMonths],
    dealer: 'dealer1@sefaresh.ir',
  },
  overdue: {
    customer: 'customer2@sefaresh.ir',
    official: false,
    status: STATUS.confirmed,
    daysAgo: 20,
    comment: 'پرداخت نقدی',
    items: [['پسته اکبری خندان', 6]],
    terms: [PAYMENT_TERM.instant],
  },
  dueThisWeek: {
    customer: 'customer2@sefaresh.ir',
    official: false,
    status: STATUS.confirmed,
    daysAgo: 26,
    comment: 'تسویه یک‌ماهه',
    items: [['مغز بادام کالیفرنیا', 8]],
    terms: [PAYMENT_TERM.oneMonth],
    dealer: 'dealer2@sefaresh.ir',
  },
  duplicateTransfer: {
    customer: 'customer2@sefaresh.ir',
    official: false,
    status: STATUS.paymentUploaded,
    daysAgo: 1,
    comment: 'پرداخت نقدی',
    items: [['پسته اکبری خندان', 4]],
    terms: [PAYMENT_TERM.instant],
  },
  dueNowAndLater: {
    customer: 'customer1@sefaresh.ir',
    official: false,
    status: STATUS.confirmed,
    daysAgo: 1,
    comment: 'قهوه نقد، پسته دوماهه',
    items: [
      ['قهوه عربیکا برزیل', 5],
      ['پسته اکبری خندان', 5],
    ],
    terms: [PAYMENT_TERM.instant, PAYMENT_TERM.twoMonths],
    choose: [PAYMENT_TERM.instant, PAYMENT_TERM.twoMonths],
  },
} satisfies Record<string, DemoOrder>;

/**
 * customer2@'s receipt is customer1@'s transfer again, the same picture with the same tracking number: staff's
 * verification card flags it (duplicate_of). Only these two demo receipts carry their file's SHA-256, so no other
 * demo receipt (they all share one picture) is flagged.
 */
async function flagDuplicateTransfer(tx: Tx, originalOrderId: number, copyOrderId: number, file: Buffer) {
  const sha256 = createHash('sha256').update(new Uint8Array(file)).digest('hex');
  const [original] = await tx
    .update(paymentReceipts)
    .set({ sha256 })
    .where(eq(paymentReceipts.orderId, originalOrderId))
    .returning({ trackingNumber: paymentReceipts.trackingNumber });
  await tx
    .update(paymentReceipts)
    .set({ sha256, trackingNumber: original.trackingNumber })
    .where(eq(paymentReceipts.orderId, copyOrderId));
}

/** The order's last instalment (the three-month one), or null before schedules. */
async function lastInstalment(tx: Tx, orderId: number) {
  const rows = await tx
    .select()
    .from(paymentInstalments)
    .where(eq(paymentInstalments.orderId, orderId))
    .orderBy(asc(paymentInstalments.position));
  return rows.at(-1) ?? null;
}

/** Creates the demo receivables orders (inside seedDemoOrders' transaction); answers how many orders. */
export const seedDemoReceivables: MoreDemoOrders = async (tx, ctx) => {
  const { staff, byEmail, productByName, receipt, nowMs } = ctx;
  const walk = (demo: DemoOrder) =>
    createDemoOrder(tx, demo, byEmail.get(demo.customer)!, staff, byEmail, productByName, receipt, nowMs);

  const orders = Object.values(RECEIVABLE_ORDERS) as DemoOrder[];
  const ids: number[] = [];
  for (const demo of orders) ids.push(await walk(demo));
  const [withCheques, , dueThisWeek, duplicateTransfer] = ids;
  await flagDuplicateTransfer(tx, withCheques, duplicateTransfer, receipt);

  const at = (days: number) => new Date(nowMs + days * DAY_MS);
  /** A cheque of `email` for the order's last instalment (its whole amount), due `dueInDays` from today. */
  const chequeFor = async (email: string, orderId: number, sayadId: string, dueInDays: number) => {
    const instalment = await lastInstalment(tx, orderId);
    return {
      sayadId,
      bank: 'بانک ملت',
      drawerName: byEmail.get(email)!.name,
      dueDate: tehranIsoDay(at(0), dueInDays),
      amount: instalment?.amount ?? '50000000',
      instalmentId: instalment?.id ?? null,
    };
  };
  const customer = byEmail.get(RECEIVABLE_ORDERS.chequesOrder.customer)!;
  const bounced = await registerCheque(
    tx,
    customer,
    withCheques,
    await chequeFor(customer.email, withCheques, '1405000011112222', -5),
    {},
    at(-30),
  );
  await moveCheque(tx, staff, withCheques, bounced.id, { status: 'deposited' }, DEFAULT_QUOTES, at(-5));
  await moveCheque(
    tx,
    staff,
    withCheques,
    bounced.id,
    { status: 'bounced', note: 'کسری موجودی حساب صادرکننده' },
    DEFAULT_QUOTES,
    at(-4),
  );
  const nextMonth = await chequeFor(customer.email, withCheques, '1405000033334444', 30);
  await registerCheque(tx, customer, withCheques, nextMonth, {}, at(-3));
  // customer2@'s one-month instalment is secured by a cheque staff deposit this week
  const weekly = RECEIVABLE_ORDERS.dueThisWeek.customer;
  const thisWeek = await chequeFor(weekly, dueThisWeek, '1405000055556666', 4);
  await registerCheque(tx, byEmail.get(weekly)!, dueThisWeek, thisWeek, {}, at(-2));
  await recordDemoHistory(tx, dueThisWeek);
  await recordDemoHistory(tx, withCheques);
  return orders.length;
};

/**
 * The reminders the job would have sent by now for the demo's instalments and cheques, sent and kept as history
 * (after every demo order is in), so a fresh start sends nothing. Idempotent: the pass claims each stage once.
 */
export async function remindDemoReceivables(db: Db, now: Date): Promise<void> {
  const reminded = await paymentRemindersPass(db, DEFAULT_RECEIVABLES, now);
  if (reminded.due.length + reminded.overdue.length + reminded.cheques.length === 0) return;
  const waiting = await db
    .selectDistinct({ orderId: notificationOutbox.orderId })
    .from(notificationOutbox)
    .where(
      and(
        isNull(notificationOutbox.sentAt),
        inArray(notificationOutbox.kind, ['payment_reminder', 'payment_overdue']),
      ),
    );
  for (const { orderId } of waiting) if (orderId !== null) await recordDemoHistory(db, orderId);
}
