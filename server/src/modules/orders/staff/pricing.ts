// update-multiple-pricing (spec 001 §2.2, §5; spec README table): staff set, per active item, the final quantity,
// 1 to 10 payment terms with unit price and discount, and notes. Every problem names the product.
import {
  customDueDaysProblem,
  isOfficial,
  MAX_PRICING_TERMS,
  MAX_UNIT_PRICE,
  MESSAGES,
  MIN_PRICING_TERMS,
  ORDER_TRANSITIONS,
  PAYMENT_TERM,
  paymentTermKey,
  paymentTermLabel,
  percentHundredths,
  plainDigits,
  STATUS,
  statusAllows,
  type PaymentTerm,
} from '@sefaresh/shared-api/rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { Static } from 'typebox';
import { orderItems, orderPricingOptions, orders, type User } from '../../../db/schema';
import { conflict, validationFailed, type FieldErrors } from '../../../lib/errors';
import { issueInvoice, withdrawPreInvoice } from '../../invoices/numbering';
import { QUOTE_TEXTS } from '../../quotes/messages';
import { snapshotVersion } from '../../quotes/snapshot';
import { versionValidUntil } from '../../quotes/validity';
import { deleteSchedule } from '../../receivables/schedule';
import { authorizeMove } from '../authorize';
import { lockOrder, notifyCustomer, recordEvent } from '../lifecycle';
import type { Tx } from '../../../db/client';
import { CUSTOMER_NOTICES, PRICING_TEXTS } from '../messages';
import type { UpdatePricingBody } from '../schemas';
import { pricedItems, recomputeTotals } from '../totals';

interface CleanOption {
  paymentTerm: PaymentTerm;
  customTermLabel: string;
  customDueDays: number | null;
  unitPrice: string;
  discountPercentage: string;
}

/** Whole rials from a number or digit string; null when it is not a positive whole amount. */
function wholeRials(value: number | string): string | null {
  const text = String(value).trim();
  const m = /^(\d+)(?:\.0*)?$/.exec(text);
  if (!m) return null;
  const amount = BigInt(m[1]);
  return amount > 0n && amount < MAX_UNIT_PRICE ? amount.toString() : null;
}

function discountOf(value: number | string | undefined | null): string | null {
  if (value === undefined || value === null || String(value).trim() === '') return '0';
  try {
    const hundredths = percentHundredths(String(value));
    if (hundredths > 10000n) return null;
    return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
  } catch {
    return null;
  }
}

export async function updateMultiplePricing(
  tx: Tx,
  user: User,
  orderId: number,
  body: Static<typeof UpdatePricingBody>,
  now: Date,
  validDays: number,
) {
  const order = await lockOrder(tx, orderId);
  const status = order.status;
  const notify = body.notify_customer === true;
  authorizeMove(order, 'price', user);
  // a confirmed or paid order is priced again only by sending the quote back to the customer; an order whose
  // customer asked for a new price is always answered with one
  if (!notify && status !== STATUS.revisionRequested && !statusAllows('reprice_quietly', status)) {
    throw conflict(PRICING_TEXTS.notifyRequired);
  }

  const items = await pricedItems(tx, orderId);
  const byId = new Map(items.map((i) => [i.itemId, i]));
  const problems: FieldErrors = {};
  const add = (key: string, message: string) => {
    (problems[key] ??= []).push(message);
  };
  const cleaned = new Map<
    number,
    { finalQuantity: number; adminNotes: string | undefined; options: CleanOption[] }
  >();

  body.items.forEach((input, index) => {
    const item = byId.get(input.item_id);
    if (!item) return add(`items.${index}.item_id`, PRICING_TEXTS.itemNotInOrder);
    if (cleaned.has(item.itemId))
      return add(`items.${index}.item_id`, PRICING_TEXTS.itemTwice(item.productName));
    const name = item.productName;
    if (!Number.isInteger(input.final_quantity) || input.final_quantity < 1) {
      add(`items.${index}.final_quantity`, PRICING_TEXTS.quantity(name));
    }
    const count = input.pricing_options.length;
    if (count < MIN_PRICING_TERMS || count > MAX_PRICING_TERMS)
      add(`items.${index}.pricing_options`, PRICING_TEXTS.termCount(name));
    const seen = new Set<string>();
    const options: CleanOption[] = [];
    input.pricing_options.forEach((o, j) => {
      const key = `items.${index}.pricing_options.${j}`;
      const label = (o.custom_term_label ?? '').trim();
      const custom = o.payment_term === PAYMENT_TERM.custom;
      if (custom && !label) add(`${key}.custom_term_label`, PRICING_TEXTS.customLabel(name));
      const daysProblem = customDueDaysProblem(o.payment_term, o.custom_due_days);
      if (daysProblem) add(`${key}.custom_due_days`, daysProblem);
      const identity = paymentTermKey(o.payment_term, label);
      if (seen.has(identity))
        add(
          `${key}.payment_term`,
          PRICING_TEXTS.duplicateTerm(paymentTermLabel(o.payment_term, label), name),
        );
      seen.add(identity);
      const unitPrice = wholeRials(o.unit_price);
      if (!unitPrice)
        add(`${key}.unit_price`, PRICING_TEXTS.unitPrice(paymentTermLabel(o.payment_term, label), name));
      const discount = discountOf(o.discount_percentage);
      if (discount === null) add(`${key}.discount_percentage`, PRICING_TEXTS.discount(name));
      options.push({
        paymentTerm: o.payment_term,
        customTermLabel: custom ? label : '',
        customDueDays: custom && !daysProblem ? Number(plainDigits(String(o.custom_due_days))) : null,
        unitPrice: unitPrice ?? '0',
        discountPercentage: discount ?? '0',
      });
    });
    cleaned.set(item.itemId, {
      finalQuantity: input.final_quantity,
      adminNotes: input.admin_notes?.trim(),
      options,
    });
  });
  for (const item of items) {
    if (!cleaned.has(item.itemId) && item.options.length === 0) {
      add(`items`, PRICING_TEXTS.missingPrice(item.productName));
    }
  }
  if (Object.keys(problems).length) {
    throw validationFailed(problems, Object.values(problems)[0][0] ?? MESSAGES.fixFormErrors);
  }

  const clearSelections = notify || status !== STATUS.waitingCustomerApproval;
  for (const [itemId, input] of cleaned) {
    const previous = byId.get(itemId)!.options;
    await tx
      .update(orderItems)
      .set({
        finalQuantity: input.finalQuantity,
        ...(input.adminNotes !== undefined ? { adminNotes: input.adminNotes } : {}),
      })
      .where(eq(orderItems.id, itemId));
    await tx.delete(orderPricingOptions).where(eq(orderPricingOptions.itemId, itemId));
    const keptSelection = clearSelections ? null : previous.find((p) => p.isSelected);
    await tx.insert(orderPricingOptions).values(
      input.options.map((o) => ({
        itemId,
        ...o,
        isSelected:
          !!keptSelection &&
          keptSelection.paymentTerm === o.paymentTerm &&
          keptSelection.customTermLabel === o.customTermLabel &&
          keptSelection.customDueDays === o.customDueDays,
      })),
    );
  }
  if (clearSelections) {
    const ids = items.map((i) => i.itemId);
    if (ids.length) {
      await tx
        .update(orderPricingOptions)
        .set({ isSelected: false })
        .where(and(inArray(orderPricingOptions.itemId, ids), eq(orderPricingOptions.isSelected, true)));
    }
  }

  await tx
    .update(orders)
    .set({
      pricedBy: user.id,
      pricingDate: now,
      ...(body.admin_comment !== undefined ? { adminComment: body.admin_comment.trim() } : {}),
    })
    .where(eq(orders.id, orderId));
  await recomputeTotals(tx, orderId, isOfficial(order.businessInvoiceType));
  // every pricing leaves the order waiting for the customer's choice: the schedule of an earlier confirmation goes
  await deleteSchedule(tx, orderId);
  // each quote is a numbered pre-invoice: new prices, a new number; the confirmation issues the
  // pre-invoice of the chosen terms under a number of its own
  await withdrawPreInvoice(tx, orderId);
  await issueInvoice(tx, orderId, 'pre', now);

  const sendsQuote = status !== STATUS.waitingCustomerApproval || notify;
  const validUntil =
    sendsQuote || body.valid_until ? versionValidUntil(body.valid_until, now, validDays) : undefined;
  const version = await snapshotVersion(tx, { order, pricer: user, now, newVersion: sendsQuote, validUntil });
  await recordEvent(tx, {
    order,
    actor: user,
    to: ORDER_TRANSITIONS.price.to,
    note: sendsQuote
      ? `${PRICING_TEXTS.eventSent}\n${QUOTE_TEXTS.versionEvent(version, validUntil ?? now)}`
      : `${PRICING_TEXTS.eventCorrected}\n${QUOTE_TEXTS.versionCorrectedEvent(version)}`,
    now,
  });
  if (sendsQuote)
    await notifyCustomer(tx, order, 'pricing_ready', CUSTOMER_NOTICES.pricingReady(order.id), now);
}
