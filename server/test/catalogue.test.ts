import { randomBytes } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { seedCatalogue } from '../src/seed/seed';
import {
  announcementImages,
  categories,
  productImages,
  products,
  shipmentAnnouncements,
  type NewProduct,
  type Product,
} from '../src/db/schema';
import { SERVER_MESSAGES } from '../src/lib/errors';
import { ANNOUNCEMENTS, CATEGORIES, PRODUCTS } from '../src/seed/catalogue-data';
import { createTestApp, signedInUser } from './helpers';

let app: FastifyInstance;
/** Rows made by this file are named with it, and dated in the future so they are the newest. */
const tag = randomBytes(4).toString('hex');
const FUTURE = Date.now() + 365 * 24 * 60 * 60 * 1000;
const at = (minutes: number) => new Date(FUTURE + minutes * 60_000);

beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
  await seedCatalogue(app.database.db);
});
afterAll(async () => {
  await app.close();
});

const db = () => app.database.db;
async function coffeeId() {
  const [row] = await db().select().from(categories).where(eq(categories.name, 'coffee'));
  return row.id;
}
async function addProduct(fields: Partial<NewProduct> & { name: string }) {
  const [row] = await db()
    .insert(products)
    .values({ categoryId: await coffeeId(), basePrice: '1000000', stock: 100, ...fields })
    .returning();
  return row;
}

describe('GET /api/categories/', () => {
  test('the five categories in order, public', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/categories/' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { id: number; name: string; name_fa: string; display_name: string }[];
    expect(body.map((c) => c.name)).toEqual(['coffee', 'seeds', 'spices', 'nuts', 'confectionery']);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      name: 'coffee',
      name_fa: 'قهوه و ملزومات',
      display_name: 'Coffee Related',
    });
    expect(body.map((c) => c.name_fa)).toEqual(CATEGORIES.map((c) => c.name_fa));
  });
});

describe('GET /api/products/all-for-orders/', () => {
  test('refuses an anonymous request with a Persian 401', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/products/all-for-orders/' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: SERVER_MESSAGES.unauthorized });
  });

  test('a customer gets the active products with stock above 0 only', async () => {
    const inStock = await addProduct({ name: `موجود ${tag}`, stock: 3 });
    const empty = await addProduct({ name: `ناموجود ${tag}`, stock: 0 });
    const inactive = await addProduct({ name: `غیرفعال ${tag}`, stock: 500, isActive: false });
    const { tokens } = await signedInUser(app);
    const res = await app.inject({
      method: 'GET',
      url: '/api/products/all-for-orders/',
      headers: { authorization: `Bearer ${tokens.access}` },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { id: number; name: string; category_id: number; stock: number }[];
    expect(body).toContainEqual({
      id: inStock.id,
      name: inStock.name,
      category_id: inStock.categoryId,
      stock: 3,
    });
    const ids = body.map((p) => p.id);
    expect(ids).not.toContain(empty.id);
    expect(ids).not.toContain(inactive.id);
    expect(body.every((p) => p.stock > 0)).toBe(true);
    const rows = await db().select().from(products).where(inArray(products.id, ids));
    expect(rows.every((r) => r.isActive && r.stock > 0)).toBe(true);
    // every seeded product that can be ordered is there
    const orderable = PRODUCTS.filter((p) => (p.is_active ?? true) && p.stock > 0).map((p) => p.name);
    expect(body.map((p) => p.name)).toEqual(expect.arrayContaining(orderable));
    expect(body.map((p) => p.name)).not.toContain(PRODUCTS.find((p) => p.stock === 0)!.name);
  });
});

describe('GET /api/products/new-arrivals/', () => {
  test('the 6 newest active products, newest first, with stock_status and exact prices', async () => {
    const made: Product[] = [];
    const specs: [number, string][] = [
      [0, '18500000'],
      [1, '99999999999999'],
      [50, '7'],
      [51, '123456789012'],
      [500, '46000000'],
      [20, '0'],
      [80, '5000000'],
    ];
    for (const [i, [stock, price]] of specs.entries())
      made.push(
        await addProduct({
          name: `تازه ${i} ${tag}`,
          stock,
          basePrice: price,
          taxRate: i === 0 ? null : '9.00',
          weight: '2.5',
          createdAt: at(i),
        }),
      );
    await addProduct({ name: `تازه غیرفعال ${tag}`, isActive: false, createdAt: at(100) });
    await db()
      .insert(productImages)
      .values({ productId: made[6].id, image: 'catalogue/coffee-arabica-brazil.svg', isPrimary: true });

    const res = await app.inject({ method: 'GET', url: '/api/products/new-arrivals/' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown>[];
    expect(body).toHaveLength(6);
    expect(body.map((p) => p.id)).toEqual(
      made
        .slice(1)
        .reverse()
        .map((p) => p.id),
    );
    const byId = new Map(body.map((p) => [p.id, p]));
    expect(byId.get(made[1].id)).toMatchObject({
      base_price: '99999999999999',
      stock: 1,
      stock_status: 'low_stock',
      is_out_of_stock: false,
    });
    expect(byId.get(made[2].id)).toMatchObject({ base_price: '7', stock_status: 'low_stock' });
    expect(byId.get(made[3].id)).toMatchObject({ base_price: '123456789012', stock_status: 'in_stock' });
    expect(byId.get(made[5].id)).toMatchObject({ base_price: '0', stock_status: 'low_stock' });
    expect(body[0]).toEqual({
      id: made[6].id,
      name: made[6].name,
      description: '',
      category: {
        id: made[6].categoryId,
        name: 'coffee',
        name_fa: 'قهوه و ملزومات',
        display_name: 'Coffee Related',
      },
      category_id: made[6].categoryId,
      category_name: 'قهوه و ملزومات',
      origin: '',
      base_price: '5000000',
      tax_rate: 9,
      stock: 80,
      stock_status: 'in_stock',
      is_out_of_stock: false,
      weight: 2.5,
      is_active: true,
      is_featured: false,
      product_images: [
        {
          id: expect.any(Number),
          image: 'catalogue/coffee-arabica-brazil.svg',
          image_url: '/api/media/catalogue/coffee-arabica-brazil.svg',
          thumbnail_url: '/api/media/catalogue/coffee-arabica-brazil.svg',
          is_primary: true,
          alt_text: made[6].name,
        },
      ],
      primary_image_url: '/api/media/catalogue/coffee-arabica-brazil.svg',
      image_url: '/api/media/catalogue/coffee-arabica-brazil.svg',
      thumbnail_url: '/api/media/catalogue/coffee-arabica-brazil.svg',
      created_at: at(6).toISOString(),
      days_since_created: 0,
    });

    // out of stock: make the oldest of the six out of stock
    await db().update(products).set({ stock: 0 }).where(eq(products.id, made[1].id));
    const again = (await app.inject({ method: 'GET', url: '/api/products/new-arrivals/' })).json() as Record<
      string,
      unknown
    >[];
    expect(again.find((p) => p.id === made[1].id)).toMatchObject({
      stock: 0,
      stock_status: 'out_of_stock',
      is_out_of_stock: true,
    });
    // null tax rate is answered as null (10 % applies in computations)
    await db()
      .update(products)
      .set({ createdAt: at(200) })
      .where(eq(products.id, made[0].id));
    const withNull = (
      await app.inject({ method: 'GET', url: '/api/products/new-arrivals/' })
    ).json() as Record<string, unknown>[];
    expect(withNull[0]).toMatchObject({
      id: made[0].id,
      tax_rate: null,
      base_price: '18500000',
      stock_status: 'out_of_stock',
    });
  });
});

describe('GET /api/shipment-announcements/', () => {
  test('only active ones, newest first, with images', async () => {
    const add = async (title: string, minutes: number, isActive = true) => {
      const [row] = await db()
        .insert(shipmentAnnouncements)
        .values({
          title: `${title} ${tag}`,
          description: 'شرح',
          isActive,
          originCountry: 'برزیل',
          shipmentDate: '2026-01-02',
          createdAt: at(minutes),
        })
        .returning();
      await db()
        .insert(announcementImages)
        .values({ announcementId: row.id, image: 'catalogue/shipment-brazil-coffee.svg' });
      return row;
    };
    const older = await add('قدیمی', 1);
    const newer = await add('جدید', 2);
    const hidden = await add('غیرفعال', 3, false);

    const res = await app.inject({ method: 'GET', url: '/api/shipment-announcements/' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown>[];
    expect(body.map((a) => a.id).slice(0, 2)).toEqual([newer.id, older.id]);
    expect(body.map((a) => a.id)).not.toContain(hidden.id);
    const shown = '/api/media/catalogue/shipment-brazil-coffee.svg';
    expect(body[0]).toEqual({
      id: newer.id,
      title: newer.title,
      description: 'شرح',
      is_active: true,
      is_featured: false,
      images: [{ id: expect.any(Number), image: shown, thumbnail: shown }],
      image_url: shown,
      created_at: at(2).toISOString(),
      updated_at: expect.any(String),
      created_by: null,
      created_by_name: '',
      shipment_date: '2026-01-02',
      origin_country: 'برزیل',
      estimated_arrival: null,
      product_categories: '',
      view_count: 0,
      products_count: 0,
      related_products: [],
      related_products_info: [],
    });
    const times = body.map((a) => Date.parse(a.created_at as string));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    // the seeded ones: the active ones are listed, the inactive one is not
    const titles = body.map((a) => a.title);
    for (const a of ANNOUNCEMENTS) {
      if (a.is_active ?? true) expect(titles).toContain(a.title);
      else expect(titles).not.toContain(a.title);
    }
    const featured = body.find((a) => a.title === ANNOUNCEMENTS[0].title)!;
    expect(featured.is_featured).toBe(true);
    expect((featured.images as { image: string }[])[0].image).toMatch(/^\/api\/media\/catalogue\/.+\.svg$/);
    // the demo announcements name products of their category
    expect(featured.products_count).toBeGreaterThan(0);
  });
});

describe('catalogue images', () => {
  test('an image URL from an answer is served as an image with long caching', async () => {
    const announcements = (
      await app.inject({ method: 'GET', url: '/api/shipment-announcements/' })
    ).json() as {
      images: { image: string }[];
    }[];
    const url = announcements.flatMap((a) => a.images)[0].image;
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    expect(res.body).toContain('<svg');

    // every seeded product has a primary image whose file exists
    const seeded = await db()
      .select({ image: productImages.image })
      .from(productImages)
      .innerJoin(products, eq(products.id, productImages.productId))
      .where(
        inArray(
          products.name,
          PRODUCTS.map((p) => p.name),
        ),
      );
    expect(seeded.length).toBe(PRODUCTS.length);
    const one = await app.inject({ method: 'GET', url: `/api/media/${seeded[0].image}` });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toMatch(/^image\/svg\+xml/);

    const missing = await app.inject({ method: 'GET', url: '/api/media/catalogue/nope.svg' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('seedCatalogue', () => {
  test('is idempotent: a second run creates nothing and keeps the counts', async () => {
    const counts = async () => ({
      categories: (await db().select({ n: count() }).from(categories))[0].n,
      products: (await db().select({ n: count() }).from(products))[0].n,
      images: (await db().select({ n: count() }).from(productImages))[0].n,
      announcements: (await db().select({ n: count() }).from(shipmentAnnouncements))[0].n,
    });
    const before = await counts();
    expect(await seedCatalogue(db())).toEqual({ categories: 0, products: 0, announcements: 0 });
    expect(await seedCatalogue(db())).toEqual({ categories: 0, products: 0, announcements: 0 });
    expect(await counts()).toEqual(before);
    expect(before.categories).toBe(5);
    expect(before.products).toBeGreaterThanOrEqual(PRODUCTS.length);
  });

  test('the seeded stock covers all three levels and prices are whole rials', async () => {
    const rows = await db()
      .select()
      .from(products)
      .where(
        inArray(
          products.name,
          PRODUCTS.map((p) => p.name),
        ),
      );
    expect(rows).toHaveLength(PRODUCTS.length);
    expect(rows.some((r) => r.stock === 0)).toBe(true);
    expect(rows.some((r) => r.stock > 0 && r.stock <= 50)).toBe(true);
    expect(rows.filter((r) => r.stock > 50).length).toBeGreaterThan(rows.length / 2);
    expect(rows.every((r) => /^[1-9][0-9]*$/.test(r.basePrice))).toBe(true);
    expect(rows.find((r) => r.name === 'قهوه عربیکا برزیل')!.basePrice).toBe('18500000');
  });
});
