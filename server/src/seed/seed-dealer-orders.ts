// Demo orders of the demo dealers, so dealer1@ and dealer2@ see figures under `npm start`: orders assigned to
// each on every tab (open in every status, completed in several Persian months, cancelled, rejected) with
// commissions in every state (pending, calculated, paid with a reference, cancelled). Each order is taken through
// the real transitions (createDemoOrder of seed-orders.ts) with back-dated times; payments through payCommission.
// Runs once per dealer: a dealer who already has a paid commission is left alone.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { PAYMENT_TERM, STATUS } from '@sefaresh/shared-api/rules';
import { REPO_ROOT } from '../lib/paths';
import { COMMISSION_STATUS } from '../modules/dealer-area/orders';
import { payCommission } from '../modules/commissions/pay';
import type { Db } from '../db/client';
import { dealerCommissions, orders, products, users } from '../db/schema';
import { type DemoOrder } from './demo-orders-data';
import { createDemoOrder, DEMO_ORDERS_LOCK } from './seed-orders';

const DAY_MS = 24 * 60 * 60 * 1000;
const RECEIPT_IMAGE = path.join(REPO_ROOT, 'server/assets/demo/bank-receipt.png');
const DEMO_DEALERS = ['dealer1@sefaresh.ir', 'dealer2@sefaresh.ir'] as const;
const DEMO_CUSTOMERS = ['customer1@sefaresh.ir', 'customer2@sefaresh.ir', 'customer3@sefaresh.ir'] as const;

type DealerDemo = Omit<DemoOrder, 'customer' | 'dealer'> & { paid?: boolean };

/** One dealer's set; `paid` completed orders get their commission paid three days after completion. */
const DEALER_DEMO_ORDERS: DealerDemo[] = [
  {
    status: STATUS.pendingPricing,
    daysAgo: 0.2,
    official: false,
    comment: 'مشتری معرفی‌شده توسط نماینده',
    items: [['قهوه عربیکا برزیل', 15]],
  },
  {
    status: STATUS.waitingCustomerApproval,
    daysAgo: 1.5,
    official: false,
    comment: '',
    items: [
      ['پسته اکبری خندان', 10],
      ['مغز بادام کالیفرنیا', 6],
    ],
    terms: [PAYMENT_TERM.instant, PAYMENT_TERM.oneMonth],
  },
  {
    status: STATUS.confirmed,
    daysAgo: 3,
    official: true,
    comment: 'ارسال به شعبه دوم',
    items: [['زعفران سرگل ممتاز', 20]],
  },
  {
    status: STATUS.paymentUploaded,
    daysAgo: 5,
    official: false,
    comment: '',
    items: [
      ['گز پسته‌ای ۴۰٪', 30],
      ['تافی کاراملی', 12],
    ],
  },
  {
    status: STATUS.completed,
    daysAgo: 8,
    official: false,
    comment: '',
    items: [['خرمای مضافتی بم', 80]],
  },
  {
    status: STATUS.completed,
    daysAgo: 16,
    official: true,
    comment: 'فاکتور رسمی لازم است',
    items: [
      ['قهوه عربیکا کلمبیا سوپریمو', 12],
      ['کاغذ فیلتر قهوه سایز ۴', 25],
    ],
    paid: true,
  },
  {
    status: STATUS.completed,
    daysAgo: 45,
    official: false,
    comment: '',
    items: [['هل سبز درشت', 4]],
    paid: true,
  },
  {
    status: STATUS.completed,
    daysAgo: 80,
    official: false,
    comment: '',
    items: [
      ['تخمه کدو گوشتی', 30],
      ['کشمش سبز قلمی', 25],
    ],
  },
  {
    status: STATUS.cancelled,
    daysAgo: 11,
    official: false,
    comment: '',
    items: [['مغز فندق ترکیه', 10]],
    reason: 'مشتری از خرید منصرف شد',
  },
  {
    status: STATUS.rejected,
    daysAgo: 20,
    official: false,
    comment: '',
    items: [['شکلات تلخ ۷۰٪', 20]],
    reason: 'قیمت بالاتر از انتظار بود',
  },
];

/** Creates the dealers' demo orders once per dealer; returns how many orders it created. */
export async function seedDemoDealerOrders(db: Db, log: FastifyBaseLogger): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_ORDERS_LOCK})`);
    const people = await tx
      .select()
      .from(users)
      .where(inArray(users.email, [...DEMO_DEALERS, ...DEMO_CUSTOMERS, 'staff@sefaresh.ir']));
    const byEmail = new Map(people.map((u) => [u.email, u]));
    const staff = byEmail.get('staff@sefaresh.ir');
    const customers = DEMO_CUSTOMERS.map((e) => byEmail.get(e)).filter((u) => u !== undefined);
    if (!staff || !customers.length) return 0;
    const catalogue = await tx.select().from(products);
    const productByName = new Map(catalogue.map((p) => [p.name, p]));
    const receipt = fs.readFileSync(RECEIPT_IMAGE);
    const nowMs = Date.now();
    let created = 0;
    for (const [d, email] of DEMO_DEALERS.entries()) {
      const dealer = byEmail.get(email);
      if (!dealer?.isDealer) continue;
      const [paid] = await tx
        .select({ id: dealerCommissions.id })
        .from(dealerCommissions)
        .where(
          and(
            eq(dealerCommissions.dealerId, dealer.id),
            eq(dealerCommissions.status, COMMISSION_STATUS.paid),
          ),
        )
        .limit(1);
      if (paid) continue;
      for (const [i, demo] of DEALER_DEMO_ORDERS.entries()) {
        const customer = customers[(i + d) % customers.length];
        // dealer2's set runs a little later, so the two lists differ
        const daysAgo = demo.daysAgo + d * 0.7;
        await createDemoOrder(
          tx,
          { ...demo, daysAgo, customer: customer.email, dealer: email },
          customer,
          staff,
          byEmail,
          productByName,
          receipt,
          nowMs,
        );
        created += 1;
        if (!demo.paid) continue;
        const [order] = await tx
          .select({ id: orders.id, completionDate: orders.completionDate })
          .from(orders)
          .where(eq(orders.customerId, customer.id))
          .orderBy(desc(orders.id))
          .limit(1);
        const [record] = await tx
          .select({ id: dealerCommissions.id })
          .from(dealerCommissions)
          .where(
            and(
              eq(dealerCommissions.orderId, order.id),
              eq(dealerCommissions.status, COMMISSION_STATUS.calculated),
            ),
          );
        if (!record || !order.completionDate) continue;
        const paidAt = new Date(Math.min(nowMs, order.completionDate.getTime() + 3 * DAY_MS));
        await payCommission(tx, record.id, `${dealer.dealerCode ?? 'DLR'}-PAY-${order.id}`, paidAt);
      }
    }
    if (created) log.info(`demo dealer orders: ${created} created for dealer1@ and dealer2@ on every tab`);
    return created;
  });
}
