// The payment schedule of a confirmed order: one instalment per chosen term (a custom term by its label and days),
// made in the finalize transaction from the chosen lines, and deleted when the order goes back to the customer.
import {
  isOfficial,
  lineAmounts,
  PAYMENT_TERM,
  termDueDays,
  type PaymentTerm,
} from '@sefaresh/shared-api/rules';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders, paymentInstalments } from '../../db/schema';
import { pricedItems, countedOption, lineOf } from '../orders/totals';
import { paymentDeadline } from '../payments/instructions';

export interface PlannedInstalment {
  paymentTerm: PaymentTerm;
  customTermLabel: string;
  dueDays: number;
  dueDate: Date;
  /** Whole rials with tax. */
  amount: bigint;
}

/** One chosen line: its term (custom label and days) and its amount with tax. */
export interface ScheduledLine {
  paymentTerm: PaymentTerm;
  customTermLabel: string;
  customDueDays: number | null;
  totalWithTax: bigint;
}

/** The instalments of these lines, in due order (then by term, label), summing exactly to the lines' total. Pure. */
export function planSchedule(
  lines: ScheduledLine[],
  confirmedAt: Date,
  paymentDeadlineDays: number,
): PlannedInstalment[] {
  const groups = new Map<string, PlannedInstalment>();
  for (const line of lines) {
    const custom = line.paymentTerm === PAYMENT_TERM.custom;
    const dueDays = termDueDays(line.paymentTerm, line.customDueDays, paymentDeadlineDays);
    const label = custom ? line.customTermLabel.trim() : '';
    const key = custom ? `custom\u0000${label}\u0000${dueDays}` : line.paymentTerm;
    const group = groups.get(key);
    if (group) {
      group.amount += line.totalWithTax;
      continue;
    }
    groups.set(key, {
      paymentTerm: line.paymentTerm,
      customTermLabel: label,
      dueDays,
      dueDate: paymentDeadline(confirmedAt, dueDays),
      amount: line.totalWithTax,
    });
  }
  return [...groups.values()].sort(
    (a, b) =>
      a.dueDays - b.dueDays ||
      a.paymentTerm.localeCompare(b.paymentTerm) ||
      a.customTermLabel.localeCompare(b.customTermLabel),
  );
}

/**
 * Writes the schedule of an order whose choices are fixed (finalize, in its transaction, after the totals): the
 * chosen option of each active line, with tax as the order's invoice type says.
 */
export async function createSchedule(
  tx: Tx,
  orderId: number,
  confirmedAt: Date,
  paymentDeadlineDays: number,
) {
  const [order] = await tx
    .select({ businessInvoiceType: orders.businessInvoiceType })
    .from(orders)
    .where(eq(orders.id, orderId));
  const official = isOfficial(order.businessInvoiceType);
  const lines: ScheduledLine[] = [];
  for (const item of await pricedItems(tx, orderId)) {
    const option = countedOption(item);
    if (!option) continue;
    lines.push({
      paymentTerm: option.paymentTerm as PaymentTerm,
      customTermLabel: option.customTermLabel,
      customDueDays: option.customDueDays,
      totalWithTax: lineAmounts(lineOf(item, option), official).totalWithTax,
    });
  }
  await deleteSchedule(tx, orderId);
  const plan = planSchedule(lines, confirmedAt, paymentDeadlineDays);
  if (plan.length === 0) return;
  await tx.insert(paymentInstalments).values(
    plan.map((p, i) => ({
      orderId,
      position: i + 1,
      paymentTerm: p.paymentTerm,
      customTermLabel: p.customTermLabel,
      dueDays: p.dueDays,
      dueDate: p.dueDate,
      amount: p.amount.toString(),
    })),
  );
}

/** Removes the schedule (a re-pricing sent the order back to the customer; the next finalize makes it again). */
export async function deleteSchedule(tx: Tx, orderId: number) {
  await tx.delete(paymentInstalments).where(eq(paymentInstalments.orderId, orderId));
}
