// Demo orders, so a demo customer sees every status on the dashboard: each is taken through the real
// transitions (pricing, choice, finalize, receipt, verification, rejection, cancellation) with back-dated times,
// so events, invoices, totals and notification history are what the product itself would have written.
import { DEFAULT_QUOTES } from '../config/quotes';
import fs from 'node:fs';
import path from 'node:path';
import { INVOICE_TYPE, PAYMENT_TERM, STATUS, type PaymentTerm } from '@sefaresh/shared-api/rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_SELLER } from '../config';
import { REPO_ROOT } from '../lib/paths';
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
  paymentReceipts,
  products,
  users,
  type OrderCustomerInfo,
  type OrderStatus,
  type User,
} from '../db/schema';

export const DEMO_ORDERS_LOCK = 4_031_405;
const DAY_MS = 24 * 60 * 60 * 1000;
const RECEIPT_IMAGE = path.join(REPO_ROOT, 'server/assets/demo/bank-receipt.png');

const OFFICIAL_INFO: OrderCustomerInfo = {
  name: 'محمد حسینی',
  phone: '09123456789',
  company_name: 'شرکت بازرگانی آفتاب شرق',
  national_id: '10320654328',
  economic_id: '411234567891',
  postal_code: '1966734511',
  complete_address: 'خیابان شریعتی، بالاتر از پل صدر، کوچه گلستان، پلاک ۸',
  province: 'تهران',
  city: 'تهران',
};

export interface DemoOrder {
  customer: string;
  official: boolean;
  items: [string, number][];
  daysAgo: number;
  status: OrderStatus;
  comment: string;
  terms?: Exclude<PaymentTerm, typeof PAYMENT_TERM.custom>[];
  dealer?: string;
  reason?: string;
}

const DEMO_ORDERS: DemoOrder[] = [
  {
    customer: 'customer1@sefaresh.ir',
    official: true,
    status: STATUS.completed,
    daysAgo: 60,
    comment: 'برای فروشگاه مرکزی',
    items: [
      ['قهوه عربیکا برزیل', 20],
      ['ترکیب اسپرسو ۷۰/۳۰', 10],
    ],
    dealer: 'dealer1@sefaresh.ir',
  },
  {
    customer: 'customer1@sefaresh.ir',
    official: false,
    status: STATUS.completed,
    daysAgo: 45,
    comment: '',
    items: [
      ['پسته اکبری خندان', 5],
      ['مغز بادام کالیفرنیا', 8],
    ],
  },
  {
    customer: 'customer1@sefaresh.ir',
    official: true,
    status: STATUS.completed,
    daysAgo: 30,
    comment: 'تحویل در انبار کرج',
    items: [
      ['زعفران سرگل ممتاز', 40],
      ['هل سبز درشت', 2],
      ['دارچین لوله‌ای سیلان', 6],
    ],
    terms: [PAYMENT_TERM.instant, PAYMENT_TERM.twoMonths],
  },
  {
    customer: 'customer1@sefaresh.ir',
    official: false,
    status: STATUS.rejected,
    daysAgo: 25,
    comment: '',
    items: [['شکلات تلخ ۷۰٪', 12]],
    reason: 'قیمت از بازار بالاتر است',
  },
  {
    customer: 'customer1@sefaresh.ir',
    official: false,
    status: STATUS.cancelled,
    daysAgo: 20,
    comment: 'در صورت امکان ارسال فوری',
    items: [['مغز فندق ترکیه', 15]],
    reason: 'اتمام موجودی این محموله',
  },
  {
    customer: 'customer1@sefaresh.ir',
    official: true,
    status: STATUS.paymentUploaded,
    daysAgo: 6,
    comment: 'لطفاً فاکتور رسمی صادر شود',
    items: [
      ['قهوه عربیکا کلمبیا سوپریمو', 10],
      ['کاغذ فیلتر قهوه سایز ۴', 20],
    ],
    terms: [PAYMENT_TERM.instant, PAYMENT_TERM.oneMonth],
    dealer: 'dealer1@sefaresh.ir',
  },
  {
    customer: 'customer1@sefaresh.ir',
    official: false,
    status: STATUS.confirmed,
    daysAgo: 4,
    comment: '',
    items: [
      ['تخمه کدو گوشتی', 25],
      ['کشمش سبز قلمی', 30],
    ],
    terms: [PAYMENT_TERM.instant, PAYMENT_TERM.oneMonth, PAYMENT_TERM.threeMonths],
  },
  {
    customer: 'customer1@sefaresh.ir',
    official: true,
    status: STATUS.waitingCustomerApproval,
    daysAgo: 2,
    comment: 'برای عید',
    items: [
      ['گز پسته‌ای ۴۰٪', 40],
      ['تافی کاراملی', 20],
      ['لوکوم ترکیه‌ای', 15],
    ],
    terms: [PAYMENT_TERM.instant, PAYMENT_TERM.oneMonth, PAYMENT_TERM.twoMonths],
  },
  {
    customer: 'customer1@sefaresh.ir',
    official: false,
    status: STATUS.waitingCustomerApproval,
    daysAgo: 1,
    comment: '',
    items: [['قهوه ترک آسیاب‌شده', 12]],
  },
  {
    customer: 'customer1@sefaresh.ir',
    official: false,
    status: STATUS.pendingPricing,
    daysAgo: 0.3,
    comment: 'اگر بسته‌بندی ۵ کیلویی دارید همان را بفرستید',
    items: [
      ['تخمه آفتابگردان خام', 50],
      ['کنجد پوست‌کنده سفید', 20],
    ],
  },
  {
    customer: 'customer1@sefaresh.ir',
    official: true,
    status: STATUS.pendingPricing,
    daysAgo: 0.1,
    comment: '',
    items: [['زیره سبز', 10]],
  },
  {
    customer: 'customer2@sefaresh.ir',
    official: false,
    status: STATUS.waitingCustomerApproval,
    daysAgo: 3,
    comment: '',
    items: [['خرمای مضافتی بم', 100]],
    dealer: 'dealer2@sefaresh.ir',
  },
  {
    customer: 'customer2@sefaresh.ir',
    official: false,
    status: STATUS.pendingPricing,
    daysAgo: 0.5,
    comment: 'خرید اول',
    items: [['مغز بادام کالیفرنیا', 10]],
  },
];

const SURCHARGE: Record<string, bigint> = {
  [PAYMENT_TERM.instant]: 100n,
  [PAYMENT_TERM.oneMonth]: 104n,
  [PAYMENT_TERM.twoMonths]: 108n,
  [PAYMENT_TERM.threeMonths]: 112n,
};
const roundThousand = (n: bigint) => ((n + 500n) / 1000n) * 1000n;

/** Creates the demo orders once (when the demo customers have none); returns how many it created. */
export async function seedDemoOrders(db: Db, log: FastifyBaseLogger): Promise<number> {
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
    log.info(`demo orders: ${DEMO_ORDERS.length} created for the demo customers, in every status`);
    return DEMO_ORDERS.length;
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
    {
      items: items.map((item, i) => ({
        item_id: item.id,
        final_quantity: item.requestedQuantity,
        pricing_options: terms.map((term) => ({
          payment_term: term,
          unit_price: roundThousand((BigInt(lines[i].product.basePrice) * SURCHARGE[term]) / 100n).toString(),
          discount_percentage: lines[i].quantity >= 20 ? '5' : '0',
        })),
      })),
      admin_comment: terms.length > 1 ? 'برای پرداخت مدت‌دار، چک صیادی به نام شرکت صادر شود' : '',
    },
    at(4),
    DEFAULT_QUOTES.validDays,
  );
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
  for (const item of items) {
    const own = options.filter((o) => o.itemId === item.id);
    const choice = own[own.length - 1];
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
