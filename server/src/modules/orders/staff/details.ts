// One order as staff see it (GET admin/orders/{id}/details/: the order answer, the customer's email and the
// order's history) and the customer's invoice data for the editor (GET admin/orders/{id}/customer-info/).
import { emptyCustomerInfo, isInvoiceInfoComplete } from '@sefaresh/shared-api/rules';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Static } from 'typebox';
import type { Db } from '../../../db/client';
import { customerInvoiceInfo, orderEvents, orders, users, type User } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { ADMIN_ORDER_TEXTS } from './messages';
import type { AdminCustomerInfoResponse, AdminOrderDetails } from './schemas';
import { accountCustomerInfo } from '../customer-info';
import type { OrdersService } from '../service';

export function createAdminOrderDetails({ db, orders: ordersService }: { db: Db; orders: OrdersService }) {
  return {
    /** GET admin/orders/{id}/details/: the order as staff see it, the customer's email and the history. */
    async details(user: User, orderId: number): Promise<Static<typeof AdminOrderDetails>> {
      const order = await ordersService.getForUser(user, orderId);
      const [who] = await db
        .select({ email: users.email })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.customerId))
        .where(eq(orders.id, orderId));
      const actor = alias(users, 'actor');
      const events = await db
        .select({ event: orderEvents, actorName: actor.name })
        .from(orderEvents)
        .leftJoin(actor, eq(actor.id, orderEvents.actorId))
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id));
      return {
        ...order,
        customer_email: who?.email ?? '',
        events: events.map(({ event, actorName }) => ({
          id: event.id,
          from_status: event.fromStatus ?? null,
          to_status: event.toStatus,
          note: event.note,
          created_at: event.createdAt.toISOString(),
          actor_name: actorName,
        })),
      };
    },

    /** GET admin/orders/{id}/customer-info/: the order's snapshot, else the saved invoice data, else the account. */
    async customerInfo(orderId: number): Promise<Static<typeof AdminCustomerInfoResponse>> {
      const [row] = await db
        .select({ info: orders.customerInfo, account: users, saved: customerInvoiceInfo.info })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.customerId))
        .leftJoin(customerInvoiceInfo, eq(customerInvoiceInfo.userId, orders.customerId))
        .where(eq(orders.id, orderId));
      if (!row) throw notFound(ADMIN_ORDER_TEXTS.orderNotFound);
      const complete = isInvoiceInfoComplete;
      const filled = emptyCustomerInfo;
      if (row.info) {
        const info = filled(row.info);
        return { customer_info: info, is_complete: complete(info), source: 'order' };
      }
      if (row.saved) {
        const info = filled(row.saved);
        return { customer_info: info, is_complete: complete(info), source: 'saved' };
      }
      const info = accountCustomerInfo(row.account);
      return { customer_info: info, is_complete: false, source: 'account' };
    },
  };
}
