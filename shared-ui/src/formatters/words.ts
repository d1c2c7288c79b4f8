// Amounts in Persian words, written under price fields so a slip of a digit reads differently.
// The words come from @persian-tools/persian-tools (tree-shaken to this one function).
import { numberToWords } from '@persian-tools/persian-tools';
import { parseAmount } from './digits';

/** A whole amount of at least 0 in Persian words: 1250000 → 'یک میلیون و دویست و پنجاه هزار'; else ''. */
export function amountInWords(value: unknown): string {
  const n = parseAmount(value);
  if (n === null || n < 0 || !Number.isSafeInteger(n)) return '';
  const words = numberToWords(n);
  return typeof words === 'string' ? words : '';
}
