// Order money in exact integers (spec README "Money"), written once for the server and the admin's pricing
// preview: amounts are whole rials as digit strings computed in BigInt; percentages (discount, tax) have at most
// two decimals and are scaled by 100 (12.5 % → 1250 of 10000). Never floating point. Also the pricing form's
// limits and the parsing of typed prices, discounts and quantities. Dependency-free, like the rest of the module.
import { normalizeDigits } from './digits';

/** Spec README, money: a product without a tax rate is taxed at 10 percent. */
export const DEFAULT_TAX_RATE = 10;
/** The pricing form (spec 001 §5): 1 to 10 payment terms per item. */
export const MIN_PRICING_TERMS = 1;
export const MAX_PRICING_TERMS = 10;
/** Unit prices are whole rials above 0 and below 10^14. */
export const MAX_UNIT_PRICE = 10n ** 14n;

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
  quantity: number | bigint,
  discountPercentage: string | number = 0,
): bigint {
  const discount = percentHundredths(discountPercentage);
  if (discount > PERCENT_SCALE) throw new RangeError('discount above 100%');
  return divRoundHalfUp(rials(unitPrice) * BigInt(quantity) * (PERCENT_SCALE - discount), PERCENT_SCALE);
}

/** The tax percent to use: the product's, or 10 when it has none. */
export const taxRateOf = (taxRate: string | number | null | undefined): string | number =>
  taxRate ?? DEFAULT_TAX_RATE;

/** Tax on a (discounted) line total: only for official invoices, at the rate (null → 10), rounded half-up. */
export function lineTax(
  total: bigint,
  taxRate: string | number | null | undefined,
  official: boolean,
): bigint {
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

/** Order totals from the counted option of each active item: quoted_total (before tax) and total_with_tax. */
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

// ---- what a form or a request carries (numbers or text with Persian or Arabic digits and separators) ----

/** Persian and Arabic-Indic digits → ASCII; thousands separators and spaces removed; the Persian decimal mark → '.'. */
export function plainNumber(value: string | number | null | undefined): string {
  return normalizeDigits(String(value ?? ''))
    .replace(/[\s,٬،]/g, '')
    .replace('٫', '.');
}

/** A unit price: whole rials above 0 and below MAX_UNIT_PRICE ('1200000', '1,200,000.00') as digits, else null. */
export function parseUnitPrice(value: string | number | null | undefined): string | null {
  const m = /^(\d+)(?:\.0*)?$/.exec(plainNumber(value));
  if (!m) return null;
  const amount = BigInt(m[1]);
  return amount > 0n && amount < MAX_UNIT_PRICE ? amount.toString() : null;
}

/** Hundredths of a percent as the shortest decimal text: 1250n → '12.5', 500n → '5', 1225n → '12.25'. */
export function percentText(hundredths: bigint): string {
  const whole = hundredths / 100n;
  const rest = hundredths % 100n;
  if (rest === 0n) return whole.toString();
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** A discount of 0–100 with at most two decimals, as its shortest text; empty counts as 0. Null when invalid. */
export function parseDiscount(value: string | number | null | undefined): string | null {
  const text = plainNumber(value);
  if (text === '') return '0';
  try {
    const hundredths = percentHundredths(text);
    return hundredths <= PERCENT_SCALE ? percentText(hundredths) : null;
  } catch {
    return null;
  }
}

/** A final quantity: a whole number of at least 1, else null. */
export function parseQuantity(value: string | number | null | undefined): number | null {
  const text = plainNumber(value);
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}
