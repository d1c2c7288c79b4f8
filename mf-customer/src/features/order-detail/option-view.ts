// What the two views of an item's pricing options (the table and the phone's cards) share: their props and the
// discount's text.
import type { PricingOption } from '@sefaresh/shared-api';
import { formatNumber } from '@sefaresh/shared-ui';

export interface OptionsTableProps {
  options: PricingOption[];
  official: boolean;
  /** The option the item counts with (chosen, or the only one). */
  chosenId?: number;
  /** Makes each term a radio button (inside a Radio.Group), named by this (the price selection). */
  choiceLabel?: (option: PricingOption) => string;
  caption?: string;
}

export function percentText(value: string): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  return `${formatNumber(n, Number.isInteger(n) ? 0 : 2)}٪`;
}
