// Order money in exact integers (spec README "Money"): amounts are whole rials as strings of digits, computed in
// BigInt. Percentages (discount, tax) have at most 2 decimals and are scaled by 100 (so 12.5 % → 1250 / 10000).
import { DEFAULT_TAX_RATE } from '../catalogue/service';

const PERCENT_SCALE = 10000n; // 100 (percent) × 100 (two decimals)

/** A percentage with up to 2 decimals ('12.5', 12.5, '10.00') as an integer in hundredths of a percent. */
export function percentHundredths(value: string | number): bigint {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = /^(\d+)(?:\.(\d{0,2})0*)?$/.exec(text);
  if (!m) throw new RangeError(`invalid percentage: ${text}`);
  return BigInt(m[1]) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
}

/** A whole-rial amount ('18500000') as BigInt. */
export function rials(value: string | number | bigint): bigint {
  if (typeof value === 'bigint') return value;
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = /^(\d+)(?:\.0*)?$/.exec(text);
  if (!m) throw new RangeError(`invalid amount: ${text}`);
  return BigInt(m[1]);
}

/** numerator / denominator rounded half-up (both non-negative). */
export function divRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** unit_price × quantity × (1 − discount/100), rounded half-up to whole rials. */
export function lineTotal(
  unitPrice: string | bigint,
  quantity: number,
  discountPercentage: string | number = 0,
): bigint {
  const discount = percentHundredths(discountPercentage);
  if (discount > PERCENT_SCALE) throw new RangeError('discount above 100%');
  return divRoundHalfUp(rials(unitPrice) * BigInt(quantity) * (PERCENT_SCALE - discount), PERCENT_SCALE);
}

/** The tax percent to use: the product's, or 10 when it has none. */
export const taxRateOf = (taxRate: string | number | null): string | number => taxRate ?? DEFAULT_TAX_RATE;

/** Tax on a (discounted) line total: only for official invoices, at the rate (null → 10), rounded half-up. */
export function lineTax(total: bigint, taxRate: string | number | null, official: boolean): bigint {
  if (!official) return 0n;
  return divRoundHalfUp(total * percentHundredths(taxRateOf(taxRate)), PERCENT_SCALE);
}

export interface PricedLine {
  unitPrice: string;
  quantity: number;
  discountPercentage: string | number;
  taxRate: string | number | null;
}

export interface LineAmounts {
  total: bigint;
  tax: bigint;
  totalWithTax: bigint;
}

export function lineAmounts(line: PricedLine, official: boolean): LineAmounts {
  const total = lineTotal(line.unitPrice, line.quantity, line.discountPercentage);
  const tax = lineTax(total, line.taxRate, official);
  return { total, tax, totalWithTax: total + tax };
}

/** Order totals from the selected option of each active item: quoted_total (before tax) and total_with_tax. */
export function orderTotals(
  selected: PricedLine[],
  official: boolean,
): { quotedTotal: bigint; totalWithTax: bigint } {
  let quotedTotal = 0n;
  let totalWithTax = 0n;
  for (const line of selected) {
    const a = lineAmounts(line, official);
    quotedTotal += a.total;
    totalWithTax += a.totalWithTax;
  }
  return { quotedTotal, totalWithTax };
}
