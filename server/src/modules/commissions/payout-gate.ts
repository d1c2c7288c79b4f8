// COMMISSION_BASIS (docs/contracts.md "Money after the quote": Commission basis): with `paid`, a calculated
// commission is paid out only once every instalment of its order is paid (the figures are receivablesOf's); with
// `completion` (the default) nothing waits. An order without a schedule (confirmed before schedules) has nothing
// to wait for. The reason is shown on the commission answers (payout_blocked_reason) and is the 409 of a payout.
import { COMMISSION_STATUS, rials, toPersianDigits as fa } from '@sefaresh/shared-api/rules';
import type { DbOrTx } from '../../db/client';
import type { CommissionBasis } from '../../config/receivables';
import { formatAmount } from '../invoices/pdf-text';
import { receivablesOf } from '../receivables/figures';

export const PAYOUT_GATE_TEXTS = {
  unpaid: (orderId: number, unpaid: bigint) =>
    `پرداخت کمیسیون تا تسویه کامل اقساط سفارش شماره ${fa(orderId)} ممکن نیست (مانده: ${formatAmount(unpaid.toString())} ریال)`,
} as const;

/** Why each of these commissions may not be paid out yet, by commission id (absent: nothing blocks it). */
export async function payoutBlockedReasons(
  db: DbOrTx,
  basis: CommissionBasis,
  commissions: { id: number; orderId: number; status: string }[],
  now: Date,
): Promise<Map<number, string>> {
  const reasons = new Map<number, string>();
  if (basis !== 'paid') return reasons;
  const waiting = commissions.filter((c) => c.status === COMMISSION_STATUS.calculated);
  const figures = await receivablesOf(db, [...new Set(waiting.map((c) => c.orderId))], now);
  for (const c of waiting) {
    const own = figures.get(c.orderId);
    if (!own) continue;
    const unpaid = own.instalments.reduce((acc, i) => acc + rials(i.instalment.amount) - i.paid, 0n);
    if (unpaid > 0n) reasons.set(c.id, PAYOUT_GATE_TEXTS.unpaid(c.orderId, unpaid));
  }
  return reasons;
}

/** The basis of the configuration and the moment the figures are read at. */
export interface PayoutGate {
  basis: CommissionBasis;
  now: Date;
}

/** payoutBlockedReasons of commission rows as the lists read them. */
export const blockedReasonsOf = (
  db: DbOrTx,
  gate: PayoutGate,
  rows: { c: { id: number; orderId: number; status: string } }[],
) =>
  payoutBlockedReasons(
    db,
    gate.basis,
    rows.map((r) => r.c),
    gate.now,
  );
