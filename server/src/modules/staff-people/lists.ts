// The staff's people lists as a service: the customers, the dealers with their figures, the dealers' totals and
// the commission records, each a query over the database the service was built with.
import type { CommissionBasis } from '../../config/receivables';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { allDealers, dealerStats, listCommissions, listDealers } from './dealer-list';
import { listCustomers } from './user-rows';

export function createPeopleLists({
  db,
  clock,
  commissionBasis,
}: {
  db: Db;
  clock: Clock;
  /** COMMISSION_BASIS: with paid, a commission's payout waits for its order's instalments. */
  commissionBasis: CommissionBasis;
}) {
  return {
    customers: (query: Parameters<typeof listCustomers>[1]) => listCustomers(db, query),
    dealers: (query: Parameters<typeof listDealers>[1]) => listDealers(db, query),
    allDealers: () => allDealers(db),
    dealerStats: () => dealerStats(db),
    commissions: (query: Parameters<typeof listCommissions>[1]) =>
      listCommissions(db, query, { basis: commissionBasis, now: clock() }),
  };
}

export type PeopleLists = ReturnType<typeof createPeopleLists>;
