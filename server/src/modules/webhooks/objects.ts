// The `data` of an event's body: the object as the API returns it to staff (the order as GET /api/orders/{id}/
// answers a staff member, the commission as the dealers page lists it, the product as the admin products page
// reads it), read when the event is first sent. An object deleted since is `{id, deleted: true}`.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dealerCommissions, type User } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import type { AdminProductsService } from '../catalogue/staff/products';
import type { OrdersService } from '../orders/service';
import { commissionRows, toCommissionItem } from '../staff-people/dealer-list';
import type { WebhookObjectKind } from './emit';

/** Reads as a staff member (not a super admin, not a dealer, not any order's customer). */
const STAFF_READER = { id: 0, isStaff: true, isSuperuser: false, isDealer: false, isActive: true } as User;

export type WebhookObjects = (kind: WebhookObjectKind, id: number) => Promise<unknown>;

export function createWebhookObjects({
  db,
  orders,
  adminProducts,
}: {
  db: Db;
  orders: Pick<OrdersService, 'getForUser'>;
  adminProducts: Pick<AdminProductsService, 'get'>;
}): WebhookObjects {
  const gone = (id: number) => ({ id, deleted: true });
  const orGone = async <T>(id: number, read: () => Promise<T>) => {
    try {
      return await read();
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 404) return gone(id);
      throw err;
    }
  };
  return async (kind, id) => {
    switch (kind) {
      case 'order':
        return orGone(id, () => orders.getForUser(STAFF_READER, id));
      case 'product':
        return orGone(id, () => adminProducts.get(id));
      case 'commission': {
        const [row] = await commissionRows(db, eq(dealerCommissions.id, id));
        return row ? toCommissionItem(row) : gone(id);
      }
      default:
        return { id };
    }
  };
}
