// Rows and sessions the catalogue tests share: a signed-in user of each role, products made with a test's tag.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { categories, products, users, type NewProduct } from '../src/db/schema';
import { signedInUser } from './helpers';

export type Session = Awaited<ReturnType<typeof signedInUser>>;
export type Role = 'customer' | 'dealer' | 'staff';

/** A signed-in customer, dealer and staff member (roles are read from the database on each request). */
export async function sessionsByRole(app: FastifyInstance, tag: string): Promise<Record<Role, Session>> {
  const [customer, dealer, staff] = await Promise.all([
    signedInUser(app),
    signedInUser(app),
    signedInUser(app, { name: 'کارشناس کاتالوگ' }),
  ]);
  const db = app.database.db;
  await db
    .update(users)
    .set({ isDealer: true, dealerCode: `C-${tag}` })
    .where(eq(users.id, dealer.user.id));
  await db.update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
  return { customer, dealer, staff };
}

export const bearer = (s: Session | null) => (s ? { authorization: `Bearer ${s.tokens.access}` } : {});

export async function categoryId(app: FastifyInstance, name: string) {
  const [row] = await app.database.db.select().from(categories).where(eq(categories.name, name));
  return row.id;
}

export async function addProduct(app: FastifyInstance, fields: Partial<NewProduct> & { name: string }) {
  const [row] = await app.database.db
    .insert(products)
    .values({ categoryId: await categoryId(app, 'coffee'), basePrice: '1000000', stock: 100, ...fields })
    .returning();
  return row;
}
