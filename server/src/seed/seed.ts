// Demo data, idempotent: accounts (an account that exists, by email in any case, is left as it is) and the
// catalogue (categories by name, products and announcements by title; existing rows are never changed).
import { PUBLISHED_DEMO_PASSWORD } from '@sefaresh/shared-api/rules';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Argon2Config } from '../config';
import { createPasswordHasher } from '../modules/auth/passwords';
import { ANNOUNCEMENTS, CATEGORIES, PRODUCTS } from './catalogue-data';
import type { FileStore } from '../lib/file-store';
import { demoImage } from './demo-images';
import type { Db } from '../db/client';
import { seedDemoDealerOrders } from './seed-dealer-orders';
import { seedDemoOrders } from './seed-orders';
import { remindDemoReceivables, seedDemoReceivables } from './seed-receivables';
import {
  announcementImages,
  announcementProducts,
  categories,
  productImages,
  products,
  shipmentAnnouncements,
  users,
  type NewUser,
} from '../db/schema';

export const DEMO_PASSWORD = PUBLISHED_DEMO_PASSWORD;

type DemoUser = Omit<NewUser, 'passwordHash'> & { role: string };

export const DEMO_USERS: DemoUser[] = [
  {
    role: 'super admin',
    email: 'admin@sefaresh.ir',
    name: 'مدیر سامانه',
    phone: '09120000001',
    isStaff: true,
    isSuperuser: true,
  },
  { role: 'staff', email: 'staff@sefaresh.ir', name: 'سارا محمدی', phone: '09120000002', isStaff: true },
  {
    role: 'dealer',
    email: 'dealer1@sefaresh.ir',
    name: 'علی رضایی',
    phone: '09121110001',
    companyName: 'بازرگانی رضایی',
    isDealer: true,
    dealerCode: 'DLR-1001',
    dealerCommissionRate: '5.00',
  },
  {
    role: 'dealer',
    email: 'dealer2@sefaresh.ir',
    name: 'مریم احمدی',
    phone: '09121110002',
    companyName: 'پخش احمدی',
    isDealer: true,
    dealerCode: 'DLR-1002',
    dealerCommissionRate: '7.50',
  },
  // customer1 has the company data an official invoice needs (the rest of customer_info comes with its issue).
  {
    role: 'customer',
    email: 'customer1@sefaresh.ir',
    name: 'محمد حسینی',
    phone: '09123456789',
    companyName: 'شرکت بازرگانی آفتاب شرق',
  },
  {
    role: 'customer',
    email: 'customer2@sefaresh.ir',
    name: 'زهرا کریمی',
    phone: '09351234567',
    companyName: '',
  },
  {
    role: 'customer',
    email: 'customer3@sefaresh.ir',
    name: 'رضا موسوی',
    phone: '09131234567',
    companyName: 'فروشگاه موسوی',
  },
];

export async function seedDemo(
  db: Db,
  argon2: Argon2Config,
  log: FastifyBaseLogger,
  files?: FileStore,
): Promise<number> {
  const existing = new Set(
    (await db.select({ email: users.email }).from(users)).map((r) => r.email.toLowerCase()),
  );
  const missing = DEMO_USERS.filter((u) => !existing.has(u.email.toLowerCase()));
  let created = 0;
  if (missing.length) {
    const hasher = createPasswordHasher(argon2);
    const passwordHash = await hasher.hash(DEMO_PASSWORD);
    // ON CONFLICT DO NOTHING: replicas (or test workers) seeding at the same time do not fail.
    const rows = await db
      .insert(users)
      // the demo's own contacts count as proven: its orders' SMS go out like any verified customer's
      .values(
        missing.map(({ role: _role, ...u }) => ({
          ...u,
          passwordHash,
          emailVerifiedAt: new Date(),
          phoneVerifiedAt: new Date(),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id });
    created = rows.length;
  }
  // demo accounts made before contacts were verified (issue 30): theirs are the demo's own contacts
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, phoneVerifiedAt: sql`now()` })
    .where(
      and(
        inArray(
          sql`lower(${users.email})`,
          DEMO_USERS.map((u) => u.email.toLowerCase()),
        ),
        isNull(users.phoneVerifiedAt),
      ),
    );
  log.info(
    `demo accounts: ${DEMO_USERS.length} (${created} created now), password for all: ${DEMO_PASSWORD}`,
  );
  for (const u of DEMO_USERS)
    log.info(`demo account  ${u.role.padEnd(11)}  ${u.email.padEnd(22)}  ${DEMO_PASSWORD}`);
  await seedCatalogue(db, log, new Date(), files);
  await seedDemoOrders(db, log, seedDemoReceivables);
  await seedDemoDealerOrders(db, log);
  await remindDemoReceivables(db, new Date());
  return created;
}

/** Arbitrary key of the advisory lock that serialises catalogue seeding (replicas, parallel test files). */
const CATALOGUE_SEED_LOCK = 4_031_404;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Products of its category each demo announcement names. */
const RELATED_PER_DEMO_ANNOUNCEMENT = 3;

export interface CatalogueSeedResult {
  categories: number;
  products: number;
  announcements: number;
}

/** The demo catalogue (src/seed/catalogue-data.ts); returns how many rows of each kind it created now. */
export async function seedCatalogue(
  db: Db,
  log?: FastifyBaseLogger,
  now = new Date(),
  /** Given (npm start): the drawings go through the image pipeline into this store. */
  files?: FileStore,
): Promise<CatalogueSeedResult> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const isoDate = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_SEED_LOCK})`);
    const createdCategories = await tx
      .insert(categories)
      .values(
        CATEGORIES.map((c) => ({
          name: c.name,
          nameFa: c.name_fa,
          displayName: c.display_name,
          sortOrder: c.sort_order,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: categories.id });
    const categoryId = new Map(
      (await tx.select({ id: categories.id, name: categories.name }).from(categories)).map((c) => [
        c.name,
        c.id,
      ]),
    );

    const existingProducts = new Set(
      (await tx.select({ name: products.name }).from(products)).map((r) => r.name),
    );
    let createdProducts = 0;
    for (const p of PRODUCTS) {
      if (existingProducts.has(p.name)) continue;
      const [row] = await tx
        .insert(products)
        .values({
          name: p.name,
          description: p.description,
          categoryId: categoryId.get(p.category)!,
          origin: p.origin,
          basePrice: p.base_price,
          taxRate: p.tax_rate,
          stock: p.stock,
          weight: p.weight,
          isActive: p.is_active ?? true,
          isFeatured: p.is_featured ?? false,
          createdAt: ago(p.age_days),
          updatedAt: ago(p.age_days),
        })
        .returning({ id: products.id });
      await tx
        .insert(productImages)
        .values({ productId: row.id, ...(await demoImage(p.slug, files)), sortOrder: 0, isPrimary: true });
      createdProducts++;
    }

    const existingAnnouncements = new Set(
      (await tx.select({ title: shipmentAnnouncements.title }).from(shipmentAnnouncements)).map(
        (r) => r.title,
      ),
    );
    const [author] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = 'staff@sefaresh.ir'`);
    const catalogueRows = await tx
      .select({ id: products.id, categoryId: products.categoryId, isActive: products.isActive })
      .from(products)
      .orderBy(products.id);
    let createdAnnouncements = 0;
    for (const a of ANNOUNCEMENTS) {
      if (existingAnnouncements.has(a.title)) continue;
      const [row] = await tx
        .insert(shipmentAnnouncements)
        .values({
          title: a.title,
          description: a.description,
          isActive: a.is_active ?? true,
          isFeatured: a.is_featured ?? false,
          shipmentDate: isoDate(a.shipment_in_days),
          originCountry: a.origin_country,
          estimatedArrival: isoDate(a.arrival_in_days),
          productCategories: a.product_categories,
          createdBy: author?.id ?? null,
          createdAt: ago(a.age_days),
          updatedAt: ago(a.age_days),
          // the demo's announcements were "published" before anyone signed up: nothing to send for them
          notifiedAt: ago(a.age_days),
        })
        .returning({ id: shipmentAnnouncements.id });
      const related = catalogueRows
        .filter((p) => p.isActive && p.categoryId === categoryId.get(a.category))
        .slice(0, RELATED_PER_DEMO_ANNOUNCEMENT);
      if (related.length)
        await tx
          .insert(announcementProducts)
          .values(related.map((p, i) => ({ announcementId: row.id, productId: p.id, sortOrder: i })));
      await tx
        .insert(announcementImages)
        .values({ announcementId: row.id, ...(await demoImage(a.slug, files)), sortOrder: 0 });
      createdAnnouncements++;
    }
    return {
      categories: createdCategories.length,
      products: createdProducts,
      announcements: createdAnnouncements,
    };
  });
  log?.info(
    `demo catalogue: ${CATEGORIES.length} categories, ${PRODUCTS.length} products, ${ANNOUNCEMENTS.length} shipment announcements ` +
      `(${result.categories}/${result.products}/${result.announcements} created now)`,
  );
  return result;
}
