// What every order transition shares (spec README, "who may move an order where"): the row lock, the order
// event and the customer's email and SMS, all in the caller's transaction so that a refused or failed move
// changes nothing. Who may make the move, and from which status, is authorizeMove's (authorize.ts).
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { orderEvents, orders, users, type Order, type OrderStatus, type User } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { MESSAGES } from '@sefaresh/shared-api/rules';
import { enqueueEmailAndSms, type NotificationKind } from '../notifications/service';
import { emitOrderMove } from '../webhooks/emit';
import { mayViewOrder } from './authorize';

/** Whose order it is: its customer and its assigned dealer (the permission checks of every order read). */
const orderParties = preparedStatement('order_parties', (db) =>
  db
    .select({ customerId: orders.customerId, assignedDealerId: orders.assignedDealerId })
    .from(orders)
    .where(eq(orders.id, sql.placeholder('orderId'))),
);

/** The order's customer and assigned dealer; undefined when it does not exist. */
export async function orderPartiesOf(db: Db, orderId: number) {
  const [row] = await orderParties(db).execute({ orderId });
  return row;
}

/** Who may read an order, its receipts and invoices: its customer, staff and its assigned dealer (404, else 403). */
export async function assertCanViewOrder(db: Db, user: User, orderId: number) {
  const row = await orderPartiesOf(db, orderId);
  if (!row) throw notFound(MESSAGES.orderNotFound);
  if (!mayViewOrder(row, user)) throw forbidden(MESSAGES.orderForbidden);
}

/** SELECT … FOR UPDATE of the order; 404 when it does not exist. */
export async function lockOrder(tx: Tx, orderId: number): Promise<Order> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound(MESSAGES.orderNotFound);
  return order;
}

export interface EventInput {
  order: Order;
  /** Who made the move; null for the app's own jobs (the quote expiry). */
  actor: User | null;
  /** The new status; omitted when the order stays where it is. */
  to?: OrderStatus;
  note?: string;
  now: Date;
}

/** The order event; also moves the order's status when `to` differs, stamps updated_at and emits its webhooks. */
export async function recordEvent(tx: Tx, { order, actor, to = order.status, note = '', now }: EventInput) {
  if (to !== order.status) {
    await tx.update(orders).set({ status: to, updatedAt: now }).where(eq(orders.id, order.id));
  } else {
    await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, order.id));
  }
  await tx.insert(orderEvents).values({
    orderId: order.id,
    actorId: actor?.id ?? null,
    fromStatus: order.status,
    toStatus: to,
    note,
    createdAt: now,
  });
  // the webhooks of the move (order.priced, payment.verified, …), sent after the commit
  await emitOrderMove(tx, order.id, order.status, to, now);
}

/** Email and (when the customer has a verified phone) SMS to the order's customer through the outbox. */
export async function notifyCustomer(
  tx: DbOrTx,
  order: Pick<Order, 'id' | 'customerId'>,
  kind: NotificationKind,
  /** The email's subject and body; the SMS carries `sms` when given, else the body. */
  text: { subject: string; body: string; sms?: string },
  now: Date,
) {
  const [customer] = await tx
    .select({ email: users.email, phone: users.phone, phoneVerifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, order.customerId));
  if (!customer) return;
  await enqueueEmailAndSms(
    tx,
    { userId: order.customerId, ...customer },
    { kind, orderId: order.id, ...text },
    now,
  );
}

/** Stock falls by the final quantities of the active items when an order completes, never below zero. */
export async function reduceStock(tx: Tx, orderId: number) {
  await tx.execute(sql`
    update products p
       set stock = greatest(p.stock - q.quantity, 0)
      from (select product_id, sum(coalesce(final_quantity, requested_quantity))::int as quantity
              from order_items where order_id = ${orderId} and is_active group by product_id) q
     where p.id = q.product_id`);
}
