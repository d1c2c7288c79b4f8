// Demo accounts, idempotent: an account that exists (by email, any case) is left as it is.
import type { FastifyBaseLogger } from 'fastify';
import type { Argon2Config } from '../config';
import { createPasswordHasher } from '../modules/auth/passwords';
import type { Db } from './client';
import { users, type NewUser } from './schema';

export const DEMO_PASSWORD = 'Sefaresh1404';

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

export async function seedDemo(db: Db, argon2: Argon2Config, log: FastifyBaseLogger): Promise<number> {
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
      .values(missing.map(({ role: _role, ...u }) => ({ ...u, passwordHash })))
      .onConflictDoNothing()
      .returning({ id: users.id });
    created = rows.length;
  }
  log.info(
    `demo accounts: ${DEMO_USERS.length} (${created} created now), password for all: ${DEMO_PASSWORD}`,
  );
  for (const u of DEMO_USERS)
    log.info(`demo account  ${u.role.padEnd(11)}  ${u.email.padEnd(22)}  ${DEMO_PASSWORD}`);
  return created;
}
