// The one gate of every order move, whatever route calls it: the caller's roles on the order against the
// transition table's `roles` (403), then the order's status against its `from` (409), both from the rules
// module's ORDER_TRANSITIONS.
import {
  MESSAGES,
  allowedActions,
  roleMay,
  statusAllows,
  transitionRefusal,
  type OrderAction,
  type OrderRole,
} from '@sefaresh/shared-api/rules';
import type { Order, User } from '../../db/schema';
import { conflict, forbidden } from '../../lib/errors';
import { isStaffUser } from '../../lib/current-user';

type Parties = Pick<Order, 'customerId' | 'assignedDealerId'>;

/** The caller's roles on this order: its customer (a dealer ordering for themselves too), staff, its assigned dealer. */
function rolesOn(order: Parties, user: User): OrderRole[] {
  const roles: OrderRole[] = [];
  if (order.customerId === user.id) roles.push('customer');
  if (isStaffUser(user)) roles.push('staff');
  if (user.isDealer && order.assignedDealerId === user.id) roles.push('dealer');
  return roles;
}

/** What the transition table lets this caller do with the order now (the answers' allowed_actions). */
export const actionsFor = (
  order: Parties & Pick<Order, 'status'>,
  user: User,
  facts: { quoteExpired?: boolean; settled?: boolean } = {},
): OrderAction[] => allowedActions(order.status, rolesOn(order, user), facts);

/** Who may read an order, its receipts and invoices: anyone with a role on it. */
export const mayViewOrder = (order: Parties, user: User): boolean => rolesOn(order, user).length > 0;

/**
 * 403 when none of the caller's roles on the order may take the action; 409 naming the action and the status
 * when the status does not allow it. Call it on the locked row, before anything is written.
 */
export function authorizeMove(order: Parties & Pick<Order, 'status'>, action: OrderAction, caller: User) {
  if (!rolesOn(order, caller).some((role) => roleMay(action, role))) throw forbidden(MESSAGES.orderForbidden);
  if (!statusAllows(action, order.status)) throw conflict(transitionRefusal(action, order.status));
}
