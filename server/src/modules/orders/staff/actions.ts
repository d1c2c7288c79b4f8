// The staff's moves of an order besides pricing (spec 001 §7, spec README table): remove an item, verify the
// payment, complete, cancel, change the invoice type. Each runs in the caller's transaction on a locked order.
import {
  isOfficial,
  ORDER_TRANSITIONS,
  RECEIPT_REVIEW,
  STATUS,
  type InvoiceType,
} from '@sefaresh/shared-api/rules';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  customerInvoiceInfo,
  orderItems,
  orders,
  paymentReceipts,
  products,
  users,
  type User,
} from '../../../db/schema';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { cancelCommission, calculateCommission } from '../../commissions/record';
import { issueInvoice } from '../../invoices/numbering';
import { accountCustomerInfo } from '../customer-info';
import { authorizeMove } from '../authorize';
import { lockOrder, notifyCustomer, recordEvent, reduceStock } from '../lifecycle';
import type { Tx } from '../../../db/client';
import { CUSTOMER_NOTICES, STAFF_TEXTS } from '../messages';
import { recomputeTotals } from '../totals';

/** DELETE remove-item: the item leaves the quote; the last active item cannot go (cancel the order instead). */
export async function removeItem(tx: Tx, user: User, orderId: number, itemId: number, now: Date) {
  const order = await lockOrder(tx, orderId);
  authorizeMove(order, 'staff_remove_item', user);
  const items = await tx
    .select({ id: orderItems.id, isActive: orderItems.isActive, productName: products.name })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId));
  const item = items.find((i) => i.id === itemId && i.isActive);
  if (!item) throw notFound(STAFF_TEXTS.itemNotFound);
  if (items.filter((i) => i.isActive).length === 1) throw conflict(STAFF_TEXTS.lastItem);
  await tx.update(orderItems).set({ isActive: false, removedAt: now }).where(eq(orderItems.id, itemId));
  await recomputeTotals(tx, orderId, isOfficial(order.businessInvoiceType));
  await recordEvent(tx, { order, actor: user, note: STAFF_TEXTS.itemRemoved(item.productName), now });
}

/** Issues the final invoice, stamps completion, reduces stock and calculates the dealer's commission. */
async function completeOrder(tx: Tx, orderId: number, now: Date) {
  await tx.update(orders).set({ completionDate: now }).where(eq(orders.id, orderId));
  await issueInvoice(tx, orderId, 'final', now);
  await reduceStock(tx, orderId);
  await calculateCommission(tx, orderId, now);
}

/** POST verify-payment: true completes the order; false returns it to confirmed for a new receipt. */
export async function verifyPayment(
  tx: Tx,
  user: User,
  orderId: number,
  body: { payment_verified: boolean; payment_notes?: string },
  now: Date,
) {
  const order = await lockOrder(tx, orderId);
  authorizeMove(order, 'verify_payment', user);
  const notes = (body.payment_notes ?? '').trim();
  const open = and(eq(paymentReceipts.orderId, orderId), isNull(paymentReceipts.reviewedAt));
  if (body.payment_verified) {
    await tx
      .update(paymentReceipts)
      .set({
        reviewStatus: RECEIPT_REVIEW.verified,
        verifiedAmount: sql`${paymentReceipts.amount}`,
        reviewedAt: now,
        reviewedBy: user.id,
        adminNotes: notes,
      })
      .where(open);
    await tx
      .update(orders)
      .set({ paymentVerifiedAt: now, paymentNotes: notes })
      .where(eq(orders.id, orderId));
    await completeOrder(tx, orderId, now);
    await recordEvent(tx, {
      order,
      actor: user,
      to: STATUS.completed,
      note: notes || STAFF_TEXTS.paymentVerified,
      now,
    });
    await notifyCustomer(tx, order, 'order_completed', CUSTOMER_NOTICES.completed(order.id), now);
  } else {
    await tx
      .update(paymentReceipts)
      .set({
        reviewStatus: RECEIPT_REVIEW.rejected,
        rejectionReason: notes,
        reviewedAt: now,
        reviewedBy: user.id,
        adminNotes: notes,
      })
      .where(open);
    await tx.update(orders).set({ paymentNotes: notes }).where(eq(orders.id, orderId));
    await recordEvent(tx, {
      order,
      actor: user,
      to: STATUS.confirmed,
      note: notes || STAFF_TEXTS.paymentRejected,
      now,
    });
    await notifyCustomer(
      tx,
      order,
      'payment_rejected',
      CUSTOMER_NOTICES.paymentRejected(order.id, notes),
      now,
    );
  }
}

/** POST complete: a confirmed order paid outside the system. */
export async function complete(tx: Tx, user: User, orderId: number, now: Date) {
  const order = await lockOrder(tx, orderId);
  authorizeMove(order, 'complete', user);
  await completeOrder(tx, orderId, now);
  await recordEvent(tx, {
    order,
    actor: user,
    to: ORDER_TRANSITIONS.complete.to,
    note: STAFF_TEXTS.completedOutside,
    now,
  });
  await notifyCustomer(tx, order, 'order_completed', CUSTOMER_NOTICES.completed(order.id), now);
}

/** POST cancel: any status but completed (and not twice); the reason is required. */
export async function cancel(tx: Tx, user: User, orderId: number, reason: string, now: Date) {
  const order = await lockOrder(tx, orderId);
  authorizeMove(order, 'cancel', user);
  const text = reason.trim();
  if (!text) throw badRequest(STAFF_TEXTS.reasonRequired, { reason: [STAFF_TEXTS.reasonRequired] });
  await tx.update(orders).set({ cancellationReason: text }).where(eq(orders.id, orderId));
  await cancelCommission(tx, orderId, now);
  await recordEvent(tx, { order, actor: user, to: ORDER_TRANSITIONS.cancel.to, note: text, now });
  await notifyCustomer(tx, order, 'order_cancelled', CUSTOMER_NOTICES.cancelled(order.id, text), now);
}

/**
 * POST update-business-invoice-type: totals follow (tax only on official). Switching to official without the
 * buyer's data on the order takes the customer's saved invoice info, else their name, phone and company.
 */
export async function updateInvoiceType(tx: Tx, user: User, orderId: number, type: InvoiceType, now: Date) {
  const order = await lockOrder(tx, orderId);
  authorizeMove(order, 'change_invoice_type', user);
  if (order.businessInvoiceType === type) return STAFF_TEXTS.invoiceTypeUnchanged;
  let customerInfo = order.customerInfo;
  if (isOfficial(type) && !customerInfo) {
    const [saved] = await tx
      .select({ info: customerInvoiceInfo.info })
      .from(customerInvoiceInfo)
      .where(eq(customerInvoiceInfo.userId, order.customerId));
    const [customer] = await tx.select().from(users).where(eq(users.id, order.customerId));
    customerInfo = saved?.info ?? accountCustomerInfo(customer);
  }
  await tx.update(orders).set({ businessInvoiceType: type, customerInfo }).where(eq(orders.id, orderId));
  await recomputeTotals(tx, orderId, isOfficial(type));
  await recordEvent(tx, { order, actor: user, note: STAFF_TEXTS.invoiceTypeEvent(type), now });
  return STAFF_TEXTS.invoiceTypeChanged(type);
}
