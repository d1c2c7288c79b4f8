// Live order status: the orders table's trigger announces every change of an order on
// ORDER_EVENTS_CHANNEL when its transaction commits (migration 0011), on whichever replica made it. Each replica
// listens and hands each change to its open event streams; a user hears of an order they may view, and a dealer
// of an order just taken from them (its id only, so their list drops it).
import type { OrderStatus, User } from '../../db/schema';
import { mayViewOrder } from '../orders/authorize';

export const ORDER_EVENTS_CHANNEL = 'sefaresh_orders';

/** The trigger's payload. */
export interface OrderChange {
  id: number;
  status: OrderStatus;
  customer: number;
  dealer: number | null;
  previous_dealer: number | null;
}

/** What a stream sends: the order and its status, or only the id of an order the user no longer sees. */
export type OrderEvent = { id: number; status: OrderStatus } | { id: number };

export function eventFor(user: User, change: OrderChange): OrderEvent | null {
  if (mayViewOrder({ customerId: change.customer, assignedDealerId: change.dealer }, user))
    return { id: change.id, status: change.status };
  if (change.previous_dealer === user.id) return { id: change.id };
  return null;
}

function parse(payload: string): OrderChange | null {
  try {
    const change = JSON.parse(payload) as OrderChange;
    return Number.isInteger(change.id) ? change : null;
  } catch {
    return null;
  }
}

/** Hears each change, or `null` after the database listener (re)connected: changes may have been missed. */
export type OrderChangeListener = (change: OrderChange | null) => void;

/** The replica's subscribers to order changes. */
export function createOrderEvents() {
  const listeners = new Set<OrderChangeListener>();
  return {
    /** Hands a NOTIFY payload to every subscriber; the empty payload of a (re)connected listener as `null`. */
    publish(payload: string) {
      const change = payload ? parse(payload) : null;
      if (change || !payload) for (const listener of listeners) listener(change);
    },
    subscribe(listener: OrderChangeListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get subscribers() {
      return listeners.size;
    },
  };
}
