// Iranian identity numbers on an official invoice, checked the way the registries issue them: a person's 10-digit
// national code (کد ملی) and a company's 11-digit national ID (شناسه ملی اشخاص حقوقی), each by its check digit, and
// the economic code (کد اقتصادی) by its length. Dependency-free, like the rest of the rules module: callers pass
// ASCII digits (normalizeDigits first).

/** A person's national code: 10 digits, the last one a check digit. */
export const NATIONAL_CODE_LENGTH = 10;
/** Old cards drop the leading zeros; a code of 8 or 9 digits is read with zeros in front. */
export const NATIONAL_CODE_MIN = 8;
/** A company's (legal entity's) national ID: 11 digits, the last one a check digit. */
export const LEGAL_ID_LENGTH = 11;
/**
 * The economic code's accepted lengths: 12 (the classic code), 11 (a company's new code, its national ID) and 14
 * (a person's new code in the taxpayers' system). A format check only: no check digit is published for them.
 */
export const ECONOMIC_CODE_LENGTHS: readonly number[] = Object.freeze([11, 12, 14]);
export const ECONOMIC_CODE_MAX = 14;

const digitsOf = (code: string) => Array.from(code, Number);
const allSame = (code: string) => /^(\d)\1*$/.test(code);

/**
 * A national code as stored: the 10 digits, with the zeros an 8- or 9-digit entry left out put back in front.
 * Other values are returned unchanged.
 */
export function padNationalCode(code: string): string {
  return /^\d{8,9}$/.test(code) ? code.padStart(NATIONAL_CODE_LENGTH, '0') : code;
}

/**
 * A person's national code (کد ملی): weights 10..2 on the first nine digits, r = sum mod 11, check = r when r < 2,
 * else 11 − r. Codes of one repeated digit and codes whose middle six digits are zero are never issued.
 */
export function isValidNationalCode(value: string): boolean {
  const code = padNationalCode(value);
  if (!/^\d{10}$/.test(code) || allSame(code) || code.slice(3, 9) === '000000') return false;
  const d = digitsOf(code);
  const sum = d.slice(0, 9).reduce((acc, digit, i) => acc + digit * (10 - i), 0);
  const r = sum % 11;
  return d[9] === (r < 2 ? r : 11 - r);
}

const LEGAL_ID_WEIGHTS = Object.freeze([29, 27, 23, 19, 17, 29, 27, 23, 19, 17]);

/**
 * A company's national ID (شناسه ملی): the tenth digit + 2 is added to each of the first ten digits, they are
 * weighted 29, 27, 23, 19, 17 (twice), and (sum mod 11) mod 10 is the last digit. IDs whose middle six digits are
 * zero are never issued.
 */
export function isValidLegalId(code: string): boolean {
  if (!/^\d{11}$/.test(code) || allSame(code) || code.slice(3, 9) === '000000') return false;
  const d = digitsOf(code);
  const plus = d[9] + 2;
  const sum = LEGAL_ID_WEIGHTS.reduce((acc, weight, i) => acc + (d[i] + plus) * weight, 0);
  return (sum % 11) % 10 === d[10];
}

/** The national id field of an official invoice: a person's national code or a company's national ID. */
export function isValidNationalId(code: string): boolean {
  return code.length === LEGAL_ID_LENGTH ? isValidLegalId(code) : isValidNationalCode(code);
}

/** Why a national id (ASCII digits) is refused: its length or its check digit; null when it is valid. */
export function nationalIdProblem(code: string): 'length' | 'check' | null {
  if (!/^\d+$/.test(code) || code.length < NATIONAL_CODE_MIN || code.length > LEGAL_ID_LENGTH)
    return 'length';
  return isValidNationalId(code) ? null : 'check';
}

/** An economic code (ASCII digits) of one of the accepted lengths. */
export function isValidEconomicCode(code: string): boolean {
  return /^\d+$/.test(code) && ECONOMIC_CODE_LENGTHS.includes(code.length);
}

/** What a national id is called on an invoice: a person's national code or a company's national ID. */
export const NATIONAL_ID_LABELS = Object.freeze({ person: 'کد ملی', company: 'شناسه ملی' });

/** The label of a national id (ASCII digits): «شناسه ملی» for a company's 11 digits, else «کد ملی» (a person's). */
export function nationalIdLabel(code: string): string {
  return code.trim().length === LEGAL_ID_LENGTH ? NATIONAL_ID_LABELS.company : NATIONAL_ID_LABELS.person;
}
