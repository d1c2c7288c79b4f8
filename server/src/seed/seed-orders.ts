// Demo orders, so a demo customer sees every status on the dashboard: each is taken through the real
// transitions (pricing, choice, finalize, receipt, verification, rejection, cancellation) with back-dated times,
// so events, invoices, totals and notification history are what the product itself would have written.
import { DEFAULT_QUOTES } from '../config/quotes';
import fs from 'node:fs';
import path from 'node:path';
import { INVOICE_TYPE, PAYMENT_TERM, STATUS } from '@sefaresh/shared-api/rules';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_SELLER } from '../config';
import { REPO_ROOT } from '../lib/paths';
import { tehranIsoDay } from '../lib/tehran-time';
import { assignDealer } from '../modules/orders/staff/dealer-assignment';
import * as customerActions from '../modules/orders/customer/actions';
import { recordEvent } from '../modules/orders/lifecycle';
import type { Tx } from '../db/client';
import { recordDemoHistory } from '../modules/notifications/demo-history';
import { updateMultiplePricing } from '../modules/orders/staff/pricing';
import * as staffActions from '../modules/orders/staff/actions';
import type { Db } from '../db/client';
import {
  orderEvents,
  orderItems,
  orderPricingOptions,
  orders,
  paymentInstalments,
  paymentReceipts,
  products,
  users,
  type User,
} from '../db/schema';
import { DEMO_ORDERS, OFFICIAL_INFO, type DemoOrder } from './demo-orders-data';
import { demoPricing, negotiateDemoQuote } from './seed-quote-orders';

export const DEMO_ORDERS_LOCK = 4_031_405;

/** The amount of the order's first instalment, or its total with tax when it has no schedule. */
async function firstDueOf(tx: Tx, orderId: number): Promise<string> {
  const [first] = await tx
    .select({ amount: paymentInstalments.amount })
    .from(paymentInstalments)
    .where(eq(paymentInstalments.orderId, orderId))
    .orderBy(asc(paymentInstalments.position))
    .limit(1);
  if (first) return first.amount;
  const [order] = await tx.select({ total: orders.totalWithTax }).from(orders).where(eq(orders.id, orderId));
  return order?.total ?? '0';
}
const DAY_MS = 24 * 60 * 60 * 1000;
const RECEIPT_IMAGE = path.join(REPO_ROOT, 'server/assets/demo/bank-receipt.png');

/** Creates the demo orders once (when the demo customers have none); returns how many it created. */
/** More demo orders made in the same transaction, once (the receivables' demo); answers how many. */
export type MoreDemoOrders = (
  tx: Tx,
  ctx: {
    staff: User;
    byEmail: Map<string, User>;
    productByName: Map<string, typeof products.$inferSelect>;
    receipt: Buffer;
    nowMs: number;
  },
) => Promise<number>;

export async function seedDemoOrders(
  db: Db,
  log: FastifyBaseLogger,
  more: MoreDemoOrders = async () => 0,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_ORDERS_LOCK})`);
    const people = await tx
      .select()
      .from(users)
      .where(
        inArray(users.email, [
          'customer1@sefaresh.ir',
          'customer2@sefaresh.ir',
          'staff@sefaresh.ir',
          'dealer1@sefaresh.ir',
          'dealer2@sefaresh.ir',
        ]),
      );
    const byEmail = new Map(people.map((u) => [u.email, u]));
    const customerIds = [
      byEmail.get('customer1@sefaresh.ir')?.id,
      byEmail.get('customer2@sefaresh.ir')?.id,
    ].filter((id): id is number => id !== undefined);
    const staff = byEmail.get('staff@sefaresh.ir');
    if (customerIds.length < 2 || !staff) return 0;
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(inArray(orders.customerId, customerIds));
    if (n > 0) return 0;
    const catalogue = await tx.select().from(products);
    const productByName = new Map(catalogue.map((p) => [p.name, p]));
    const receipt = fs.readFileSync(RECEIPT_IMAGE);
    const nowMs = Date.now();
    for (const demo of DEMO_ORDERS) {
      const customer = byEmail.get(demo.customer)!;
      await createDemoOrder(tx, demo, customer, staff, byEmail, productByName, receipt, nowMs);
    }
    const extra = await more(tx, { staff, byEmail, productByName, receipt, nowMs });
    log.info(`demo orders: ${DEMO_ORDERS.length + extra} created for the demo customers, in every status`);
    return DEMO_ORDERS.length + extra;
  });
}

/**
 * One demo order through the real transitions; the messages they queued are then recorded as delivered at their
 * back-dated times instead of being sent now (recordDemoHistory).
 */
export async function createDemoOrder(...args: Parameters<typeof walkDemoOrder>): Promise<number> {
  const orderId = await walkDemoOrder(...args);
  await recordDemoHistory(args[0], orderId);
  return orderId;
}

async function walkDemoOrder(
  tx: Tx,
  demo: DemoOrder,
  customer: User,
  staff: User,
  byEmail: Map<string, User>,
  productByName: Map<string, typeof products.$inferSelect>,
  receipt: Buffer,
  nowMs: number,
): Promise<number> {
  const at = (hoursAfter: number) => new Date(nowMs - demo.daysAgo * DAY_MS + hoursAfter * 3_600_000);
  const lines = demo.items
    .map(([name, quantity]) => ({ product: productByName.get(name), quantity: Math.max(quantity, 1) }))
    .filter((l): l is { product: typeof products.$inferSelect; quantity: number } => !!l.product);
  const dealer = demo.dealer ? byEmail.get(demo.dealer) : undefined;
  const [order] = await tx
    .insert(orders)
    .values({
      customerId: customer.id,
      status: STATUS.pendingPricing,
      businessInvoiceType: demo.official ? INVOICE_TYPE.official : INVOICE_TYPE.unofficial,
      customerComment: demo.comment,
      customerInfo: demo.official ? OFFICIAL_INFO : null,
      createdAt: at(0),
      updatedAt: at(0),
    })
    .returning();
  const items = await tx
    .insert(orderItems)
    .values(lines.map((l) => ({ orderId: order.id, productId: l.product.id, requestedQuantity: l.quantity })))
    .returning();
  await tx
    .insert(orderEvents)
    .values({ orderId: order.id, actorId: customer.id, toStatus: STATUS.pendingPricing, createdAt: at(0) });
  if (dealer) {
    // through the real move: a pending commission at the dealer's default rate (calculated on completion)
    await assignDealer(tx, staff, order.id, { dealer_id: dealer.id }, at(1));
  }
  if (demo.status === STATUS.pendingPricing) return order.id;
  if (demo.status === STATUS.cancelled) {
    await staffActions.cancel(tx, staff, order.id, demo.reason ?? '', at(5));
    return order.id;
  }

  const terms = demo.terms ?? [PAYMENT_TERM.instant];
  await updateMultiplePricing(
    tx,
    staff,
    order.id,
    demoPricing(items, lines, terms),
    at(4),
    DEFAULT_QUOTES.validDays,
  );
  if (demo.revision) {
    const quote = { id: order.id, items, lines, terms };
    await negotiateDemoQuote(tx, quote, { customer, staff }, demo.revision, {
      asked: at(20),
      priced: at(28),
    });
  }
  if (demo.status === STATUS.waitingCustomerApproval) return order.id;
  if (demo.status === STATUS.rejected) {
    await customerActions.customerReject(tx, customer, order.id, demo.reason, at(8));
    return order.id;
  }

  const options = await tx
    .select()
    .from(orderPricingOptions)
    .where(
      inArray(
        orderPricingOptions.itemId,
        items.map((i) => i.id),
      ),
    );
  for (const [index, item] of items.entries()) {
    const own = options.filter((o) => o.itemId === item.id);
    const chosen = demo.choose?.[index];
    const choice = own.find((o) => o.paymentTerm === chosen) ?? own[own.length - 1];
    if (own.length > 1) {
      await customerActions.selectOption(
        tx,
        customer,
        order.id,
        {
          item_id: item.id,
          selected_option_id: choice.id,
        },
        at(9),
      );
    }
  }
  await customerActions.finalizeSelections(tx, customer, order.id, at(10), DEFAULT_SELLER, null);
  if (demo.status === STATUS.confirmed) return order.id;

  await tx.insert(paymentReceipts).values({
    orderId: order.id,
    fileName: 'رسید-پایا.png',
    fileType: 'image',
    mimeType: 'image/png',
    fileSize: receipt.length,
    content: receipt,
    uploadedAt: at(20),
    uploadedBy: customer.id,
    // what is due first: the earliest instalment (the whole total before schedules)
    amount: await firstDueOf(tx, order.id),
    paidOn: tehranIsoDay(at(19)),
    trackingNumber: `${140500 + order.id}`,
  });
  const [confirmed] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, order.id)));
  await recordEvent(tx, {
    order: confirmed,
    actor: customer,
    to: STATUS.paymentUploaded,
    note: 'بارگذاری ۱ رسید پرداخت',
    now: at(20),
  });
  if (demo.status === STATUS.paymentUploaded) return order.id;
  await staffActions.verifyPayment(
    tx,
    staff,
    order.id,
    { payment_verified: true, payment_notes: 'واریز در حساب بانک ملت تأیید شد' },
    at(26),
  );
  return order.id;
}
