// The commission record's life with its order (spec README "Money"): calculated when the order completes, at
// the order's total before tax × the rate / 100 (half-up to whole rials); cancelled when the order is cancelled
// or rejected. Called inside the order's transition, under its row lock.
import { COMMISSION_STATUS, divRoundHalfUp, percentHundredths, rials } from '@sefaresh/shared-api/rules';
import { and, eq } from 'drizzle-orm';
import { dealerCommissions, orders } from '../../db/schema';
import type { Tx } from '../../db/client';
import { emitWebhookEvent } from '../webhooks/emit';

/** total × rate% in whole rials, half-up (rate with up to 2 decimals). */
export function commissionAmount(totalBeforeTax: string | bigint, rate: string | number): bigint {
  return divRoundHalfUp(rials(totalBeforeTax) * percentHundredths(String(rate)), 10000n);
}

export async function calculateCommission(tx: Tx, orderId: number, now: Date) {
  const [order] = await tx.select({ total: orders.quotedTotal }).from(orders).where(eq(orders.id, orderId));
  const [pending] = await tx
    .select()
    .from(dealerCommissions)
    .where(
      and(eq(dealerCommissions.orderId, orderId), eq(dealerCommissions.status, COMMISSION_STATUS.pending)),
    );
  if (!pending || !order) return;
  await tx
    .update(dealerCommissions)
    .set({
      status: COMMISSION_STATUS.calculated,
      amount: commissionAmount(order.total ?? '0', pending.rate).toString(),
      calculatedAt: now,
    })
    .where(eq(dealerCommissions.id, pending.id));
  await emitWebhookEvent(tx, 'commission.calculated', { kind: 'commission', id: pending.id }, now);
}

export async function cancelCommission(tx: Tx, orderId: number, now: Date) {
  await tx
    .update(dealerCommissions)
    .set({ status: COMMISSION_STATUS.cancelled, cancelledAt: now })
    .where(
      and(eq(dealerCommissions.orderId, orderId), eq(dealerCommissions.status, COMMISSION_STATUS.pending)),
    );
}
