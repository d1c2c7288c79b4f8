// Paying a dealer's commission (spec README "Dealers, catalogue and people": only payable, i.e. calculated,
// commissions can be paid, with paid_at and a payment reference; 409 otherwise and nothing is paid). The admin
// commissions page wires it to a route; the demo seed and the tests use it as it is.
import { eq } from 'drizzle-orm';
import { dealerCommissions } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Tx } from '../../db/client';
import { emitWebhookEvent } from '../webhooks/emit';
import { COMMISSION_STATUS } from '@sefaresh/shared-api/rules';
import type { CommissionBasis } from '../../config/receivables';
import { payoutBlockedReasons } from './payout-gate';

export const PAY_COMMISSION_TEXTS = {
  notFound: 'کمیسیون پیدا نشد',
  notPayable: 'فقط کمیسیون محاسبه‌شده و پرداخت‌نشده قابل پرداخت است',
  referenceRequired: 'شماره پیگیری پرداخت الزامی است',
  referenceTooLong: 'شماره پیگیری پرداخت نباید بیش از ۶۴ کاراکتر باشد',
} as const;

/**
 * Marks a calculated commission paid, under its row lock; answers the paid record. With COMMISSION_BASIS=paid, 409
 * until its order's instalments are all paid.
 */
export async function payCommission(
  tx: Tx,
  commissionId: number,
  reference: string,
  now: Date,
  basis: CommissionBasis = 'completion',
) {
  const ref = reference.trim();
  if (!ref)
    throw badRequest(PAY_COMMISSION_TEXTS.referenceRequired, {
      payment_reference: [PAY_COMMISSION_TEXTS.referenceRequired],
    });
  if (ref.length > 64)
    throw badRequest(PAY_COMMISSION_TEXTS.referenceTooLong, {
      payment_reference: [PAY_COMMISSION_TEXTS.referenceTooLong],
    });
  const [record] = await tx
    .select()
    .from(dealerCommissions)
    .where(eq(dealerCommissions.id, commissionId))
    .for('update');
  if (!record) throw notFound(PAY_COMMISSION_TEXTS.notFound);
  if (record.status !== COMMISSION_STATUS.calculated) throw conflict(PAY_COMMISSION_TEXTS.notPayable);
  const blocked = (await payoutBlockedReasons(tx, basis, [record], now)).get(record.id);
  if (blocked) throw conflict(blocked);
  const [paid] = await tx
    .update(dealerCommissions)
    .set({ status: COMMISSION_STATUS.paid, paidAt: now, paymentReference: ref })
    .where(eq(dealerCommissions.id, commissionId))
    .returning();
  await emitWebhookEvent(tx, 'commission.paid', { kind: 'commission', id: paid.id }, now);
  return paid;
}
