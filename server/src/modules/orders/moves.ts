// Every move of the transition table (spec README, "who may move an order where") as a service method that owns
// its transaction: the move runs on the locked order row (lifecycle.ts), and the answer is the order as the
// caller now sees it. Routes call these; none composes a transaction itself.
import { type InvoiceType } from '@sefaresh/shared-api/rules';
import type { Static } from 'typebox';
import type { SellerConfig } from '../../config';
import type { QuotesConfig } from '../../config/quotes';
import type { Db } from '../../db/client';
import type { User } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest } from '../../lib/errors';
import { MESSAGES } from '@sefaresh/shared-api/rules';
import {
  assignDealer,
  removeDealer,
  updateDealerNotes,
  type AssignDealerInput,
} from './staff/dealer-assignment';
import { DEALER_TEXTS } from './staff/dealer-messages';
import * as customer from './customer/actions';
import type { Tx } from '../../db/client';
import { updateMultiplePricing } from './staff/pricing';
import type { OrderDetail, UpdatePricingBody } from './schemas';
import * as staff from './staff/actions';
import { reviewReceipt, type ReviewBody } from '../payments/review';

type OrderAnswer = Static<typeof OrderDetail>;

export function createOrderMoves({
  db,
  clock,
  seller,
  quotes,
  codeSecret,
  getForUser,
}: {
  db: Db;
  clock: Clock;
  /** The bank account and deadline the order-confirmed messages carry; the seller of the accepted pre-invoice. */
  seller: SellerConfig;
  quotes: Pick<QuotesConfig, 'validDays' | 'acceptanceCode'>;
  /** The key of the acceptance codes' HMAC (the JWT secret). */
  codeSecret: string;
  getForUser: (user: User, orderId: number) => Promise<OrderAnswer>;
}) {
  /** Runs one move in its own transaction; answers what it returned and the order as the caller now sees it. */
  async function transition<T>(user: User, orderId: number, move: (tx: Tx, now: Date) => Promise<T>) {
    const now = clock();
    const result = await db.transaction((tx) => move(tx, now));
    return { result, order: await getForUser(user, orderId) };
  }
  const orderAfter = async (user: User, orderId: number, move: (tx: Tx, now: Date) => Promise<unknown>) =>
    (await transition(user, orderId, move)).order;

  return {
    // the customer's moves
    selectOption: (user: User, id: number, body: { item_id: number; selected_option_id: number }) =>
      orderAfter(user, id, (tx, now) => customer.selectOption(tx, user, id, body, now)),
    /**
     * Without ACCEPTANCE_CODE the order is confirmed at once (a code, if sent, is not looked at). With it: no code →
     * a code is sent and its 202 answer returned; a wrong code → 400 (the try counted); the right one → confirmed.
     */
    async finalizeSelections(user: User, id: number, clientAddress: string | null = null, code?: string) {
      if (!quotes.acceptanceCode)
        return orderAfter(user, id, (tx, now) =>
          customer.finalizeSelections(tx, user, id, now, seller, clientAddress),
        );
      const { result, order } = await transition(user, id, (tx, now) =>
        customer.finalizeWithCode(tx, user, id, now, seller, clientAddress, code, codeSecret),
      );
      if ('sent' in result) return result.sent;
      if ('wrong' in result)
        throw badRequest(MESSAGES.otpWrongOrExpired, { code: [MESSAGES.otpWrongOrExpired] });
      return order;
    },
    customerReject: (user: User, id: number, reason: string | undefined) =>
      orderAfter(user, id, (tx, now) => customer.customerReject(tx, user, id, reason, now)),
    customerRemoveItem: (
      user: User,
      id: number,
      itemId: number,
      body: { reject_entire_order?: boolean; rejection_reason?: string },
    ) => orderAfter(user, id, (tx, now) => customer.customerRemoveItem(tx, user, id, itemId, body, now)),

    // the staff's moves
    updateMultiplePricing: (user: User, id: number, body: Static<typeof UpdatePricingBody>) =>
      orderAfter(user, id, (tx, now) => updateMultiplePricing(tx, user, id, body, now, quotes.validDays)),
    removeItem: (user: User, id: number, itemId: number) =>
      orderAfter(user, id, (tx, now) => staff.removeItem(tx, user, id, itemId, now)),
    verifyPayment: (user: User, id: number, body: { payment_verified: boolean; payment_notes?: string }) =>
      orderAfter(user, id, (tx, now) => staff.verifyPayment(tx, user, id, body, now)),
    reviewReceipt: (user: User, id: number, receiptId: number, body: ReviewBody) =>
      orderAfter(user, id, (tx, now) => reviewReceipt(tx, user, id, receiptId, body, now)),
    complete: (user: User, id: number) =>
      orderAfter(user, id, (tx, now) => staff.complete(tx, user, id, now)),
    cancel: (user: User, id: number, reason: string) =>
      orderAfter(user, id, (tx, now) => staff.cancel(tx, user, id, reason, now)),
    async updateInvoiceType(user: User, id: number, type: InvoiceType) {
      const { result, order } = await transition(user, id, (tx, now) =>
        staff.updateInvoiceType(tx, user, id, type, now),
      );
      return { message: result, order };
    },

    // dealer assignment (staff) and the dealer's notes (the assigned dealer or staff)
    async assignDealer(user: User, id: number, input: AssignDealerInput) {
      const { result, order } = await transition(user, id, (tx, now) =>
        assignDealer(tx, user, id, input, now),
      );
      return { message: DEALER_TEXTS.assigned(result.dealerName, result.rate), order };
    },
    async removeDealer(user: User, id: number) {
      const { order } = await transition(user, id, (tx, now) => removeDealer(tx, user, id, now));
      return { message: DEALER_TEXTS.removed, order };
    },
    async updateDealerNotes(user: User, id: number, notes: string) {
      const { order } = await transition(user, id, (tx, now) => updateDealerNotes(tx, user, id, notes, now));
      return { message: DEALER_TEXTS.notesUpdated, order };
    },
  };
}
