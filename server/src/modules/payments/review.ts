// Staff review one receipt on its own (docs/contracts.md "Money after the quote"): verify it, confirming the
// customer's amount or correcting it (what the instalments count as paid), or reject it with a reason the customer
// is told. A reviewed receipt is not reviewed again. The order's status does not move: verify-payment and complete
// keep the spec's meaning.
import {
  amountProblem,
  MONEY_NOTE_MAX_LENGTH,
  plainDigits,
  RECEIPT_REVIEW,
  RECEIVABLE_FIELD_MESSAGES,
} from '@sefaresh/shared-api/rules';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { paymentReceipts, type User } from '../../db/schema';
import { conflict, notFound, validationFailed } from '../../lib/errors';
import { formatAmount } from '../invoices/pdf-text';
import { authorizeMove } from '../orders/authorize';
import { lockOrder, notifyCustomer, recordEvent } from '../orders/lifecycle';
import { RECEIPT_TEXTS } from './messages';

export interface ReviewBody {
  decision: 'verify' | 'reject';
  amount?: string;
  reason?: string;
}

export async function reviewReceipt(
  tx: Tx,
  user: User,
  orderId: number,
  receiptId: number,
  body: ReviewBody,
  now: Date,
): Promise<void> {
  const order = await lockOrder(tx, orderId);
  authorizeMove(order, 'review_receipt', user);
  const [receipt] = await tx
    .select()
    .from(paymentReceipts)
    .where(and(eq(paymentReceipts.id, receiptId), eq(paymentReceipts.orderId, orderId)))
    .for('update');
  if (!receipt) throw notFound(RECEIPT_TEXTS.notFound);
  if (receipt.reviewStatus !== RECEIPT_REVIEW.pending) throw conflict(RECEIPT_TEXTS.alreadyReviewed);
  const reviewed = { reviewedAt: now, reviewedBy: user.id };
  if (body.decision === 'verify') {
    const given = body.amount ?? receipt.amount ?? '';
    const problem = given === '' ? RECEIPT_TEXTS.amountToVerify : amountProblem(given);
    if (problem) throw validationFailed({ amount: [problem] }, problem);
    const amount = BigInt(plainDigits(given).replace(/[,٬،]/g, '')).toString();
    await tx
      .update(paymentReceipts)
      .set({ ...reviewed, reviewStatus: RECEIPT_REVIEW.verified, verifiedAmount: amount })
      .where(eq(paymentReceipts.id, receiptId));
    await recordEvent(tx, {
      order,
      actor: user,
      note: RECEIPT_TEXTS.reviewVerifiedEvent(formatAmount(amount)),
      now,
    });
    return;
  }
  const reason = (body.reason ?? '').trim();
  const reasonProblem = !reason
    ? RECEIVABLE_FIELD_MESSAGES.reasonRequired
    : Array.from(reason).length > MONEY_NOTE_MAX_LENGTH
      ? RECEIVABLE_FIELD_MESSAGES.tooLong(MONEY_NOTE_MAX_LENGTH)
      : null;
  if (reasonProblem) throw validationFailed({ reason: [reasonProblem] }, reasonProblem);
  await tx
    .update(paymentReceipts)
    .set({ ...reviewed, reviewStatus: RECEIPT_REVIEW.rejected, rejectionReason: reason })
    .where(eq(paymentReceipts.id, receiptId));
  await recordEvent(tx, { order, actor: user, note: RECEIPT_TEXTS.reviewRejectedEvent(reason), now });
  await notifyCustomer(
    tx,
    order,
    'payment_rejected',
    RECEIPT_TEXTS.receiptRejectedNotice(order.id, reason),
    now,
  );
}
