// The known rows the admin order list's, export's and details' tests read (admin-orders.test.ts,
// admin-orders-export.test.ts): staff, a super admin, a customer and a dealer with tokens, two more customers and
// dealers, nine orders in every status around Tehran's midnight, items, a receipt, history and invoice data.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  categories,
  customerInvoiceInfo,
  orderEvents,
  orderItems,
  orders,
  paymentReceipts,
  products,
  users,
  type OrderCustomerInfo,
  type OrderStatus,
} from '../src/db/schema';
import { seedCatalogue } from '../src/seed/seed';
import { createTestApp, signedInUser } from './helpers';

// 12:30 on 5 Farvardin 1405 in Tehran; Tehran's 25 March began at 2026-03-24T20:30Z
export const NOW = new Date('2026-03-25T09:00:00Z');
export const HOUR = 3600_000;
export const DAY = 24 * HOUR;
export const ago = (ms: number) => new Date(NOW.getTime() - ms);

export type Session = Awaited<ReturnType<typeof signedInUser>>;
export const auth = (s: Session) => ({ authorization: `Bearer ${s.tokens.access}` });

export const snapshot: OrderCustomerInfo = {
  name: 'سارا محمدی',
  phone: '09351234567',
  company_name: 'بازرگانی سارا',
  national_id: '0012345679',
  economic_id: '',
  postal_code: '1234567890',
  complete_address: 'تهران، خیابان آزادی',
  province: 'تهران',
  city: 'تهران',
};

/** The app on its own database with the known rows; `o` holds the orders' ids by name (o1…o9). */
export async function adminOrdersFixture() {
  const app: FastifyInstance = await createTestApp({}, () => NOW);
  const db = () => app.database.db;
  const tag = randomBytes(4).toString('hex');
  const o: Record<string, number> = {};
  async function insertUser(
    name: string,
    email: string,
    phone: string,
    extra: Partial<typeof users.$inferInsert> = {},
  ) {
    const [u] = await db()
      .insert(users)
      .values({ name, email, phone, passwordHash: 'x', ...extra })
      .returning({ id: users.id, email: users.email });
    return u;
  }

  async function insertOrder(
    customerId: number,
    status: OrderStatus,
    createdAt: Date,
    extra: Partial<typeof orders.$inferInsert> = {},
  ) {
    const [row] = await db()
      .insert(orders)
      .values({ customerId, status, createdAt, updatedAt: createdAt, ...extra })
      .returning({ id: orders.id });
    return row.id;
  }

  await app.ready();
  await seedCatalogue(db());
  const [staff, superuser, ali, dealerOne] = await Promise.all([
    signedInUser(app, { name: 'کارمند فروش' }),
    signedInUser(app, { name: 'مدیر کل' }),
    signedInUser(app, { name: 'علی رضایی', email: `Ali.${tag}@example.com`, phone: '09121110001' }),
    signedInUser(app, { name: 'نماینده یک' }),
  ]);
  await db().update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
  await db().update(users).set({ isSuperuser: true }).where(eq(users.id, superuser.user.id));
  await db()
    .update(users)
    .set({ isDealer: true, dealerCode: `D1-${tag}` })
    .where(eq(users.id, dealerOne.user.id));
  const sara = await insertUser('سارا محمدی', `sara.${tag}@example.com`, '09351234567');
  const zahra = await insertUser('زهرا احمدی', `zahra.${tag}@example.com`, '09129990000');
  const dealerTwo = await insertUser('نماینده دو', `d2.${tag}@example.com`, '09120000002', {
    isDealer: true,
    dealerCode: `D2-${tag}`,
  });
  const A = ali.user.id;
  const D1 = dealerOne.user.id;
  const D2 = dealerTwo.id;
  const priced = (total: string, extra: Partial<typeof orders.$inferInsert> = {}) => ({
    quotedTotal: total,
    totalWithTax: total,
    pricedBy: staff.user.id,
    pricingDate: ago(HOUR),
    ...extra,
  });
  o.o1 = await insertOrder(A, 'pending_pricing', ago(HOUR), { customerComment: '=cmd|calc' });
  o.o2 = await insertOrder(sara.id, 'waiting_customer_approval', ago(2 * DAY), {
    ...priced('5000000', { totalWithTax: '5450000' }),
    assignedDealerId: D1,
    businessInvoiceType: 'official',
    customerInfo: snapshot,
    customerComment: 'ب'.repeat(100),
    quoteVersion: 2,
  });
  o.o3 = await insertOrder(zahra.id, 'confirmed', ago(10 * DAY), {
    ...priced('12000000'),
    assignedDealerId: D2,
  });
  o.o4 = await insertOrder(A, 'payment_uploaded', ago(20 * DAY), {
    ...priced('3000000'),
    assignedDealerId: D1,
  });
  o.o5 = await insertOrder(sara.id, 'completed', ago(40 * DAY), {
    ...priced('8000000'),
    completionDate: ago(30 * DAY),
  });
  o.o6 = await insertOrder(zahra.id, 'rejected', ago(3 * HOUR));
  o.o7 = await insertOrder(A, 'cancelled', ago(5 * DAY), { ...priced('1000000'), assignedDealerId: D2 });
  // 00:15 on 25 March in Tehran (today there), still 24 March in UTC
  o.o8 = await insertOrder(sara.id, 'pending_pricing', new Date('2026-03-24T20:45:00Z'));
  // 23:45 on 24 March in Tehran: yesterday
  o.o9 = await insertOrder(zahra.id, 'completed', new Date('2026-03-24T20:15:00Z'), {
    ...priced('8000000'),
    completionDate: new Date('2026-03-25T06:00:00Z'),
  });

  const [cat] = await db().select().from(categories).limit(1);
  const names = ['قهوه', 'زعفران', 'پسته', 'بادام', 'گردو', 'کشمش', 'نبات'];
  const made = await db()
    .insert(products)
    .values(names.map((n) => ({ categoryId: cat.id, name: `${n} ${tag}`, basePrice: '1000', stock: 10 })))
    .returning({ id: products.id });
  await db()
    .insert(orderItems)
    .values([
      ...made.slice(0, 6).map((p, i) => ({
        orderId: o.o2,
        productId: p.id,
        requestedQuantity: i + 1,
        finalQuantity: i === 0 ? 10 : null,
      })),
      { orderId: o.o2, productId: made[6].id, requestedQuantity: 1, isActive: false, removedAt: ago(HOUR) },
      { orderId: o.o1, productId: made[0].id, requestedQuantity: 2 },
    ]);
  await db()
    .insert(paymentReceipts)
    .values({
      orderId: o.o4,
      fileName: 'receipt.png',
      fileType: 'image',
      mimeType: 'image/png',
      fileSize: 3,
      content: Buffer.from('abc'),
      uploadedAt: ago(DAY),
      uploadedBy: A,
    });
  await db()
    .insert(orderEvents)
    .values([
      {
        orderId: o.o2,
        actorId: sara.id,
        fromStatus: null,
        toStatus: 'pending_pricing',
        createdAt: ago(2 * DAY),
      },
      {
        orderId: o.o2,
        actorId: staff.user.id,
        fromStatus: 'pending_pricing',
        toStatus: 'waiting_customer_approval',
        note: 'قیمت‌گذاری شد',
        createdAt: ago(DAY),
      },
    ]);
  // Zahra saved invoice data without a postal code (incomplete)
  await db()
    .insert(customerInvoiceInfo)
    .values({ userId: zahra.id, info: { ...snapshot, name: 'زهرا احمدی', postal_code: '' }, updatedAt: NOW });
  return { app, tag, o, staff, superuser, ali, dealerOne, sara, zahra, dealerTwo };
}
