// orderAllows of the rules module (order-states.ts): may the order's user take this action now (the server's
// allowed_actions)? Re-exported by name here because the rules index lists its exports by name and, after the
// dealer branch's change, leaves this one out; drop this file once `@sefaresh/shared-api/rules` exports it again.
import type { OrderAction } from '@sefaresh/shared-api/rules';

export function orderAllows(order: { allowed_actions?: readonly string[] | null }, action: OrderAction): boolean {
  return order.allowed_actions?.includes(action) ?? false;
}
