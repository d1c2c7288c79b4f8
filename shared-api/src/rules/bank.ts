// Where a customer pays: the seller's Iranian bank account number, card number and IBAN (شماره شبا), checked the
// way the banks issue them, and the labels of the "how to pay" block shared by the order page, the pre-invoice and
// the notifications. Dependency-free, like the rest of the rules module: callers pass ASCII digits
// (normalizeDigits first); spaces and dashes between the groups are allowed.

/** An Iranian IBAN: IR, two check digits and 22 digits (ISO 13616). */
export const IBAN_LENGTH = 26;
/** A bank card number (شماره کارت): 16 digits, the last a Luhn check digit. */
export const CARD_NUMBER_LENGTH = 16;

/** The value without the spaces and dashes people group it with, upper-cased. */
export function compactBankNumber(value: string): string {
  return String(value ?? '')
    .replace(/[\s\u200c\u200f\u200e-]/g, '')
    .toUpperCase();
}

/** value mod 97 of a long string of decimal digits, in chunks (no BigInt needed). */
function mod97(digits: string): number {
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) rest = Number(`${rest}${digits.slice(i, i + 7)}`) % 97;
  return rest;
}

/**
 * An Iranian IBAN (شبا): IR + 24 digits whose ISO 13616 check holds: the first four characters moved to the end,
 * letters read as numbers (A = 10 … Z = 35), the whole number mod 97 is 1.
 */
export function isValidIban(value: string): boolean {
  const iban = compactBankNumber(value);
  if (!/^IR\d{24}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  const numeric = moved.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  return mod97(numeric) === 1;
}

/** Why an IBAN is refused: its shape (IR + 24 digits) or its check digits; null when it is valid. */
export function ibanProblem(value: string): 'format' | 'check' | null {
  if (!/^IR\d{24}$/.test(compactBankNumber(value))) return 'format';
  return isValidIban(value) ? null : 'check';
}

/** A 16-digit card number whose Luhn check digit holds (every second digit from the right doubled). */
export function isValidCardNumber(value: string): boolean {
  const card = compactBankNumber(value);
  if (!/^\d{16}$/.test(card) || /^0+$/.test(card)) return false;
  let sum = 0;
  for (let i = 0; i < card.length; i++) {
    let d = Number(card[card.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card number or an IBAN as people read it: groups of four, left to right (IR06 0170 …, 6037 9971 …). */
export function groupBankNumber(value: string): string {
  return (compactBankNumber(value).match(/.{1,4}/g) ?? []).join(' ');
}

/** Labels of the "how to pay" block: the order page's card, the pre-invoice and the order-confirmed messages. */
export const PAYMENT_INFO_LABELS = Object.freeze({
  title: 'نحوه پرداخت',
  accountHolder: 'صاحب حساب',
  bankName: 'بانک',
  accountNumber: 'شماره حساب',
  cardNumber: 'شماره کارت',
  iban: 'شماره شبا',
  amountDue: 'مبلغ قابل پرداخت',
  deadline: 'مهلت پرداخت',
  reference: 'شناسه پرداخت (شماره سفارش)',
  referenceHint:
    'شماره سفارش را در توضیحات واریز بنویسید و پس از پرداخت، رسید را در صفحه سفارش بارگذاری کنید.',
  /** The instalments due after the deadline (the payment schedule of the chosen terms). */
  laterTitle: 'پرداخت‌های بعدی (طبق شرایط انتخاب‌شده)',
  laterSms: (rialsText: string) => `مابقی (${rialsText}) در سررسیدهای بعدی طبق صفحه سفارش.`,
});
