// Order scenarios the API tests share: an order created, priced, chosen and confirmed through the real endpoints,
// moved to payment_uploaded with one receipt row, or put in any status directly in the database.
// Use: const s = orderScenarios({ app: () => app, customer: () => customerA, staff: () => staff, coffee: () => coffee,
// saffron: () => saffron }); then s.priced(), s.confirmed(), s.withStatus('completed'), …
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OrderStatus } from '@sefaresh/shared-api/rules';
import { orders, paymentReceipts } from '../src/db/schema';
import type { signedInUser } from './helpers';

export type Session = Awaited<ReturnType<typeof signedInUser>>;

/** The parts of an order answer the scenarios and their tests read. */
export interface OrderJson {
  id: number;
  status: OrderStatus;
  quoted_total: string | null;
  total_with_tax: string | null;
  items: {
    id: number;
    is_active: boolean;
    final_quantity: number | null;
    pricing_options: { id: number; is_selected: boolean; payment_term: string; total_price: string }[];
  }[];
  [k: string]: unknown;
}

export interface ScenarioContext {
  app: () => FastifyInstance;
  /** The customer who orders (and chooses, and confirms). */
  customer: () => Session;
  /** Who prices. */
  staff: () => Session;
  coffee: () => { id: number };
  saffron: () => { id: number };
}

/** Coffee's instant price: unit price and discount percent (1,000,000 and 0 unless told). */
export interface CoffeePrice {
  unit?: number;
  discount?: number;
}

/** The official-invoice data of the official scenario orders. */
export const OFFICIAL_INFO = {
  name: 'مشتری الف',
  phone: '09121234567',
  company_name: 'بازرگانی الف',
  national_id: '0012345679',
  postal_code: '1234567890',
  complete_address: 'تهران، خیابان ولیعصر',
  province: 'تهران',
  city: 'تهران',
};

export function orderScenarios(ctx: ScenarioContext) {
  const db = () => ctx.app().database.db;

  async function call(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    who: Session | null,
    payload?: unknown,
  ) {
    return ctx.app().inject({
      method,
      url: `/api/${url}`,
      headers: who ? { authorization: `Bearer ${who.tokens.access}` } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }

  /** Coffee × 3 and saffron × 2, in pending_pricing. */
  async function newOrder(official = false, who: Session = ctx.customer()): Promise<OrderJson> {
    const res = await call('POST', 'orders/', who, {
      business_invoice_type: official ? 'official' : 'unofficial',
      items: [
        { product_id: ctx.coffee().id, quantity: 3 },
        { product_id: ctx.saffron().id, quantity: 2 },
      ],
      customer_info: official ? OFFICIAL_INFO : undefined,
    });
    expect(res.statusCode).toBe(201);
    return res.json();
  }

  /**
   * Two terms for coffee (instant 1,000,000 unless told; 1_month 1,100,000 with 10 % off), one for saffron
   * (custom «۴۵ روزه», 45 days, 2,500,000 with 12.5 % off).
   */
  function pricingFor(order: OrderJson, extra: Record<string, unknown> = {}, coffee: CoffeePrice = {}) {
    const [c, s] = order.items;
    return {
      items: [
        {
          item_id: c.id,
          final_quantity: 3,
          admin_notes: 'ارسال از انبار تهران',
          pricing_options: [
            {
              payment_term: 'instant',
              unit_price: coffee.unit ?? 1_000_000,
              discount_percentage: coffee.discount ?? 0,
            },
            { payment_term: '1_month', unit_price: '1100000', discount_percentage: '10' },
          ],
        },
        {
          item_id: s.id,
          final_quantity: 2,
          pricing_options: [
            {
              payment_term: 'custom',
              custom_term_label: '۴۵ روزه',
              custom_due_days: 45 as number | null,
              unit_price: 2_500_000,
              discount_percentage: 12.5,
            },
          ],
        },
      ],
      admin_comment: 'قیمت‌ها تا پایان هفته معتبر است',
      ...extra,
    };
  }

  /** Priced by staff: waiting_customer_approval. */
  async function priced(official = false, coffee: CoffeePrice = {}): Promise<OrderJson> {
    const order = await newOrder(official);
    const res = await call(
      'POST',
      `orders/${order.id}/update-multiple-pricing/`,
      ctx.staff(),
      pricingFor(order, {}, coffee),
    );
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  async function select(order: OrderJson, itemIndex: number, term: string, who: Session = ctx.customer()) {
    const item = order.items[itemIndex];
    const option = item.pricing_options.find((o) => o.payment_term === term)!;
    return call('POST', `orders/${order.id}/customer-select-option/`, who, {
      item_id: item.id,
      action: 'select_option',
      selected_option_id: option.id,
    });
  }

  /** Coffee chosen on `term` and the choice finalized: confirmed (1_month → quoted_total 7,345,000). */
  async function confirmed(official = false, term = '1_month', coffee: CoffeePrice = {}): Promise<OrderJson> {
    const order = await priced(official, coffee);
    expect((await select(order, 0, term)).statusCode).toBe(200);
    const res = await call('POST', `orders/${order.id}/finalize-selections/`, ctx.customer());
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  /** A confirmed order with one receipt row, moved to payment_uploaded (the upload itself is tested in payments). */
  async function paymentUploaded(official = false): Promise<OrderJson> {
    const order = await confirmed(official);
    await db()
      .insert(paymentReceipts)
      .values({
        orderId: order.id,
        fileName: 'receipt.png',
        fileType: 'image',
        mimeType: 'image/png',
        fileSize: 4,
        content: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
        uploadedBy: ctx.customer().user.id,
      });
    await db().update(orders).set({ status: 'payment_uploaded' }).where(eq(orders.id, order.id));
    return { ...order, status: 'payment_uploaded' };
  }

  /** A priced order put in `status` directly in the database. */
  async function withStatus(status: OrderStatus): Promise<OrderJson> {
    const order = await priced();
    await db().update(orders).set({ status }).where(eq(orders.id, order.id));
    return { ...order, status };
  }

  return { call, newOrder, pricingFor, priced, select, confirmed, paymentUploaded, withStatus };
}
