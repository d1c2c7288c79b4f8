// What every order transition shares (spec README, "who may move an order where"): the row lock, the 409 for
// a move the status does not allow, the order event and the customer's email and SMS, all in the caller's
// transaction so that a refused or failed move changes nothing.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { orderEvents, orders, users, type Order, type OrderStatus, type User } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import {
  MESSAGES,
  allowedActions,
  statusAllows,
  transitionRefusal,
  type OrderAction,
  type OrderRole,
} from '@sefaresh/shared-api/rules';
import { enqueueEmailAndSms, type DbOrTx, type NotificationKind } from '../notifications/service';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const isStaffUser = (user: User) => user.isStaff || user.isSuperuser;

/** The caller's roles for this order: its customer, staff (is_staff or is_superuser), its assigned dealer. */
export function callerRoles(order: Pick<Order, 'customerId' | 'assignedDealerId'>, user: User): OrderRole[] {
  const roles: OrderRole[] = [];
  if (order.customerId === user.id) roles.push('customer');
  if (isStaffUser(user)) roles.push('staff');
  if (user.isDealer && order.assignedDealerId === user.id) roles.push('dealer');
  return roles;
}

/** What the transition table lets this caller do with the order now (the answers' allowed_actions). */
export const actionsFor = (
  order: Pick<Order, 'status' | 'customerId' | 'assignedDealerId'>,
  user: User,
): OrderAction[] => allowedActions(order.status, callerRoles(order, user));

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

/** Who may read an order: its customer, staff and its assigned dealer. */
export const mayViewOrder = (order: Pick<Order, 'customerId' | 'assignedDealerId'>, user: User) =>
  order.customerId === user.id || isStaffUser(user) || order.assignedDealerId === user.id;

/** SELECT … FOR UPDATE of the order; 404 when it does not exist. */
export async function lockOrder(tx: Tx, orderId: number): Promise<Order> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound(MESSAGES.orderNotFound);
  return order;
}

/** The order's customer only (staff and dealers act through their own calls). */
export function assertCustomer(order: Order, user: User) {
  if (order.customerId !== user.id) throw forbidden(MESSAGES.orderForbidden);
}

/**
 * 409 with a Persian sentence naming the action and the current status when the transition table (the rules
 * module's ORDER_TRANSITIONS) does not allow the action from it.
 */
export function assertStatus(order: Pick<Order, 'status'>, action: OrderAction) {
  if (!statusAllows(action, order.status)) throw conflict(transitionRefusal(action, order.status));
}

export interface EventInput {
  order: Order;
  actor: User;
  /** The new status; omitted when the order stays where it is. */
  to?: OrderStatus;
  note?: string;
  now: Date;
}

/** The order event; also moves the order's status when `to` differs, and stamps updated_at. */
export async function recordEvent(tx: Tx, { order, actor, to = order.status, note = '', now }: EventInput) {
  if (to !== order.status) {
    await tx.update(orders).set({ status: to, updatedAt: now }).where(eq(orders.id, order.id));
  } else {
    await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, order.id));
  }
  await tx.insert(orderEvents).values({
    orderId: order.id,
    actorId: actor.id,
    fromStatus: order.status,
    toStatus: to,
    note,
    createdAt: now,
  });
}

/** Email and (when the customer has a phone) SMS to the order's customer through the outbox. */
export async function notifyCustomer(
  tx: DbOrTx,
  order: Pick<Order, 'id' | 'customerId'>,
  kind: NotificationKind,
  /** The email's subject and body; the SMS carries `sms` when given, else the body. */
  text: { subject: string; body: string; sms?: string },
  now: Date,
) {
  const [customer] = await tx
    .select({ email: users.email, phone: users.phone })
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
