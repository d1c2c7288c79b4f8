// GET customers/invoice-info/ and POST customers/update-invoice-info/ through HTTP into the database.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@sefaresh/shared-api/rules';
import { categories, orders, products } from '../src/db/schema';
import { seedCatalogue } from '../src/seed/seed';
import { INVOICE_INFO_TEXTS } from '../src/modules/invoice-info/messages';
import { createTestApp, signedInUser } from './helpers';

let app: FastifyInstance;
type Session = Awaited<ReturnType<typeof signedInUser>>;
const auth = (s: Session) => ({ authorization: `Bearer ${s.tokens.access}` });

beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const INFO = {
  name: 'رضا کریمی',
  phone: '۰۹۱۲۳۴۵۶۷۸۹',
  company_name: 'بازرگانی کریمی',
  national_id: '10320123452',
  economic_id: '411111111111',
  postal_code: '1968713541',
  complete_address: 'تهران، خیابان شریعتی، پلاک ۱۲',
  province: 'تهران',
  city: 'تهران',
};

describe('invoice info', () => {
  test('anonymous → 401', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/customers/invoice-info/' })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/customers/update-invoice-info/',
          payload: { customer_info: INFO },
        })
      ).statusCode,
    ).toBe(401);
  });

  test("without saved data: the account's name, phone and company, not complete", async () => {
    const user = await signedInUser(app, {
      name: 'سارا نادری',
      phone: '09351112233',
      company_name: 'پخش نادری',
    });
    const res = await app.inject({ method: 'GET', url: '/api/customers/invoice-info/', headers: auth(user) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      customer_info: {
        name: 'سارا نادری',
        phone: '09351112233',
        company_name: 'پخش نادری',
        national_id: '',
        economic_id: '',
        postal_code: '',
        complete_address: '',
        province: '',
        city: '',
      },
      is_complete: false,
    });
  });

  test('saved with Persian digits normalised; each user sees only their own', async () => {
    const user = await signedInUser(app);
    const other = await signedInUser(app, { name: 'دیگری' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/customers/update-invoice-info/',
      headers: auth(user),
      payload: { invoice_type: 'official', customer_info: INFO },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      customer_info: { ...INFO, phone: '09123456789' },
      is_complete: true,
      message: INVOICE_INFO_TEXTS.updated,
    });
    const mine = await app.inject({
      method: 'GET',
      url: '/api/customers/invoice-info/',
      headers: auth(user),
    });
    expect(mine.json().customer_info.national_id).toBe('10320123452');
    const theirs = await app.inject({
      method: 'GET',
      url: '/api/customers/invoice-info/',
      headers: auth(other),
    });
    expect(theirs.json().customer_info.name).toBe('دیگری');
  });

  test('a mobile typed with spaces or dashes is accepted and kept as its digits, as the forms read it', async () => {
    const user = await signedInUser(app);
    for (const phone of ['0912 345 6789', '۰۹۱۲-۳۴۵-۶۷۸۹']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/customers/update-invoice-info/',
        headers: auth(user),
        payload: { customer_info: { ...INFO, phone } },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().customer_info.phone).toBe('09123456789');
    }
  });

  test('field errors per field; nothing saved', async () => {
    const user = await signedInUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/customers/update-invoice-info/',
      headers: auth(user),
      payload: {
        customer_info: { ...INFO, name: ' ', phone: '0912', national_id: '1234', postal_code: '12345' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({
      name: ['نام الزامی است'],
      phone: [MESSAGES.mobileInvalid],
      national_id: [MESSAGES.nationalIdInvalid],
      postal_code: [MESSAGES.postalCodeInvalid],
    });
    const after = await app.inject({
      method: 'GET',
      url: '/api/customers/invoice-info/',
      headers: auth(user),
    });
    expect(after.json().is_complete).toBe(false);
  });

  test('the national id is checked by its check digit; a company ID, an economic code and a listed province pass', async () => {
    const user = await signedInUser(app);
    const post = (fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/customers/update-invoice-info/',
        headers: auth(user),
        payload: { customer_info: { ...INFO, ...fields } },
      });
    let res = await post({ national_id: '10320123453', economic_id: '4111111111', province: 'Tehran' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({
      national_id: [MESSAGES.nationalIdCheckDigit],
      economic_id: [MESSAGES.economicIdInvalid],
      province: [MESSAGES.provinceUnknown],
    });
    res = await post({ national_id: '۰۴۹۹۳۷۰۸۹۹', province: 'استان كرمان', city: 'رفسنجان' });
    expect(res.statusCode).toBe(200);
    expect(res.json().customer_info).toMatchObject({
      national_id: '0499370899',
      province: 'کرمان',
      city: 'رفسنجان',
    });
    res = await post({ national_id: '10320123452', economic_id: '411111111111' });
    expect(res.statusCode).toBe(200);
    expect(res.json().customer_info.national_id).toBe('10320123452');
  });

  test("with order_id the caller's open official order takes the new data; another's order does not", async () => {
    await seedCatalogue(app.database.db);
    const [cat] = await app.database.db.select().from(categories).where(eq(categories.name, 'coffee'));
    const [product] = await app.database.db
      .insert(products)
      .values({ categoryId: cat.id, name: 'قهوه آزمایشی فاکتور', basePrice: '1000', stock: 10 })
      .returning();
    const owner = await signedInUser(app);
    const stranger = await signedInUser(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: auth(owner),
      payload: {
        business_invoice_type: 'official',
        items: [{ product_id: product.id, quantity: 1 }],
        customer_info: { ...INFO, company_name: 'قدیمی' },
      },
    });
    const orderId = created.json().id;
    await app.inject({
      method: 'POST',
      url: '/api/customers/update-invoice-info/',
      headers: auth(stranger),
      payload: { customer_info: { ...INFO, company_name: 'غریبه' }, order_id: orderId },
    });
    let [row] = await app.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row.customerInfo?.company_name).toBe('قدیمی');
    await app.inject({
      method: 'POST',
      url: '/api/customers/update-invoice-info/',
      headers: auth(owner),
      payload: { customer_info: { ...INFO, company_name: 'جدید' }, order_id: orderId },
    });
    [row] = await app.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row.customerInfo?.company_name).toBe('جدید');
  });
});
