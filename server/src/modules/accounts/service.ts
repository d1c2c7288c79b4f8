// Users: the data access the auth module (and later the admin modules) build on.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { users, type NewUser, type User } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { SessionUser } from './schemas';

export interface UsersService {
  findById(id: number): Promise<User | undefined>;
  /** Case-insensitive lookup (the unique index is on lower(email)). */
  findByEmail(email: string): Promise<User | undefined>;
  create(user: NewUser): Promise<User>;
  touchLastLogin(id: number): Promise<void>;
}

/** The signed-in user's row: every request's user-cache miss. */
const userById = preparedStatement('user_by_id', (db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1),
);

export function createUsersService({ db, clock }: { db: Db; clock: Clock }): UsersService {
  return {
    async findById(id) {
      const [row] = await userById(db).execute({ id });
      return row;
    },
    async findByEmail(email) {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email.trim()})`)
        .limit(1);
      return row;
    },
    async create(user) {
      const [row] = await db.insert(users).values(user).returning();
      return row;
    },
    async touchLastLogin(id) {
      await db.update(users).set({ lastLogin: clock() }).where(eq(users.id, id));
    },
  };
}

export function toSessionUser(u: User): SessionUser {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    is_staff: u.isStaff,
    is_superuser: u.isSuperuser,
    is_dealer: u.isDealer,
    company_name: u.companyName,
    phone: u.phone,
    email_verified: u.emailVerifiedAt !== null,
    phone_verified: u.phoneVerifiedAt !== null,
  };
}
