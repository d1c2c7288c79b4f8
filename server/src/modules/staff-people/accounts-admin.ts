// What only super admins do to accounts (spec README "Accounts and security"): create customers,
// dealers and admins; activate and deactivate anyone (not themselves, never the last active super admin; a
// deactivated user's refresh tokens are revoked in the same transaction, and the access token is refused on
// its next request because every request reads the user afresh); the bulk actions of the customers page.
import {
  COMMISSION_RATE_DECIMALS,
  EMAIL_TAKEN_ERROR,
  commissionRateProblem,
  ibanFieldProblem,
  normalizeIban,
} from '@sefaresh/shared-api/rules';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Static } from 'typebox';
import { isUniqueViolation, type Db } from '../../db/client';
import { refreshTokens, users, type User } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound, validationFailed, type FieldErrors } from '../../lib/errors';
import type { PasswordHasher } from '../auth/passwords';
import { validateRegistration } from '../auth/service';
import { DEALER_TEXTS } from '../orders/staff/dealer-messages';
import type { DbOrTx } from '../../db/client';
import { enqueueNotification } from '../notifications/service';
import { recordAdminActions } from '../dashboard/admin-log';
import type { BulkActionBody, CreateUserBodyT, CustomerRowT } from './customer-schemas';
import { ADMIN_LOG_TEXTS, PEOPLE_TEXTS } from './messages';
import { customerRow, existingUsers } from './user-rows';

/** A rate above 0, at most 50, one decimal, as stored ('7.50'); field problems otherwise. */
export function checkedRate(value: number | string | null | undefined, field: string): string {
  const problem = commissionRateProblem(value);
  if (problem) throw validationFailed({ [field]: [problem] });
  const text = String(value).trim();
  const [, frac = ''] = text.split('.');
  if (frac.length > COMMISSION_RATE_DECIMALS)
    throw validationFailed({ [field]: [DEALER_TEXTS.rateOneDecimal] });
  return Number(text).toFixed(2);
}

/** Dealer codes: DLR- and digits, from the row id (the demo's four-digit codes never meet these). */
const dealerCodeOf = (id: number) => `DLR-${100000 + id}`;

const roleOf = (u: Pick<User, 'isDealer' | 'isStaff' | 'isSuperuser'>) => {
  const r = ADMIN_LOG_TEXTS.roles;
  if (u.isSuperuser) return r.superuser;
  if (u.isStaff) return r.staff;
  return u.isDealer ? r.dealer : r.customer;
};

export function createAccountsAdmin({
  db,
  clock,
  passwords,
}: {
  db: Db;
  clock: Clock;
  passwords: PasswordHasher;
}) {
  async function createUser(actor: User, body: CreateUserBodyT): Promise<CustomerRowT> {
    const { value, errors } = validateRegistration({ ...body, phone: body.phone ?? '' });
    const problems: FieldErrors = { ...(errors ?? {}) };
    if (!value.phone) delete problems.phone; // phone is optional on the admin forms (spec 002 §5)
    const isSuperuser = body.is_superuser === true;
    const isStaff = body.is_staff === true || isSuperuser;
    const isDealer = body.is_dealer === true;
    if (isDealer && isStaff) throw badRequest(PEOPLE_TEXTS.dealerAndStaff);
    let rate: string | null = null;
    let iban: string | null = null;
    if (isDealer) {
      const problem = commissionRateProblem(body.dealer_commission_rate);
      if (problem) problems.dealer_commission_rate = [problem];
      else rate = checkedRate(body.dealer_commission_rate, 'dealer_commission_rate');
      const ibanProblem = ibanFieldProblem(body.dealer_iban, { optional: true });
      if (ibanProblem) problems.dealer_iban = [ibanProblem];
      else iban = normalizeIban(body.dealer_iban) || null;
    }
    if (Object.keys(problems).length) throw validationFailed(problems);
    const passwordHash = await passwords.hash(value.password);
    const now = clock();
    try {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            email: value.email,
            name: value.name,
            phone: value.phone,
            companyName: value.company_name,
            passwordHash,
            isStaff,
            isSuperuser,
            isDealer,
            dealerCommissionRate: rate,
            dealerIban: iban,
            isActive: body.is_active ?? true,
            dateJoined: now,
          })
          .returning();
        if (isDealer)
          await tx
            .update(users)
            .set({ dealerCode: dealerCodeOf(row.id) })
            .where(eq(users.id, row.id));
        await recordAdminActions(
          tx,
          [
            {
              actorId: actor.id,
              action: 'user_created',
              targetUserId: row.id,
              note: ADMIN_LOG_TEXTS.userCreated(row.name, roleOf(row)),
              details: { is_dealer: isDealer, is_staff: isStaff, is_superuser: isSuperuser, rate },
            },
          ],
          now,
        );
        return row.id;
      });
      return (await customerRow(db, id))!;
    } catch (err) {
      if (isUniqueViolation(err)) throw validationFailed({ email: [EMAIL_TAKEN_ERROR] }, EMAIL_TAKEN_ERROR);
      throw err;
    }
  }

  /**
   * Sets is_active on these users in one transaction, all or nothing: refuses the actor's own deactivation and
   * one that would leave no active super admin (the super admins' rows are locked first, so two requests can
   * not each remove "the other" last one). Deactivated users' refresh tokens are revoked.
   */
  async function setActive(tx: DbOrTx, actor: User, targets: User[], isActive: boolean, now: Date) {
    const changing = targets.filter((u) => u.isActive !== isActive);
    if (!isActive) {
      if (targets.some((u) => u.id === actor.id)) throw conflict(PEOPLE_TEXTS.notYourself);
      const supers = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isSuperuser, true), eq(users.isActive, true)))
        .for('update');
      const leaving = new Set(changing.filter((u) => u.isSuperuser).map((u) => u.id));
      if (leaving.size && supers.every((s) => leaving.has(s.id))) throw conflict(PEOPLE_TEXTS.lastSuperuser);
    }
    if (!changing.length) return 0;
    const ids = changing.map((u) => u.id);
    await tx.update(users).set({ isActive }).where(inArray(users.id, ids));
    if (!isActive)
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(inArray(refreshTokens.userId, ids), isNull(refreshTokens.revokedAt)));
    await recordAdminActions(
      tx,
      changing.map((u) => ({
        actorId: actor.id,
        action: isActive ? ('user_activated' as const) : ('user_deactivated' as const),
        targetUserId: u.id,
        note: (isActive ? ADMIN_LOG_TEXTS.activated : ADMIN_LOG_TEXTS.deactivated)(u.name),
      })),
      now,
    );
    return changing.length;
  }

  async function updateActivation(actor: User, id: number, isActive: boolean) {
    const now = clock();
    await db.transaction(async (tx) => {
      const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!target) throw notFound(PEOPLE_TEXTS.userNotFound);
      await setActive(tx, actor, [target], isActive, now);
    });
    return {
      message: isActive ? PEOPLE_TEXTS.activated : PEOPLE_TEXTS.deactivated,
      customer: (await customerRow(db, id))!,
    };
  }

  async function bulkAction(actor: User, body: Static<typeof BulkActionBody>) {
    const ids = [...new Set(body.customer_ids)];
    if (!ids.length) throw badRequest(PEOPLE_TEXTS.noneSelected);
    const now = clock();
    if (body.action === 'email') {
      const subject = body.subject?.trim() ?? '';
      const text = body.body?.trim() ?? '';
      const problems: FieldErrors = {};
      if (!subject) problems.subject = [PEOPLE_TEXTS.subjectRequired];
      if (!text) problems.body = [PEOPLE_TEXTS.bodyRequired];
      if (Object.keys(problems).length) throw validationFailed(problems);
      const targets = await existingUsers(db, ids);
      if (targets.length !== ids.length) throw notFound(PEOPLE_TEXTS.someNotFound);
      await db.transaction(async (tx) => {
        for (const u of targets)
          await enqueueNotification(
            tx,
            {
              channel: 'email',
              kind: 'admin_message',
              recipient: u.email,
              subject,
              body: text,
              userId: u.id,
            },
            now,
          );
        await recordAdminActions(
          tx,
          [
            {
              actorId: actor.id,
              action: 'bulk_email',
              note: ADMIN_LOG_TEXTS.bulkEmail(targets.length, subject),
              details: { user_ids: ids, subject },
            },
          ],
          now,
        );
      });
      return { message: PEOPLE_TEXTS.bulkEmailed(targets.length), affected: targets.length };
    }
    const isActive = body.action === 'activate';
    const affected = await db.transaction(async (tx) => {
      const targets = await tx
        .select()
        .from(users)
        .where(inArray(users.id, ids))
        .orderBy(users.id)
        .for('update');
      if (targets.length !== ids.length) throw notFound(PEOPLE_TEXTS.someNotFound);
      return setActive(tx, actor, targets, isActive, now);
    });
    return {
      message: (isActive ? PEOPLE_TEXTS.bulkActivated : PEOPLE_TEXTS.bulkDeactivated)(affected),
      affected,
    };
  }

  return { createUser, updateActivation, bulkAction };
}

export type AccountsAdmin = ReturnType<typeof createAccountsAdmin>;
