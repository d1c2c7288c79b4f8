// The state model's question for an order answer of the admin area: may staff take this action now?
// The order answers carry `allowed_actions` (the server's list for the caller); until the generated API types
// name the field (server branch `srv`), the answer types are widened here. Remove the cast when they do.
import { orderAllows, type OrderAction } from '@sefaresh/shared-api/rules';

type WithAllowedActions = { allowed_actions?: readonly string[] | null };

export function allows(order: object, action: OrderAction): boolean {
  return orderAllows(order as WithAllowedActions, action);
}
