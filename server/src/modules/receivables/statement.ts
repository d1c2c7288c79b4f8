// A customer's statement (صورت‌حساب, docs/contracts.md "Money after the quote": Statement): every order whose
// terms are chosen is a debit of its total with tax on the day it was confirmed (its pre-invoice); a verified
// receipt (its verified amount, at the end of the Tehran day paid) and a cleared cheque (on the day it cleared) are credits; a
// bounced cheque is a line of 0 with its note. Oldest first; balance is the running debit − credit. The overdue
// total is receivablesOf's.
import { RECEIPT_REVIEW, STATUS_GROUPS, rials } from '@sefaresh/shared-api/rules';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cheques, invoices, orders, paymentReceipts, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { tehranDayEndOf } from '../../lib/tehran-time';
import { receivablesOf } from './figures';
import { STATEMENT_TEXTS as T } from './messages';
import type { Statement } from './schemas';

type Kind = Statement['lines'][number]['kind'];
interface Entry {
  date: Date;
  kind: Kind;
  orderId: number;
  description: string;
  debit: bigint;
  credit: bigint;
}

/** Same-day lines: the invoice before what pays it. */
const KIND_ORDER: Record<Kind, number> = { invoice: 0, receipt: 1, cheque_cleared: 2, cheque_bounced: 3 };

export async function statementOf(db: Db, customerId: number, now: Date): Promise<Statement> {
  const [customer] = await db
    .select({ id: users.id, name: users.name, company_name: users.companyName })
    .from(users)
    .where(eq(users.id, customerId));
  if (!customer) throw notFound(T.customerNotFound);
  const own = await db
    .select({ id: orders.id, total: orders.totalWithTax, confirmedAt: invoices.issuedAt })
    .from(orders)
    .leftJoin(invoices, and(eq(invoices.orderId, orders.id), eq(invoices.kind, 'pre')))
    .where(and(eq(orders.customerId, customerId), inArray(orders.status, STATUS_GROUPS.chosen)));
  const ids = own.map((o) => o.id);
  const [receipts, orderCheques, figures] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(paymentReceipts)
          .where(
            and(
              inArray(paymentReceipts.orderId, ids),
              eq(paymentReceipts.reviewStatus, RECEIPT_REVIEW.verified),
              isNotNull(paymentReceipts.verifiedAmount),
            ),
          ),
        db
          .select()
          .from(cheques)
          .where(and(inArray(cheques.orderId, ids), inArray(cheques.status, ['cleared', 'bounced']))),
        receivablesOf(db, ids, now),
      ])
    : [[], [], new Map()];

  const entries: Entry[] = [
    ...own.map((o) => ({
      date: o.confirmedAt ?? now,
      kind: 'invoice' as const,
      orderId: o.id,
      description: T.invoice(o.id),
      debit: rials(o.total ?? '0'),
      credit: 0n,
    })),
    ...receipts.map((r) => ({
      date: r.paidOn ? tehranDayEndOf(r.paidOn) : (r.reviewedAt ?? r.uploadedAt),
      kind: 'receipt' as const,
      orderId: r.orderId,
      description: T.receipt(r.orderId, r.trackingNumber),
      debit: 0n,
      credit: rials(r.verifiedAmount ?? '0'),
    })),
    ...orderCheques.map((c) => {
      const cleared = c.status === 'cleared';
      return {
        date: c.statusChangedAt ?? c.createdAt,
        kind: cleared ? ('cheque_cleared' as const) : ('cheque_bounced' as const),
        orderId: c.orderId,
        description: cleared
          ? T.chequeCleared(c.orderId, c.sayadId)
          : T.chequeBounced(c.orderId, c.sayadId, c.statusNote),
        debit: 0n,
        credit: cleared ? rials(c.amount) : 0n,
      };
    }),
  ].sort(
    (a, b) =>
      a.date.getTime() - b.date.getTime() || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.orderId - b.orderId,
  );

  let balance = 0n;
  let debit = 0n;
  let credit = 0n;
  const lines = entries.map((e) => {
    balance += e.debit - e.credit;
    debit += e.debit;
    credit += e.credit;
    return {
      date: e.date.toISOString(),
      kind: e.kind,
      order_id: e.orderId,
      description: e.description,
      debit: e.debit.toString(),
      credit: e.credit.toString(),
      balance: balance.toString(),
    };
  });
  let overdue = 0n;
  for (const f of figures.values()) overdue += f.balance.overdue;
  return {
    customer,
    lines,
    totals: {
      debit: debit.toString(),
      credit: credit.toString(),
      balance: balance.toString(),
      overdue: overdue.toString(),
    },
  };
}
