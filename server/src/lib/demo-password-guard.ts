// Production refuses to start while an account still signs in with the published demo password: the demo
// accounts by email, and every staff and super admin account. Every password set through the API refuses the demo
// password (passwordProblems), so dealers and customers cannot have it unless seeded; checking them would cost an
// argon2 verify per account at every start (500 dealers took a start from 2.5 s to 7–10 s).
import { inArray, or, sql } from 'drizzle-orm';
import type { Argon2Config } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { DEMO_PASSWORD, DEMO_USERS } from '../seed/seed';
import { createPasswordHasher } from '../modules/auth/passwords';

export class DemoPasswordError extends Error {
  constructor(public readonly emails: string[]) {
    super(
      `Refusing to start in production: ${emails.length} account(s) still have the published demo password ` +
        `(${emails.join(', ')}). Change their passwords (or deactivate them), or set ALLOW_DEMO_PASSWORD=true ` +
        `for a test deployment.`,
    );
    this.name = 'DemoPasswordError';
  }
}

/** Emails of the accounts that check out with the demo password (demo emails, staff, super admins). */
export async function accountsWithDemoPassword(db: Db, argon2: Argon2Config): Promise<string[]> {
  const demoEmails = DEMO_USERS.map((u) => u.email.toLowerCase());
  const candidates = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      or(inArray(sql`lower(${users.email})`, demoEmails), sql`${users.isStaff} or ${users.isSuperuser}`),
    );
  const hasher = createPasswordHasher(argon2);
  const found: string[] = [];
  for (const c of candidates) if (await hasher.verify(c.passwordHash, DEMO_PASSWORD)) found.push(c.email);
  return found;
}
