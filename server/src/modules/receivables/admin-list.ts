// Receivables for staff (docs/contracts.md "Money after the quote": Receivables for staff): every unpaid instalment
// of the orders whose terms are chosen (confirmed, payment_uploaded, completed), with its figures from
// receivablesOf, split into overdue, due this week and open; the received cheques to take to the bank this week;
// the totals of each list. Filters: the customer, the assigned dealer, and a range of due days (Tehran).
import { INSTALMENT_STATE_LABELS, STATUS_GROUPS, paymentTermLabel, rials } from '@sefaresh/shared-api/rules';
import { and, asc, eq, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { cheques, orders, paymentInstalments, users } from '../../db/schema';
import { tehranDayStartOf, tehranIsoDay } from '../../lib/tehran-time';
import { toChequeView } from '../cheques/views';
import { receivablesOf } from './figures';
import type { ReceivableRowView, ReceivablesFilters } from './schemas';

const DAY_MS = 86_400_000;
/** "This week": the next seven days. */
const WEEK_DAYS = 7;

const customer = alias(users, 'customer');
const dealer = alias(users, 'dealer');

function orderFilters(filters: ReceivablesFilters): SQL[] {
  const where: SQL[] = [inArray(orders.status, STATUS_GROUPS.chosen)];
  if (filters.customer) where.push(eq(orders.customerId, filters.customer));
  if (filters.dealer) where.push(eq(orders.assignedDealerId, filters.dealer));
  return where;
}

const sumUnpaid = (rows: ReceivableRowView[]) =>
  rows.reduce((acc, r) => acc + rials(r.amount) - rials(r.paid), 0n).toString();

/** The unpaid instalments matching the filters, oldest due first, with their figures at `now`. */
export async function unpaidInstalments(db: Db, filters: ReceivablesFilters, now: Date) {
  const where = orderFilters(filters);
  if (filters.from) where.push(gte(paymentInstalments.dueDate, tehranDayStartOf(filters.from)));
  if (filters.to) where.push(lt(paymentInstalments.dueDate, tehranDayStartOf(filters.to, 1)));
  const rows = await db
    .select({
      instalment: paymentInstalments,
      customerId: orders.customerId,
      customerName: customer.name,
      dealerName: dealer.name,
      dealerCode: dealer.dealerCode,
    })
    .from(paymentInstalments)
    .innerJoin(orders, eq(orders.id, paymentInstalments.orderId))
    .innerJoin(customer, eq(customer.id, orders.customerId))
    .leftJoin(dealer, eq(dealer.id, orders.assignedDealerId))
    .where(and(...where))
    .orderBy(asc(paymentInstalments.dueDate), asc(paymentInstalments.id));
  const figures = await receivablesOf(db, [...new Set(rows.map((r) => r.instalment.orderId))], now);
  const result: ReceivableRowView[] = [];
  for (const row of rows) {
    const i = row.instalment;
    const f = figures.get(i.orderId)?.instalments.find((x) => x.instalment.id === i.id);
    if (!f || f.state === 'paid') continue;
    result.push({
      instalment_id: i.id,
      order_id: i.orderId,
      position: i.position,
      customer_id: row.customerId,
      customer_name: row.customerName,
      dealer_name: row.dealerName,
      dealer_code: row.dealerCode,
      payment_term: i.paymentTerm,
      term_display: paymentTermLabel(i.paymentTerm, i.customTermLabel),
      due_date: i.dueDate.toISOString(),
      amount: rials(i.amount).toString(),
      paid: f.paid.toString(),
      secured: f.secured.toString(),
      outstanding: f.outstanding.toString(),
      state: f.state,
      state_display: INSTALMENT_STATE_LABELS[f.state],
      days_overdue: f.state === 'overdue' ? Math.ceil((now.getTime() - i.dueDate.getTime()) / DAY_MS) : 0,
    });
  }
  return result;
}

/** Received cheques dated up to a week from today (Tehran), matching the filters, by date. */
async function chequesToDeposit(db: Db, filters: ReceivablesFilters, now: Date) {
  const where = orderFilters(filters);
  where.push(eq(cheques.status, 'received'), lte(cheques.dueDate, tehranIsoDay(now, WEEK_DAYS)));
  if (filters.from) where.push(gte(cheques.dueDate, filters.from));
  if (filters.to) where.push(lte(cheques.dueDate, filters.to));
  const rows = await db
    .select({ cheque: cheques, customerName: customer.name })
    .from(cheques)
    .innerJoin(orders, eq(orders.id, cheques.orderId))
    .innerJoin(customer, eq(customer.id, orders.customerId))
    .where(and(...where))
    .orderBy(asc(cheques.dueDate), asc(cheques.id));
  return rows.map((r) => ({ ...toChequeView(r.cheque, true), customer_name: r.customerName }));
}

/** GET admin/receivables/. */
export async function receivablesForStaff(db: Db, filters: ReceivablesFilters, now: Date) {
  const [open, toDeposit] = await Promise.all([
    unpaidInstalments(db, filters, now),
    chequesToDeposit(db, filters, now),
  ]);
  const weekEnd = now.getTime() + WEEK_DAYS * DAY_MS;
  const overdue = open.filter((r) => r.state === 'overdue');
  const dueThisWeek = open.filter((r) => r.state !== 'overdue' && Date.parse(r.due_date) <= weekEnd);
  return {
    overdue,
    due_this_week: dueThisWeek,
    cheques_to_deposit: toDeposit,
    open,
    totals: {
      overdue: sumUnpaid(overdue),
      due_this_week: sumUnpaid(dueThisWeek),
      cheques_to_deposit: toDeposit.reduce((acc, c) => acc + rials(c.amount), 0n).toString(),
      open: sumUnpaid(open),
    },
  };
}

/** The dashboard's card: what is overdue and what falls due this week, unpaid. */
export async function receivablesTotals(db: Db, now: Date) {
  const { totals } = await receivablesForStaff(db, {}, now);
  return { overdue_total: totals.overdue, due_this_week_total: totals.due_this_week };
}
