// A dealer's bank account (IBAN, شبا) for commission payouts: set by the dealer on their profile or by a super
// admin on the dealers page, read by the dealer and by staff (the dealers list, the payout dialog). Checked by the
// rules module like the seller's account (IR + 24 digits, mod 97) and stored compact; every change is written to
// the activity log, since it decides where money goes.
import { ibanFieldProblem, normalizeIban } from '@sefaresh/shared-api/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type User } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { forbidden, notFound, validationFailed } from '../../lib/errors';
import { recordAdminActions } from '../dashboard/admin-log';
import { DEALER_AREA_TEXTS } from '../dealer-area/messages';
import { ADMIN_LOG_TEXTS, PEOPLE_TEXTS } from './messages';

/** The IBAN to store (null clears it), or a 400 on `dealer_iban` in Persian. */
function checkedIban(value: string | null | undefined): string | null {
  const problem = ibanFieldProblem(value, { optional: true });
  if (problem) throw validationFailed({ dealer_iban: [problem] });
  return normalizeIban(value) || null;
}

export function createDealerIban({ db, clock }: { db: Db; clock: Clock }) {
  /** Sets the dealer's IBAN (by the dealer or a super admin) and logs the change; answers the stored value. */
  async function set(
    actor: User,
    dealerId: number,
    value: string | null | undefined,
  ): Promise<string | null> {
    const iban = checkedIban(value);
    await db.transaction(async (tx) => {
      const [dealer] = await tx.select().from(users).where(eq(users.id, dealerId)).for('update');
      if (!dealer || !dealer.isDealer) throw notFound(PEOPLE_TEXTS.dealerNotFound);
      if (dealer.dealerIban === iban) return;
      await tx.update(users).set({ dealerIban: iban }).where(eq(users.id, dealerId));
      await recordAdminActions(
        tx,
        [
          {
            actorId: actor.id,
            action: 'dealer_iban_changed',
            targetUserId: dealerId,
            note: ADMIN_LOG_TEXTS.ibanChanged(dealer.name, iban, actor.id === dealerId),
            details: { from: dealer.dealerIban, to: iban },
          },
        ],
        clock(),
      );
    });
    return iban;
  }

  /** The calling dealer's own account, read afresh; anyone but a dealer 403. */
  async function own(actor: User) {
    if (!actor.isDealer) throw forbidden(DEALER_AREA_TEXTS.dealersOnly);
    const [row] = await db.select({ iban: users.dealerIban }).from(users).where(eq(users.id, actor.id));
    return { dealer_iban: row?.iban ?? null };
  }

  async function setOwn(actor: User, value: string | null) {
    if (!actor.isDealer) throw forbidden(DEALER_AREA_TEXTS.dealersOnly);
    const iban = await set(actor, actor.id, value);
    return { message: iban ? PEOPLE_TEXTS.ibanSaved : PEOPLE_TEXTS.ibanCleared, dealer_iban: iban };
  }

  return { set, own, setOwn };
}

export type DealerIban = ReturnType<typeof createDealerIban>;
