// Demo receivables (docs/contracts.md "Money after the quote"): customer1@ has an order with a cash line and a
// three-month line whose cash part was paid by a verified transfer, a Sayad cheque due next month against the
// three-month instalment and an earlier one that bounced; customer2@ has an unpaid order past its payment deadline
// (overdue) and one whose one-month instalment falls due this week; and uploaded customer1@'s transfer again;
// customer1@ also has a confirmed order, nothing paid yet, with a cash line due now and a two-month line due
// later. Through the real moves (createDemoOrder, registerCheque, moveCheque) with dates relative to now; the
// messages they queued are recorded as delivered.
// The schedules are finalize's (createSchedule), so the instalments' due dates follow the confirmations.
// Instalments past their due dates are meant: the receivables page shows overdue rows.
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
  const sha256 = createHash('sha256').update(file).digest('hex');
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
  const [withCheques, , , duplicateTransfer] = ids;
  await flagDuplicateTransfer(tx, withCheques, duplicateTransfer, receipt);

  const customer = byEmail.get(RECEIVABLE_ORDERS.chequesOrder.customer)!;
  const termPart = await lastInstalment(tx, withCheques);
  const amount = termPart?.amount ?? '50000000';
  const at = (days: number) => new Date(nowMs + days * DAY_MS);
  const cheque = (sayadId: string, dueInDays: number) => ({
    sayadId,
    bank: 'بانک ملت',
    drawerName: customer.name,
    dueDate: tehranIsoDay(at(0), dueInDays),
    amount,
    instalmentId: termPart?.id ?? null,
  });
  const bounced = await registerCheque(
    tx,
    customer,
    withCheques,
    cheque('1405000011112222', -5),
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
  await registerCheque(tx, customer, withCheques, cheque('1405000033334444', 30), {}, at(-3));
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
