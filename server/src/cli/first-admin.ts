// The first super admin of a deployment, made from the command line (production carries no demo accounts, and
// only a super admin can make another). The same rules as every account: the registration checks, an email
// nobody has, and never the published demo password or the email itself as the password.
import { EMAIL_TAKEN_ERROR } from '@sefaresh/shared-api/rules';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { PasswordHasher } from '../modules/auth/passwords';
import { validateRegistration } from '../modules/auth/service';

export interface FirstAdminInput {
  email: string;
  name: string;
  password: string;
}

/** Every problem of the input, as "field: message" lines; empty when the account can be made. */
export async function firstAdminProblems(db: Db, input: FirstAdminInput): Promise<string[]> {
  const { value, errors } = validateRegistration({ ...input, phone: '' });
  const problems = Object.entries(errors ?? {})
    .filter(([field]) => field !== 'phone')
    .flatMap(([field, messages]) => messages.map((m) => `${field}: ${m}`));
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${value.email})`);
  if (taken) problems.push(`email: ${EMAIL_TAKEN_ERROR}`);
  return problems;
}

/** Creates the super admin (staff and super admin, active) and answers its id; throws the problems otherwise. */
export async function createFirstAdmin(
  db: Db,
  passwords: PasswordHasher,
  now: Date,
  input: FirstAdminInput,
): Promise<number> {
  const problems = await firstAdminProblems(db, input);
  if (problems.length) throw new Error(problems.join('\n'));
  const { value } = validateRegistration({ ...input, phone: '' });
  const [row] = await db
    .insert(users)
    .values({
      email: value.email,
      name: value.name,
      phone: '',
      companyName: '',
      passwordHash: await passwords.hash(value.password),
      isStaff: true,
      isSuperuser: true,
      isActive: true,
      dateJoined: now,
    })
    .returning({ id: users.id });
  return row.id;
}
