// Dealer assignment moves of the transition table (spec README: assign-dealer, remove-dealer by staff in any
// status but completed, cancelled, rejected; update-dealer-notes by the assigned dealer or staff in any status).
// Each runs in the caller's transaction on the locked order row, writes an order event (status unchanged) and
// keeps the order's commission record in step (spec README "Money"):
// - assigning creates the order's pending commission record, or updates the pending one when the dealer is the
//   same (rate, is_custom_rate, notes); a pending record of another dealer is cancelled and a new one created;
// - removing cancels the pending record.
// The effective rate is the custom rate when given, else the dealer's default; above 0, at most 50. A custom rate
// has at most one decimal (spec 001 §5: step 0.1); a default rate is taken as the dealer management stored it.
import {
  COMMISSION_RATE_DECIMALS,
  COMMISSION_STATUS,
  MAX_COMMISSION_RATE,
  MIN_COMMISSION_RATE,
  normalizeDigits,
} from '@sefaresh/shared-api/rules';
import { and, eq } from 'drizzle-orm';
import { dealerCommissions, orders, users, type User } from '../../../db/schema';
import { badRequest, conflict } from '../../../lib/errors';
import { enqueueEmailAndSms } from '../../notifications/service';
import { authorizeMove } from '../authorize';
import { lockOrder, recordEvent } from '../lifecycle';
import type { Tx } from '../../../db/client';
import { DEALER_NOTICES, DEALER_TEXTS } from './dealer-messages';

export interface AssignDealerInput {
  dealer_id?: number | null;
  dealer_notes?: string | null;
  custom_commission_rate?: number | string | null;
}

const RATE_FIELD = 'custom_commission_rate';

/** A percentage ('7.5', 7.5, '۷٫۵') in hundredths of a percent; null when it is not a number. */
function rateHundredths(value: number | string): bigint | null {
  const text = normalizeDigits(String(value)).trim().replace('٫', '.');
  const m = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return null;
  const frac = (m[3] ?? '').replace(/0+$/, '');
  if (frac.length > 2) return BigInt(m[2]) * 100n + 1n; // more than 2 decimals: rejected by the caller anyway
  const n = BigInt(m[2]) * 100n + BigInt(frac.padEnd(2, '0'));
  return m[1] ? -n : n;
}

/** '7.50' style, as stored in numeric(5,2). */
const rateText = (hundredths: bigint) => `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;

/** The effective rate in hundredths, or a 400 naming the problem. */
function effectiveRate(custom: number | string | null | undefined, defaultRate: string | null) {
  const isCustom = custom !== undefined && custom !== null && String(custom).trim() !== '';
  const source = isCustom ? custom : defaultRate;
  const fail = (message: string) => badRequest(message, { [RATE_FIELD]: [message] });
  if (source === null || source === undefined) throw fail(DEALER_TEXTS.rateAboveZero);
  const value = rateHundredths(source);
  if (value === null) throw fail(DEALER_TEXTS.rateNotNumber);
  if (value <= BigInt(MIN_COMMISSION_RATE) * 100n) throw fail(DEALER_TEXTS.rateAboveZero);
  if (value > BigInt(MAX_COMMISSION_RATE) * 100n) throw fail(DEALER_TEXTS.rateAtMost50);
  if (isCustom) {
    const text = normalizeDigits(String(custom)).trim().replace('٫', '.');
    const decimals = (text.split('.')[1] ?? '').replace(/0+$/, '');
    if (decimals.length > COMMISSION_RATE_DECIMALS) throw fail(DEALER_TEXTS.rateOneDecimal);
  }
  return { hundredths: value, isCustom };
}

/**
 * POST assign-dealer. Answers the dealer's name and the stored rate ('7.50') for the success message.
 */
export async function assignDealer(
  tx: Tx,
  actor: User,
  orderId: number,
  input: AssignDealerInput,
  now: Date,
) {
  const order = await lockOrder(tx, orderId);
  authorizeMove(order, 'assign_dealer', actor);

  if (input.dealer_id === undefined || input.dealer_id === null) {
    throw badRequest(DEALER_TEXTS.chooseDealer, { dealer_id: [DEALER_TEXTS.chooseDealer] });
  }
  const [dealer] = await tx.select().from(users).where(eq(users.id, input.dealer_id));
  if (!dealer || !dealer.isDealer || !dealer.isActive) {
    throw badRequest(DEALER_TEXTS.invalidDealer, { dealer_id: [DEALER_TEXTS.invalidDealer] });
  }
  // a dealer's commission on their own purchase would be a discount nobody approved
  if (dealer.id === order.customerId) {
    throw badRequest(DEALER_TEXTS.ownOrder, { dealer_id: [DEALER_TEXTS.ownOrder] });
  }
  const rate = effectiveRate(input.custom_commission_rate, dealer.dealerCommissionRate);
  const defaultHundredths =
    dealer.dealerCommissionRate === null ? null : rateHundredths(dealer.dealerCommissionRate);
  const rateValue = rateText(rate.hundredths);
  const isCustomRate = rate.isCustom && rate.hundredths !== defaultHundredths;

  const sameDealer = order.assignedDealerId === dealer.id;
  const notes =
    input.dealer_notes !== undefined && input.dealer_notes !== null
      ? input.dealer_notes.trim()
      : sameDealer
        ? order.dealerNotes
        : '';

  const [pending] = await tx
    .select()
    .from(dealerCommissions)
    .where(
      and(eq(dealerCommissions.orderId, orderId), eq(dealerCommissions.status, COMMISSION_STATUS.pending)),
    )
    .for('update');
  if (pending && pending.dealerId === dealer.id) {
    await tx
      .update(dealerCommissions)
      .set({ rate: rateValue, isCustomRate, notes, assignedBy: actor.id })
      .where(eq(dealerCommissions.id, pending.id));
  } else {
    if (pending) {
      await tx
        .update(dealerCommissions)
        .set({ status: COMMISSION_STATUS.cancelled, cancelledAt: now })
        .where(eq(dealerCommissions.id, pending.id));
    }
    await tx.insert(dealerCommissions).values({
      orderId,
      dealerId: dealer.id,
      rate: rateValue,
      isCustomRate,
      notes,
      status: COMMISSION_STATUS.pending,
      assignedBy: actor.id,
      createdAt: now,
    });
  }

  await tx
    .update(orders)
    .set({
      assignedDealerId: dealer.id,
      dealerAssignedAt: sameDealer && order.dealerAssignedAt ? order.dealerAssignedAt : now,
      dealerNotes: notes,
    })
    .where(eq(orders.id, orderId));
  await recordEvent(tx, {
    order,
    actor,
    note: DEALER_TEXTS.assignedEvent(dealer.name, dealer.dealerCode, rateValue),
    now,
  });

  await enqueueEmailAndSms(
    tx,
    { userId: dealer.id, email: dealer.email, phone: dealer.phone, phoneVerifiedAt: dealer.phoneVerifiedAt },
    { kind: 'dealer_assigned', orderId, ...DEALER_NOTICES.assigned(orderId, rateValue) },
    now,
  );
  return { dealerName: dealer.name, rate: rateValue };
}

/** POST remove-dealer: the pending commission is cancelled and the dealer fields cleared; 409 without a dealer. */
export async function removeDealer(tx: Tx, actor: User, orderId: number, now: Date) {
  const order = await lockOrder(tx, orderId);
  authorizeMove(order, 'remove_dealer', actor);
  if (order.assignedDealerId === null) throw conflict(DEALER_TEXTS.noDealer);
  const [dealer] = await tx
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, order.assignedDealerId));
  await tx
    .update(dealerCommissions)
    .set({ status: COMMISSION_STATUS.cancelled, cancelledAt: now })
    .where(
      and(eq(dealerCommissions.orderId, orderId), eq(dealerCommissions.status, COMMISSION_STATUS.pending)),
    );
  await tx
    .update(orders)
    .set({ assignedDealerId: null, dealerAssignedAt: null, dealerNotes: '' })
    .where(eq(orders.id, orderId));
  await recordEvent(tx, { order, actor, note: DEALER_TEXTS.removedEvent(dealer?.name ?? ''), now });
}

/** POST update-dealer-notes: the assigned dealer or staff, in any status. */
export async function updateDealerNotes(tx: Tx, actor: User, orderId: number, notes: string, now: Date) {
  const order = await lockOrder(tx, orderId);
  authorizeMove(order, 'update_dealer_notes', actor);
  await tx.update(orders).set({ dealerNotes: notes.trim() }).where(eq(orders.id, orderId));
  await recordEvent(tx, { order, actor, note: DEALER_TEXTS.notesEvent, now });
}
