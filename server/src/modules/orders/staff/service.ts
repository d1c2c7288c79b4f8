// The staff's order desk (spec 002 §2, §7 Orders) as one service: the list with its stat cards, the Excel
// export, one order with its history and the customer's invoice data.
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { createAdminOrderDetails } from './details';
import { createAdminOrderList } from './list';
import { createOrderExport } from './export';
import type { OrdersService } from '../service';

export function createAdminOrdersService(deps: { db: Db; clock: Clock; orders: OrdersService }) {
  return {
    ...createAdminOrderList(deps),
    ...createOrderExport(deps),
    ...createAdminOrderDetails(deps),
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
