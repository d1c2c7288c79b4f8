// 50 simultaneous moves of one order: the row lock lets exactly one through; the others see the new status and
// answer 409. Runs on PostgreSQL only (test/pg-only/, npm run test:pg), where the calls really run in parallel
// connections; jest.config.cjs leaves this folder out on PGlite.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  invoices,
  orderEvents,
  orders,
  paymentReceipts,
  products,
  quoteVersions,
  users,
} from '../../src/db/schema';
import { addTestProduct, createTestApp, signedInUser } from '../helpers';

let app: FastifyInstance;
type Session = Awaited<ReturnType<typeof signedInUser>>;
let customer: Session;
let staff: Session;
let productId: number;
const db = () => app.database.db;
const auth = (s: Session) => ({ authorization: `Bearer ${s.tokens.access}` });

beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
  productId = (
    await addTestProduct(app, 'پسته اکبری همزمانی', { category: 'nuts', basePrice: '1000', stock: 1000 })
  ).id;
  [customer, staff] = await Promise.all([signedInUser(app), signedInUser(app)]);
  await db().update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
});
afterAll(async () => {
  await app.close();
});

async function pricedOrder(): Promise<number> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/orders/',
    headers: auth(customer),
    payload: { business_invoice_type: 'unofficial', items: [{ product_id: productId, quantity: 7 }] },
  });
  const order = created.json();
  const priced = await app.inject({
    method: 'POST',
    url: `/api/orders/${order.id}/update-multiple-pricing/`,
    headers: auth(staff),
    payload: {
      items: [
        {
          item_id: order.items[0].id,
          final_quantity: 7,
          pricing_options: [{ payment_term: 'instant', unit_price: 5_000_000 }],
        },
      ],
    },
  });
  expect(priced.statusCode).toBe(200);
  return order.id;
}

const times = <T>(n: number, f: () => Promise<T>) => Promise.all(Array.from({ length: n }, f));

test('50 concurrent finalize-selections: one 200, 49 × 409, one move, one acceptance and one pre-invoice', async () => {
  const id = await pricedOrder();
  const answers = await times(50, () =>
    app.inject({ method: 'POST', url: `/api/orders/${id}/finalize-selections/`, headers: auth(customer) }),
  );
  const codes = answers.map((a) => a.statusCode).sort();
  expect(codes.filter((c) => c === 200)).toHaveLength(1);
  expect(codes.filter((c) => c === 409)).toHaveLength(49);
  const events = await db()
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, id), eq(orderEvents.toStatus, 'confirmed')))
    .orderBy(orderEvents.id);
  // The move itself, then the acceptance of version 1 recorded beside it (confirmed → confirmed).
  expect(events.map((e) => e.fromStatus)).toEqual(['waiting_customer_approval', 'confirmed']);
  const accepted = await db().select().from(quoteVersions).where(eq(quoteVersions.orderId, id));
  expect(accepted.filter((v) => v.acceptedAt !== null)).toHaveLength(1);
  const pre = await db().select().from(invoices).where(eq(invoices.orderId, id));
  expect(pre).toHaveLength(1);
});

test('50 concurrent verify-payment: one completes the order, stock falls once, one final invoice', async () => {
  const id = await pricedOrder();
  await app.inject({
    method: 'POST',
    url: `/api/orders/${id}/finalize-selections/`,
    headers: auth(customer),
  });
  await db()
    .insert(paymentReceipts)
    .values({
      orderId: id,
      fileName: 'fish.pdf',
      fileType: 'pdf',
      mimeType: 'application/pdf',
      fileSize: 5,
      content: Buffer.from('%PDF-'),
      uploadedBy: customer.user.id,
    });
  await db().update(orders).set({ status: 'payment_uploaded' }).where(eq(orders.id, id));
  const [before] = await db().select().from(products).where(eq(products.id, productId));
  const answers = await times(50, () =>
    app.inject({
      method: 'POST',
      url: `/api/orders/${id}/verify-payment/`,
      headers: auth(staff),
      payload: { payment_verified: true },
    }),
  );
  const codes = answers.map((a) => a.statusCode);
  expect(codes.filter((c) => c === 200)).toHaveLength(1);
  expect(codes.filter((c) => c === 409)).toHaveLength(49);
  const [after] = await db().select().from(products).where(eq(products.id, productId));
  expect(after.stock).toBe(before.stock - 7);
  const finals = await db()
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, id), eq(invoices.kind, 'final')));
  expect(finals).toHaveLength(1);
});
