// The customer's moves of their own order (spec 000 §4, spec README table): choose a price option per item,
// finalize (confirmed, pre-invoice issued), reject the quote, remove an item.
import { isOfficial, ORDER_TRANSITIONS, splitDue } from '@sefaresh/shared-api/rules';
import { and, eq, inArray } from 'drizzle-orm';
import { orderItems, orderPricingOptions, orders, products, type User } from '../../../db/schema';
import { badRequest, notFound, validationFailed, type FieldErrors } from '../../../lib/errors';
import { cancelCommission } from '../../commissions/record';
import type { SellerConfig } from '../../../config';
import { issueInvoice, withdrawPreInvoice } from '../../invoices/numbering';
import { confirmedNotice, dueOf, paymentInstructions } from '../../payments/instructions';
import { receivablesOf } from '../../receivables/figures';
import { recordAcceptance } from '../../quotes/acceptance';
import { createSchedule } from '../../receivables/schedule';
import { sendAcceptanceCode, tryAcceptanceCode, type AcceptanceCodeSent } from '../../quotes/acceptance-code';
import { assertQuoteValid } from '../../quotes/validity';
import { authorizeMove } from '../authorize';
import { lockOrder, notifyCustomer, recordEvent } from '../lifecycle';
import type { Tx } from '../../../db/client';
import { CUSTOMER_NOTICES, CUSTOMER_TEXTS } from '../messages';
import { pricedItems, recomputeTotals } from '../totals';

/** POST customer-select-option: one option of an item becomes the selected one. */
export async function selectOption(
  tx: Tx,
  user: User,
  orderId: number,
  body: { item_id: number; selected_option_id: number },
  now: Date,
) {
  const order = await lockOrder(tx, orderId);
  authorizeMove(order, 'select_option', user);
  assertQuoteValid(order, now);
  const [option] = await tx
    .select({ id: orderPricingOptions.id })
    .from(orderPricingOptions)
    .innerJoin(orderItems, eq(orderItems.id, orderPricingOptions.itemId))
    .where(
      and(
        eq(orderPricingOptions.id, body.selected_option_id),
        eq(orderPricingOptions.itemId, body.item_id),
        eq(orderItems.orderId, orderId),
        eq(orderItems.isActive, true),
      ),
    );
  if (!option) throw notFound(CUSTOMER_TEXTS.optionNotFound);
  await tx
    .update(orderPricingOptions)
    .set({ isSelected: false })
    .where(eq(orderPricingOptions.itemId, body.item_id));
  await tx.update(orderPricingOptions).set({ isSelected: true }).where(eq(orderPricingOptions.id, option.id));
  await recomputeTotals(tx, orderId, isOfficial(order.businessInvoiceType));
}

/** The locked order if the customer may finalize it now: theirs, waiting, valid, one option chosen per line. */
async function readyToFinalize(tx: Tx, user: User, orderId: number, now: Date) {
  const order = await lockOrder(tx, orderId);
  authorizeMove(order, 'finalize', user);
  assertQuoteValid(order, now);
  const items = await pricedItems(tx, orderId);
  const problems: FieldErrors = {};
  const autoSelect: number[] = [];
  for (const item of items) {
    const selected = item.options.filter((o) => o.isSelected);
    if (selected.length === 1) continue;
    if (selected.length === 0 && item.options.length === 1) autoSelect.push(item.options[0].id);
    else problems[`items.${item.itemId}`] = [CUSTOMER_TEXTS.chooseOption(item.productName)];
  }
  if (Object.keys(problems).length) throw validationFailed(problems, CUSTOMER_TEXTS.selectionsIncomplete);
  return { order, items, autoSelect };
}

/**
 * POST finalize-selections: every active item needs one chosen option (an item with a single option takes it);
 * the totals are fixed from the choices and the pre-invoice is issued.
 */
export async function finalizeSelections(
  tx: Tx,
  user: User,
  orderId: number,
  now: Date,
  seller: SellerConfig,
  clientAddress: string | null,
) {
  const { order, items, autoSelect } = await readyToFinalize(tx, user, orderId, now);
  if (autoSelect.length) {
    await tx
      .update(orderPricingOptions)
      .set({ isSelected: true })
      .where(inArray(orderPricingOptions.id, autoSelect));
  }
  for (const item of items) {
    await tx.update(orderItems).set({ finalQuantity: item.quantity }).where(eq(orderItems.id, item.itemId));
  }
  await recomputeTotals(tx, orderId, isOfficial(order.businessInvoiceType));
  await createSchedule(tx, orderId, now, seller.payment_deadline_days);
  // the quote's pre-invoice gives way to the confirmed one: a new number for the chosen terms, and its issue
  // time is the confirmation the payment deadline counts from
  await withdrawPreInvoice(tx, orderId);
  await issueInvoice(tx, orderId, 'pre', now);
  await recordEvent(tx, {
    order,
    actor: user,
    to: ORDER_TRANSITIONS.finalize.to,
    note: CUSTOMER_TEXTS.finalizedEvent,
    now,
  });
  await recordAcceptance(tx, { order, user, now, clientAddress, seller });
  const [fixed] = await tx
    .select({ totalWithTax: orders.totalWithTax })
    .from(orders)
    .where(eq(orders.id, orderId));
  const schedule = (await receivablesOf(tx, [orderId], now)).get(orderId)?.instalments ?? null;
  const payment = paymentInstructions(
    {
      id: order.id,
      status: ORDER_TRANSITIONS.finalize.to,
      amountDue: fixed.totalWithTax,
      confirmedAt: now,
      schedule,
    },
    seller,
  );
  const later = schedule ? splitDue(schedule.map(dueOf), payment?.deadline ?? now).later : [];
  await notifyCustomer(
    tx,
    order,
    'order_confirmed',
    payment ? confirmedNotice(payment, later) : CUSTOMER_NOTICES.confirmed(order.id),
    now,
  );
}

/**
 * finalize-selections with ACCEPTANCE_CODE: without a code, the checks of finalize and then a code sent (`sent`);
 * with one, a try of it (`wrong` is committed: the try counts) and, when right, the finalize itself (`done`).
 */
export async function finalizeWithCode(
  tx: Tx,
  user: User,
  orderId: number,
  now: Date,
  seller: SellerConfig,
  clientAddress: string | null,
  code: string | undefined,
  secret: string,
): Promise<{ sent: AcceptanceCodeSent } | { wrong: true } | { done: true }> {
  const { order } = await readyToFinalize(tx, user, orderId, now);
  if (code === undefined) return { sent: await sendAcceptanceCode(tx, order, user, now, secret) };
  if (!(await tryAcceptanceCode(tx, order, user, code, now, secret))) return { wrong: true };
  await finalizeSelections(tx, user, orderId, now, seller, clientAddress);
  return { done: true };
}

async function rejectOrder(
  tx: Tx,
  user: User,
  order: Awaited<ReturnType<typeof lockOrder>>,
  reason: string,
  now: Date,
) {
  await tx.update(orders).set({ customerRejectionReason: reason }).where(eq(orders.id, order.id));
  await cancelCommission(tx, order.id, now);
  await recordEvent(tx, { order, actor: user, to: ORDER_TRANSITIONS.customer_reject.to, note: reason, now });
  await notifyCustomer(tx, order, 'order_rejected', CUSTOMER_NOTICES.rejected(order.id), now);
}

const reasonOrFail = (reason: string | undefined) => {
  const text = (reason ?? '').trim();
  if (!text)
    throw badRequest(CUSTOMER_TEXTS.reasonRequired, { rejection_reason: [CUSTOMER_TEXTS.reasonRequired] });
  return text;
};

/** POST customer-reject: the whole quote (or the request) is declined with a reason. */
export async function customerReject(
  tx: Tx,
  user: User,
  orderId: number,
  reason: string | undefined,
  now: Date,
) {
  const order = await lockOrder(tx, orderId);
  authorizeMove(order, 'customer_reject', user);
  const text = reasonOrFail(reason);
  await rejectOrder(tx, user, order, text, now);
}

/**
 * DELETE customer-remove-item: the item is marked removed; removing the last active item needs
 * reject_entire_order and a reason, and rejects the order.
 */
export async function customerRemoveItem(
  tx: Tx,
  user: User,
  orderId: number,
  itemId: number,
  body: { reject_entire_order?: boolean; rejection_reason?: string },
  now: Date,
) {
  const order = await lockOrder(tx, orderId);
  authorizeMove(order, 'customer_remove_item', user);
  const active = await tx
    .select({ id: orderItems.id, productName: products.name })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.isActive, true)));
  const item = active.find((i) => i.id === itemId);
  if (!item) throw notFound(CUSTOMER_TEXTS.itemNotFound);
  if (active.length === 1) {
    if (!body.reject_entire_order) {
      throw badRequest(CUSTOMER_TEXTS.lastItemNeedsReject, {
        reject_entire_order: [CUSTOMER_TEXTS.lastItemNeedsReject],
      });
    }
    const text = reasonOrFail(body.rejection_reason);
    await tx.update(orderItems).set({ isActive: false, removedAt: now }).where(eq(orderItems.id, itemId));
    await rejectOrder(tx, user, order, text, now);
    return;
  }
  await tx.update(orderItems).set({ isActive: false, removedAt: now }).where(eq(orderItems.id, itemId));
  await recomputeTotals(tx, orderId, isOfficial(order.businessInvoiceType));
  await recordEvent(tx, { order, actor: user, note: CUSTOMER_TEXTS.itemRemovedEvent(item.productName), now });
}
