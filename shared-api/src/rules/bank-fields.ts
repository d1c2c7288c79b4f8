// An IBAN typed into a form (a dealer's account for commission payouts): read as people type it (Persian digits,
// spaces, dashes, a lower-case ir), checked by the same ISO 13616 rule as the seller's account (bank.ts), and
// stored compact (IR and 24 ASCII digits). The Persian sentences are shared by the forms and the server.
import { compactBankNumber, ibanProblem } from './bank';
import { normalizeDigits } from './digits';

export const IBAN_MESSAGES = Object.freeze({
  format: 'شماره شبا باید با IR شروع شود و ۲۴ رقم داشته باشد',
  check: 'شماره شبا معتبر نیست؛ رقم‌های کنترل آن را دوباره بررسی کنید',
  required: 'وارد کردن شماره شبا الزامی است',
});

/** The IBAN as stored: ASCII digits, no spaces or dashes, upper case ('ir05 ۰۱۷۰ …' → 'IR050170…'). */
export function normalizeIban(value: string | null | undefined): string {
  return compactBankNumber(normalizeDigits(String(value ?? '')));
}

/** The Persian sentence for a typed IBAN, or null when it is valid (or empty and optional). */
export function ibanFieldProblem(
  value: string | null | undefined,
  { optional = false }: { optional?: boolean } = {},
): string | null {
  const iban = normalizeIban(value);
  if (!iban) return optional ? null : IBAN_MESSAGES.required;
  const problem = ibanProblem(iban);
  return problem ? IBAN_MESSAGES[problem] : null;
}
