// The pricing form's preview (display only: the server's totals win after saving; exact, like the server's).
import { lineTax, lineTotal, parseDiscount, parseQuantity, parseUnitPrice } from '@sefaresh/shared-api/rules';
import { enabledRows, type ItemValues, type PricingValues, type TermRow } from './pricing-form';

/** unit × quantity × (1 − discount/100), rounded half-up to whole rials; null when a number is missing. */
export function previewLineTotal(row: TermRow, quantity: string): bigint | null {
  const price = parseUnitPrice(row.unit_price);
  const qty = parseQuantity(quantity);
  const discount = parseDiscount(row.discount_percentage);
  if (price === null || qty === null || discount === null) return null;
  return lineTotal(price, qty, discount);
}

/** A line's tax at the item's rate: only on official invoices. */
export const previewLineTax = (line: bigint, item: ItemValues, official: boolean) =>
  lineTax(line, item.tax_rate, official);

export interface PreviewTotals {
  min: bigint;
  max: bigint;
  minWithTax: bigint;
  maxWithTax: bigint;
}

/** The order total when every item takes its cheapest / its dearest enabled term; null while incomplete. */
export function previewOrderTotals(values: PricingValues): PreviewTotals | null {
  const totals: PreviewTotals = { min: 0n, max: 0n, minWithTax: 0n, maxWithTax: 0n };
  for (const item of values.items) {
    const lines = enabledRows(item)
      .map((row) => previewLineTotal(row, item.final_quantity))
      .filter((n): n is bigint => n !== null);
    if (!lines.length) return null;
    const low = lines.reduce((a, b) => (b < a ? b : a));
    const high = lines.reduce((a, b) => (b > a ? b : a));
    totals.min += low;
    totals.max += high;
    totals.minWithTax += low + lineTax(low, item.tax_rate, true);
    totals.maxWithTax += high + lineTax(high, item.tax_rate, true);
  }
  return totals;
}
