// The dealers page's changes, super admins only: a dealer's default rate (above 0, at most 50; the
// orders already assigned keep their rate), paying commissions (only payable ones, all or nothing: any other
// status answers 409 and pays nothing), and creating a dealer. Each change is written to the activity log.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { CommissionBasis } from '../../config/receivables';
import type { Db } from '../../db/client';
import { dealerCommissions, users, type User } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError, badRequest, notFound, validationFailed } from '../../lib/errors';
import { payCommission } from '../commissions/pay';
import { type AccountsAdmin, checkedRate } from './accounts-admin';
import { recordAdminActions } from '../dashboard/admin-log';
import { commissionRows, dealerFigures, toCommissionItem, toDealerRow } from './dealer-list';
import type { CreateDealerBody, PayCommissionsBody } from './dealer-schemas';
import { whole } from '../commissions/figures';
import { ADMIN_LOG_TEXTS, PEOPLE_TEXTS } from './messages';

export function createDealerMoney({
  db,
  clock,
  accounts,
  commissionBasis = 'completion',
}: {
  db: Db;
  clock: Clock;
  accounts: AccountsAdmin;
  /** COMMISSION_BASIS: with paid, a payout waits (409) for the order's instalments. */
  commissionBasis?: CommissionBasis;
}) {
  async function dealerAnswer(id: number) {
    const [u] = await db.select().from(users).where(eq(users.id, id));
    return toDealerRow(u, (await dealerFigures(db, [id])).get(id));
  }

  async function updateRate(actor: User, id: number, value: number | string) {
    const rate = checkedRate(value, 'commission_rate');
    await db.transaction(async (tx) => {
      const [dealer] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!dealer || !dealer.isDealer) throw notFound(PEOPLE_TEXTS.dealerNotFound);
      await tx.update(users).set({ dealerCommissionRate: rate }).where(eq(users.id, id));
      await recordAdminActions(
        tx,
        [
          {
            actorId: actor.id,
            action: 'rate_changed',
            targetUserId: id,
            note: ADMIN_LOG_TEXTS.rateChanged(dealer.name, dealer.dealerCommissionRate, rate),
            details: { from: dealer.dealerCommissionRate, to: rate },
          },
        ],
        clock(),
      );
    });
    return { message: PEOPLE_TEXTS.rateUpdated(String(Number(rate))), dealer: await dealerAnswer(id) };
  }

  async function pay(actor: User, body: Static<typeof PayCommissionsBody>) {
    const ids = [...new Set(body.commission_ids)].sort((a, b) => a - b);
    if (!ids.length) throw badRequest(PEOPLE_TEXTS.noCommissions);
    const reference = body.payment_reference.trim();
    const now = clock();
    const paid = await db.transaction(async (tx) => {
      // every selected row locked in id order before any is paid: all or nothing
      const rows = await tx
        .select({ id: dealerCommissions.id })
        .from(dealerCommissions)
        .where(inArray(dealerCommissions.id, ids))
        .orderBy(asc(dealerCommissions.id))
        .for('update');
      if (rows.length !== ids.length) throw notFound(PEOPLE_TEXTS.commissionsNotFound);
      const records = [];
      for (const id of ids) records.push(await payCommission(tx, id, reference, now, commissionBasis));
      const dealers = await tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, [...new Set(records.map((r) => r.dealerId))]));
      const nameOf = new Map(dealers.map((d) => [d.id, d.name]));
      await recordAdminActions(
        tx,
        records.map((r) => ({
          actorId: actor.id,
          action: 'commission_paid' as const,
          targetUserId: r.dealerId,
          note: ADMIN_LOG_TEXTS.commissionPaid(nameOf.get(r.dealerId) ?? '', r.orderId, reference),
          details: {
            commission_id: r.id,
            order_id: r.orderId,
            amount: r.amount,
            payment_reference: reference,
          },
        })),
        now,
      );
      return records;
    });
    const items = (await commissionRows(db, inArray(dealerCommissions.id, ids))).map((r) =>
      toCommissionItem(r),
    );
    const total = paid.reduce((sum, r) => sum + BigInt(whole(r.amount)), 0n);
    return {
      message: PEOPLE_TEXTS.commissionsPaid(paid.length),
      paid_count: paid.length,
      total_amount: total.toString(),
      payment_reference: reference,
      commissions: items,
    };
  }

  async function createDealer(actor: User, body: Static<typeof CreateDealerBody>) {
    try {
      const row = await accounts.createUser(actor, {
        ...body,
        is_dealer: true,
        is_staff: false,
        is_superuser: false,
        dealer_commission_rate: body.commission_rate,
      });
      return { message: PEOPLE_TEXTS.dealerCreated, dealer: await dealerAnswer(row.id) };
    } catch (err) {
      // the dealer form names the rate commission_rate
      if (err instanceof HttpError && err.details?.dealer_commission_rate) {
        const { dealer_commission_rate: rate, ...rest } = err.details;
        throw validationFailed({ ...rest, commission_rate: rate }, err.message);
      }
      throw err;
    }
  }

  return { updateRate, pay, createDealer, dealerAnswer };
}

export type DealerMoney = ReturnType<typeof createDealerMoney>;
