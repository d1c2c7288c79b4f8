// The figures of receivables, read once for every answer that shows them (the order answer, the receivables
// page, the statement, the reminders): each instalment's paid and secured amounts and its state, and an order's
// balance. Paid is never stored: verified receipts (their verified amount) and cleared cheques fill the
// instalments; cheques still received or deposited secure them (rules module, fillInstalments).
import {
  CHEQUE_SECURES,
  RECEIPT_REVIEW,
  fillInstalments,
  instalmentState,
  rials,
  type ChequeStatus,
  type InstalmentState,
} from '@sefaresh/shared-api/rules';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { readsOn, type Db, type Tx } from '../../db/client';
import { cheques, paymentInstalments, paymentReceipts, type PaymentInstalment } from '../../db/schema';

export interface InstalmentFigures {
  instalment: PaymentInstalment;
  paid: bigint;
  secured: bigint;
  /** amount − paid − secured, never below 0. */
  outstanding: bigint;
  state: InstalmentState;
}

export interface Balance {
  total: bigint;
  paid: bigint;
  secured: bigint;
  outstanding: bigint;
  /** What is unpaid (secured or not) of the instalments past their due date. */
  overdue: bigint;
}

export interface OrderReceivables {
  instalments: InstalmentFigures[];
  balance: Balance;
}

const max0 = (n: bigint) => (n > 0n ? n : 0n);

/** The figures of one order's instalments (in schedule order) from its credits. Pure: the tests call it directly. */
export function figuresOf(
  instalments: PaymentInstalment[],
  paidCredits: { instalmentId: number | null; amount: bigint }[],
  securingCredits: { instalmentId: number | null; amount: bigint }[],
  now: Date,
): OrderReceivables {
  const plan = instalments.map((i) => ({ id: i.id, amount: rials(i.amount) }));
  const paid = fillInstalments(plan, paidCredits).filled;
  const secured = fillInstalments(plan, securingCredits, paid).filled;
  const rows = instalments.map((instalment) => {
    const amount = rials(instalment.amount);
    const p = paid.get(instalment.id) ?? 0n;
    const s = secured.get(instalment.id) ?? 0n;
    return {
      instalment,
      paid: p,
      secured: s,
      outstanding: max0(amount - p - s),
      state: instalmentState(amount, p, instalment.dueDate, now),
    };
  });
  const sum = (f: (r: InstalmentFigures) => bigint) => rows.reduce((acc, r) => acc + f(r), 0n);
  return {
    instalments: rows,
    balance: {
      total: sum((r) => rials(r.instalment.amount)),
      paid: sum((r) => r.paid),
      secured: sum((r) => r.secured),
      outstanding: sum((r) => r.outstanding),
      overdue: sum((r) => (r.state === 'overdue' ? rials(r.instalment.amount) - r.paid : 0n)),
    },
  };
}

/** What one order's receivables are figured from, as its rows hold them. */
export interface ReceivableRows {
  /** In schedule order. */
  instalments: PaymentInstalment[];
  receipts: {
    id: number;
    instalmentId: number | null;
    reviewStatus: string;
    verifiedAmount: string | null;
  }[];
  /** In due-date order. */
  cheques: { instalmentId: number | null; amount: string; status: ChequeStatus }[];
}

const credit = (r: { instalmentId: number | null; amount: string | null }) => ({
  instalmentId: r.instalmentId,
  amount: rials(r.amount ?? '0'),
});

/**
 * One order's receivables from its rows; undefined without a schedule. Verified receipts count in the order they
 * were sent (their ids), whatever order the rows came in.
 */
export function receivablesOfRows(rows: ReceivableRows, now: Date): OrderReceivables | undefined {
  if (rows.instalments.length === 0) return undefined;
  const verified = rows.receipts
    .filter((r) => r.reviewStatus === RECEIPT_REVIEW.verified && r.verifiedAmount !== null)
    .sort((a, b) => a.id - b.id)
    .map((r) => credit({ instalmentId: r.instalmentId, amount: r.verifiedAmount }));
  const paidCredits = [...verified, ...rows.cheques.filter((c) => c.status === 'cleared').map(credit)];
  const securing = rows.cheques.filter((c) => CHEQUE_SECURES.includes(c.status)).map(credit);
  return figuresOf(rows.instalments, paidCredits, securing, now);
}

/** The receivables of these orders (an order without a schedule maps to no entry), in three queries. */
export async function receivablesOf(
  db: Db | Tx,
  orderIds: number[],
  now: Date,
): Promise<Map<number, OrderReceivables>> {
  const result = new Map<number, OrderReceivables>();
  if (orderIds.length === 0) return result;
  const [instalments, receipts, orderCheques] = await readsOn(db, [
    () =>
      db
        .select()
        .from(paymentInstalments)
        .where(inArray(paymentInstalments.orderId, orderIds))
        .orderBy(asc(paymentInstalments.orderId), asc(paymentInstalments.position)),
    () =>
      db
        .select({
          orderId: paymentReceipts.orderId,
          id: paymentReceipts.id,
          instalmentId: paymentReceipts.instalmentId,
          reviewStatus: paymentReceipts.reviewStatus,
          verifiedAmount: paymentReceipts.verifiedAmount,
        })
        .from(paymentReceipts)
        .where(
          and(
            inArray(paymentReceipts.orderId, orderIds),
            eq(paymentReceipts.reviewStatus, RECEIPT_REVIEW.verified),
            isNotNull(paymentReceipts.verifiedAmount),
          ),
        ),
    () =>
      db
        .select({
          orderId: cheques.orderId,
          instalmentId: cheques.instalmentId,
          amount: cheques.amount,
          status: cheques.status,
        })
        .from(cheques)
        .where(inArray(cheques.orderId, orderIds))
        .orderBy(asc(cheques.dueDate), asc(cheques.id)),
  ]);
  for (const orderId of orderIds) {
    const figures = receivablesOfRows(
      {
        instalments: instalments.filter((i) => i.orderId === orderId),
        receipts: receipts.filter((r) => r.orderId === orderId),
        cheques: orderCheques.filter((c) => c.orderId === orderId),
      },
      now,
    );
    if (figures) result.set(orderId, figures);
  }
  return result;
}
