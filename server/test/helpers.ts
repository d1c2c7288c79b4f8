// Test app on a real database: in-memory PGlite, or PostgreSQL when DATABASE_URL is set (npm run test:pg).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { testConfig, type Config } from '../src/config';
import { categories, notificationOutbox, products, users } from '../src/db/schema';
import type { Clock } from '../src/lib/clock';
import { seedCatalogue } from '../src/seed/seed';
import { pgliteTemplate } from './pglite-template';

/**
 * On PostgreSQL (npm run test:pg) every test app gets a database of its own, named after the run's database
 * (scripts/test-pg.mjs drops them all at the end), so files running in parallel never see each other's rows: a
 * copy of the run's migrated PG_TEMPLATE_DATABASE when there is one, else an empty database the app migrates.
 */
async function ownPostgresDatabase(): Promise<Config['database'] | undefined> {
  const base = process.env.DATABASE_URL;
  if (!base) return undefined;
  // through a transaction pooler (npm run test:pgbouncer): the database is made on PostgreSQL itself
  const directBase = process.env.DATABASE_DIRECT_URL;
  const url = new URL(base);
  const name = `${url.pathname.slice(1)}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: directBase ?? base });
  await client.connect();
  try {
    const template = process.env.PG_TEMPLATE_DATABASE;
    await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  if (!directBase) return { kind: 'postgres', url: url.href };
  const direct = new URL(directBase);
  direct.pathname = `/${name}`;
  return { kind: 'postgres', url: url.href, directUrl: direct.href };
}

/** A new database for one test app: its own on PostgreSQL, else an in-memory copy of the migrated template. */
export async function testDatabase(): Promise<Config['database']> {
  return (await ownPostgresDatabase()) ?? { kind: 'pglite', dir: null, template: await pgliteTemplate() };
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  clock?: Clock,
): Promise<FastifyInstance> {
  const config = testConfig({ ...overrides, database: overrides.database ?? (await testDatabase()) });
  return buildApp({ config, clock, logger: false });
}

/** Rate limits switched on, each loose enough never to get in the way except those a test sets. */
export function enforcedLimits(limits: Partial<Config['rateLimit']> = {}): Config['rateLimit'] {
  return { ...testConfig().rateLimit, ...limits, enabled: true };
}

/**
 * A product for a test's orders, in a category of the demo catalogue (seeded here if it is not yet): 1,000,000
 * rials and plenty of stock unless told.
 */
export async function addTestProduct(
  app: FastifyInstance,
  name: string,
  options: { category?: string; basePrice?: string; stock?: number; taxRate?: string | null } = {},
) {
  const db = app.database.db;
  const categoryOf = async () =>
    (
      await db
        .select()
        .from(categories)
        .where(eq(categories.name, options.category ?? 'coffee'))
    )[0];
  let category = await categoryOf();
  if (!category) {
    await seedCatalogue(db);
    category = await categoryOf();
  }
  const [product] = await db
    .insert(products)
    .values({
      categoryId: category.id,
      name,
      basePrice: options.basePrice ?? '1000000',
      stock: options.stock ?? 100_000,
      taxRate: options.taxRate ?? null,
    })
    .returning();
  return product;
}

/** An email no other test (or parallel test file on the same PostgreSQL database) uses. */
export const uniqueEmail = (prefix = 'user') => `${prefix}.${randomBytes(5).toString('hex')}@example.com`;

export const STRONG_PASSWORD = 'Passw0rd123';

export async function register(app: FastifyInstance, fields: Record<string, unknown> = {}) {
  const body = {
    email: uniqueEmail(),
    name: 'کاربر آزمایشی',
    password: STRONG_PASSWORD,
    phone: '09121234567',
    company_name: '',
    ...fields,
  };
  const res = await app.inject({ method: 'POST', url: '/api/auth/register/', payload: body });
  return { res, body };
}

export async function login(app: FastifyInstance, email: string, password = STRONG_PASSWORD) {
  return app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } });
}

/**
 * The user's email and phone proven, as typing back their codes would (accounts/contact-verification.ts), and the
 * registration's verification email taken out of the outbox unsent, so a test's message counts are its own.
 */
export async function proveContacts(app: FastifyInstance, userId: number) {
  const db = app.database.db;
  const now = new Date();
  await db.update(users).set({ emailVerifiedAt: now, phoneVerifiedAt: now }).where(eq(users.id, userId));
  await db
    .delete(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.userId, userId),
        eq(notificationOutbox.kind, 'contact_verification'),
        isNull(notificationOutbox.sentAt),
      ),
    );
}

/**
 * A registered and signed-in user; its contacts proven (proveContacts) unless `unproven` is asked, as the
 * rules of issue 30 send order SMS only to proven phones.
 */
export async function signedInUser(
  app: FastifyInstance,
  fields: Record<string, unknown> = {},
  { unproven = false }: { unproven?: boolean } = {},
) {
  const { res, body } = await register(app, fields);
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  if (!unproven) await proveContacts(app, (res.json() as { user: { id: number } }).user.id);
  const loginRes = await login(app, body.email as string, body.password as string);
  if (loginRes.statusCode !== 200) throw new Error(`login failed: ${loginRes.body}`);
  const json = loginRes.json() as { user: { id: number }; tokens: { access: string; refresh: string } };
  return { ...json, email: body.email as string, password: body.password as string };
}

/** The newest code of this kind queued to the user and not yet sent (read from the outbox, as its recipient would). */
export async function queuedCode(
  app: FastifyInstance,
  userId: number,
  channel: 'email' | 'sms',
  kind = 'contact_verification',
): Promise<string> {
  const rows = await app.database.db
    .select()
    .from(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.userId, userId),
        eq(notificationOutbox.channel, channel),
        eq(notificationOutbox.kind, kind),
        isNull(notificationOutbox.sentAt),
      ),
    )
    .orderBy(notificationOutbox.id);
  const code = /(\d{6})/.exec(rows.at(-1)?.body ?? '')?.[1];
  if (!code) throw new Error(`no ${channel} code queued to user ${userId}`);
  return code;
}
