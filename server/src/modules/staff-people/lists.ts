// The staff's people lists as a service: the customers, the dealers with their figures, the dealers' totals and
// the commission records, each a query over the database the service was built with.
import type { Db } from '../../db/client';
import { allDealers, dealerStats, listCommissions, listDealers } from './dealer-list';
import { listCustomers } from './user-rows';

export function createPeopleLists({ db }: { db: Db }) {
  return {
    customers: (query: Parameters<typeof listCustomers>[1]) => listCustomers(db, query),
    dealers: (query: Parameters<typeof listDealers>[1]) => listDealers(db, query),
    allDealers: () => allDealers(db),
    dealerStats: () => dealerStats(db),
    commissions: (query: Parameters<typeof listCommissions>[1]) => listCommissions(db, query),
  };
}

export type PeopleLists = ReturnType<typeof createPeopleLists>;
