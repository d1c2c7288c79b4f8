// The staff's price slip check: a unit price typed a factor of ten off went through unflagged.
// A term's unit price "looks off" when it is at least PRICE_OFF_FACTOR times above or below the median of the
// item's other terms, else of the product's base price. A warning only: saving is never refused for it.
// Dependency-free, like the rest of the module.
import { parseUnitPrice } from './money';

/** How far (×, ÷) from the other terms or the base price a unit price may be before it is flagged. */
export const PRICE_OFF_FACTOR = 5n;

/** What a flagged price is far from. */
export type PriceOff = 'terms' | 'base';

/**
 * The median of the amounts; for an even count, of the two middle ones the nearer (by ratio) to `near`, so one
 * slipped term among two others does not drag the reference of the correct ones. Null when there are none.
 */
export function medianAmount(amounts: readonly bigint[], near: bigint): bigint | null {
  if (!amounts.length) return null;
  const sorted = [...amounts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length % 2) return sorted[mid];
  const [low, high] = [sorted[mid - 1], sorted[mid]];
  return near * near <= low * high ? low : high;
}

const farFrom = (price: bigint, reference: bigint) =>
  reference > 0n && (price >= reference * PRICE_OFF_FACTOR || price * PRICE_OFF_FACTOR <= reference);

type Amount = string | number | bigint | null | undefined;
const amountOf = (value: Amount): bigint | null => {
  if (typeof value === 'bigint') return value;
  const parsed = parseUnitPrice(value);
  return parsed === null ? null : BigInt(parsed);
};

/**
 * 'terms' when the price is PRICE_OFF_FACTOR times above or below the median of the other terms' prices (with
 * a single other term, both are flagged: which one slipped, the base price shown beside them tells),
 * else 'base' when it is that far from the base price, else null. Prices that are not valid amounts (empty,
 * zero, half typed) are left out; an invalid price is not flagged here (the form's own rule says so).
 */
export function priceLooksOff(price: Amount, others: readonly Amount[], basePrice?: Amount): PriceOff | null {
  const amount = amountOf(price);
  if (amount === null) return null;
  const median = medianAmount(
    others.map(amountOf).filter((n): n is bigint => n !== null),
    amount,
  );
  if (median !== null && farFrom(amount, median)) return 'terms';
  const base = amountOf(basePrice);
  if (base !== null && farFrom(amount, base)) return 'base';
  return null;
}
