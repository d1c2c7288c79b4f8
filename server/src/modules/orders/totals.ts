// The order's quoted_total and total_with_tax, recomputed by the server after every change to prices,
// quantities, selections, items or invoice type. Each active item counts with its selected option; before the
// customer chooses, with its lowest-priced option, so the card shows what the order costs at least.
import { lineAmounts, orderTotals, type PricedLine } from '@sefaresh/shared-api/rules';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  orderItems,
  orderPricingOptions,
  orders,
  products,
  type OrderItem,
  type OrderPricingOption,
} from '../../db/schema';
import type { Tx } from '../../db/client';

export interface PricedItem {
  item: OrderItem;
  itemId: number;
  productName: string;
  quantity: number;
  taxRate: string | null;
  options: OrderPricingOption[];
}

/** Active items of the order with their options (oldest first). */
export async function pricedItems(tx: Tx, orderId: number): Promise<PricedItem[]> {
  const items = await tx
    .select({ item: orderItems, productName: products.name, taxRate: products.taxRate })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const active = items.filter((i) => i.item.isActive);
  const options = active.length
    ? await tx
        .select()
        .from(orderPricingOptions)
        .where(
          inArray(
            orderPricingOptions.itemId,
            active.map((i) => i.item.id),
          ),
        )
        .orderBy(asc(orderPricingOptions.id))
    : [];
  return active.map(({ item, productName, taxRate }) => ({
    item,
    itemId: item.id,
    productName,
    quantity: item.finalQuantity ?? item.requestedQuantity,
    taxRate,
    options: options.filter((o) => o.itemId === item.id),
  }));
}

/** What pricing an item needs: its quantity, tax rate and options. */
type Priceable = Pick<PricedItem, 'quantity' | 'taxRate' | 'options'>;

/** The item priced with one of its options, as the money rules compute it. */
export const lineOf = (item: Priceable, option: OrderPricingOption): PricedLine => ({
  unitPrice: option.unitPrice,
  quantity: item.quantity,
  discountPercentage: option.discountPercentage,
  taxRate: item.taxRate,
});

/** The option an item counts with: the selected one, else the cheapest; null when it has none. */
export function countedOption(item: Priceable): OrderPricingOption | null {
  return item.options.find((o) => o.isSelected) ?? cheapestOption(item);
}

/** The item's lowest-priced option (before tax), what it counts with before the customer's choice. */
export function cheapestOption(item: Priceable): OrderPricingOption | null {
  let best: OrderPricingOption | null = null;
  for (const option of item.options) {
    if (
      !best ||
      lineAmounts(lineOf(item, option), false).total < lineAmounts(lineOf(item, best), false).total
    ) {
      best = option;
    }
  }
  return best;
}

/** Writes quoted_total and total_with_tax (null while no item has a price). */
export async function recomputeTotals(tx: Tx, orderId: number, official: boolean) {
  const items = await pricedItems(tx, orderId);
  const lines: PricedLine[] = [];
  for (const item of items) {
    const option = countedOption(item);
    if (option) lines.push(lineOf(item, option));
  }
  const totals = lines.length ? orderTotals(lines, official) : null;
  await tx
    .update(orders)
    .set({
      quotedTotal: totals ? totals.quotedTotal.toString() : null,
      totalWithTax: totals ? totals.totalWithTax.toString() : null,
    })
    .where(eq(orders.id, orderId));
}
