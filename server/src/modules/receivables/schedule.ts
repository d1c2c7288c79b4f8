// The payment schedule of a confirmed order: its chosen lines grouped by their term (a custom term by its label and
// its days), one instalment per group in due order, each the exact sum of its lines with tax, due at the end of the
// Tehran day its term's days after the confirmation (cash: the payment deadline). Made in the finalize
// transaction; dropped when staff send new prices, and made again at the next finalize.
import {
  INSTALMENT_STATE_LABELS,
  lineAmounts,
  PAYMENT_TERM,
  paymentTermKey,
  paymentTermLabel,
  termDueDays,
  type PaymentTerm,
} from '@sefaresh/shared-api/rules';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { paymentInstalments } from '../../db/schema';
import { paymentDeadline } from '../payments/instructions';
import { lineOf, pricedItems } from '../orders/totals';
import type { InstalmentFigures } from './figures';

export interface PlannedInstalment {
  paymentTerm: PaymentTerm;
  customTermLabel: string;
  dueDays: number;
  dueDate: Date;
  amount: bigint;
}

/** The chosen line of each item as the schedule needs it. */
export interface ChosenLine {
  paymentTerm: PaymentTerm;
  customTermLabel: string;
  customDueDays: number | null;
  /** The line's total with tax, whole rials. */
  amount: bigint;
}

/** The instalments of these lines (pure: the tests call it with known orders). */
export function planSchedule(
  lines: readonly ChosenLine[],
  confirmedAt: Date,
  paymentDeadlineDays: number,
): PlannedInstalment[] {
  const groups = new Map<string, PlannedInstalment>();
  for (const line of lines) {
    const dueDays = termDueDays(line.paymentTerm, line.customDueDays, paymentDeadlineDays);
    const key = `${paymentTermKey(line.paymentTerm, line.customTermLabel)}|${dueDays}`;
    const group = groups.get(key);
    if (group) group.amount += line.amount;
    else
      groups.set(key, {
        paymentTerm: line.paymentTerm,
        customTermLabel: line.customTermLabel,
        dueDays,
        dueDate: paymentDeadline(confirmedAt, dueDays),
        amount: line.amount,
      });
  }
  // Map keeps first appearance for equal days: the order's own line order
  return [...groups.values()].sort((a, b) => a.dueDays - b.dueDays);
}

/** Writes the schedule of the order's chosen lines (after finalize fixed the choices and totals). */
export async function createSchedule(
  tx: Tx,
  orderId: number,
  confirmedAt: Date,
  paymentDeadlineDays: number,
  official: boolean,
): Promise<void> {
  await dropSchedule(tx, orderId);
  const lines: ChosenLine[] = [];
  for (const item of await pricedItems(tx, orderId)) {
    const option = item.options.find((o) => o.isSelected);
    if (!option) continue;
    lines.push({
      paymentTerm: option.paymentTerm,
      customTermLabel: option.customTermLabel,
      customDueDays: option.customDueDays,
      amount: lineAmounts(lineOf(item, option), official).totalWithTax,
    });
  }
  const planned = planSchedule(lines, confirmedAt, paymentDeadlineDays);
  if (planned.length === 0) return;
  await tx.insert(paymentInstalments).values(
    planned.map((p, index) => ({
      orderId,
      position: index + 1,
      paymentTerm: p.paymentTerm,
      customTermLabel: p.customTermLabel,
      dueDays: p.dueDays,
      dueDate: p.dueDate,
      amount: p.amount.toString(),
      createdAt: confirmedAt,
    })),
  );
}

/** The order's schedule removed (new prices go back to the customer; receipts and cheques keep their rows). */
export async function dropSchedule(tx: Tx, orderId: number): Promise<void> {
  await tx.delete(paymentInstalments).where(eq(paymentInstalments.orderId, orderId));
}

/** An instalment as the order answer shows it (docs/contracts.md, "Money after the quote"). */
export function instalmentView(f: InstalmentFigures) {
  const i = f.instalment;
  return {
    id: i.id,
    position: i.position,
    payment_term: i.paymentTerm,
    term_display: paymentTermLabel(i.paymentTerm, i.customTermLabel),
    custom_due_days: i.paymentTerm === PAYMENT_TERM.custom ? i.dueDays : null,
    due_date: i.dueDate.toISOString(),
    amount: i.amount,
    paid: f.paid.toString(),
    secured: f.secured.toString(),
    outstanding: f.outstanding.toString(),
    state: f.state,
    state_display: INSTALMENT_STATE_LABELS[f.state],
  };
}
