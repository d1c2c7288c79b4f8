// The official-invoice data of an order and of a customer (spec 000 §3 customer_info), written once for the order
// form, the invoice-info form and the server: its fields, their Persian labels, the lengths a request and an input
// take, the fields each form requires, the empty value, how typed text is cleaned and each field's problem.
// Dependency-free, like the rest of the rules module.
import { normalizeDigits, toPersianDigits as fa } from './digits';
import {
  ECONOMIC_CODE_LENGTHS,
  ECONOMIC_CODE_MAX,
  LEGAL_ID_LENGTH,
  NATIONAL_CODE_LENGTH,
  isValidEconomicCode,
  nationalIdProblem,
  padNationalCode,
} from './identity';
import { provinceName } from './iran-places';
import { MOBILE_PATTERN, normalizePhone, PHONE_MESSAGES } from './phone';

/** The fields, in the order the API answers them. */
export const CUSTOMER_INFO_FIELDS = Object.freeze([
  'name',
  'phone',
  'company_name',
  'national_id',
  'economic_id',
  'postal_code',
  'complete_address',
  'province',
  'city',
] as const);
export type CustomerInfoField = (typeof CUSTOMER_INFO_FIELDS)[number];
export type CustomerInfo = Record<CustomerInfoField, string>;
/** What a form or a request carries: any field may be missing. */
export type CustomerInfoInput = Partial<Record<CustomerInfoField, string | null>>;
/** The first problem of each field that has one, in Persian. */
export type CustomerInfoProblems = Partial<Record<CustomerInfoField, string>>;

/** Persian labels of the official-invoice fields (spec 000 §3 customer_info), for "{field} الزامی است". */
export const CUSTOMER_INFO_LABELS: Readonly<Record<CustomerInfoField, string>> = Object.freeze({
  name: 'نام',
  phone: 'شماره موبایل',
  company_name: 'نام شرکت',
  national_id: 'شناسه/کد ملی',
  economic_id: 'کد اقتصادی',
  postal_code: 'کد پستی',
  province: 'استان',
  city: 'شهر',
  complete_address: 'آدرس کامل',
});

/** Kept as ASCII digits only: spaces and dashes typed between the digits are dropped. */
export const CUSTOMER_INFO_DIGIT_FIELDS: readonly CustomerInfoField[] = Object.freeze([
  'phone',
  'national_id',
  'economic_id',
  'postal_code',
]);

/** Iranian postal code: exactly 10 digits. */
export const POSTAL_CODE_PATTERN = /^\d{10}$/;
export const POSTAL_CODE_LENGTH = 10;

/** The longest text a request may carry per field. */
export const CUSTOMER_INFO_MAX_LENGTH: Readonly<Record<CustomerInfoField, number>> = Object.freeze({
  name: 100,
  phone: 20,
  company_name: 200,
  national_id: 20,
  economic_id: 20,
  postal_code: 20,
  complete_address: 500,
  province: 100,
  city: 100,
});

/**
 * The longest text a form's input takes: the request's bound, except the identity numbers and the postal code,
 * which spec 000 §9 limits to their digits (a national id takes 11, a company's national ID being that long).
 */
export const CUSTOMER_INFO_INPUT_LENGTH: Readonly<Record<CustomerInfoField, number>> = Object.freeze({
  ...CUSTOMER_INFO_MAX_LENGTH,
  national_id: LEGAL_ID_LENGTH,
  economic_id: ECONOMIC_CODE_MAX,
  postal_code: POSTAL_CODE_LENGTH,
});

/** The fields an official order must carry (spec 000 §5); company name and economic id are optional. */
export const OFFICIAL_REQUIRED_FIELDS: readonly CustomerInfoField[] = Object.freeze([
  'name',
  'phone',
  'complete_address',
  'national_id',
  'postal_code',
  'province',
  'city',
]);

/** The invoice-info form requires only name and phone (spec 000 §5 invoice info edit); the rest is checked when filled. */
export const INVOICE_INFO_REQUIRED_FIELDS: readonly CustomerInfoField[] = Object.freeze(['name', 'phone']);

/** The fields without which no official invoice can be issued (spec 000 §3 is_complete). */
export const INVOICE_INFO_COMPLETE_FIELDS: readonly CustomerInfoField[] = Object.freeze([
  'national_id',
  'complete_address',
  'postal_code',
]);

/** '{field} is required' of the order form, e.g. requiredMessage('کد پستی'). */
export function requiredMessage(field: string): string {
  return `${field} الزامی است`;
}

/** «{label} الزامی است» for an official-invoice field. */
export const customerInfoRequired = (field: CustomerInfoField) =>
  requiredMessage(CUSTOMER_INFO_LABELS[field]);

/** The Persian problems of the official-invoice fields. */
export const CUSTOMER_INFO_MESSAGES = Object.freeze({
  mobileInvalid: PHONE_MESSAGES.mobileInvalid,
  nationalIdInvalid: `کد ملی باید ${fa(NATIONAL_CODE_LENGTH)} رقم و شناسه ملی شرکت ${fa(LEGAL_ID_LENGTH)} رقم باشد`,
  nationalIdCheckDigit: 'کد ملی یا شناسه ملی نامعتبر است؛ رقم کنترل آن با بقیه ارقام نمی‌خواند',
  postalCodeInvalid: 'کد پستی باید دقیقاً ۱۰ رقم باشد',
  officialInfoIncomplete: 'لطفاً اطلاعات لازم برای فاکتور رسمی را تکمیل کنید',
  economicIdInvalid: `کد اقتصادی باید ${ECONOMIC_CODE_LENGTHS.slice(0, -1).map(fa).join('، ')} یا ${fa(ECONOMIC_CODE_MAX)} رقم باشد`,
  provinceUnknown: 'استان را از فهرست انتخاب کنید',
});
const T = CUSTOMER_INFO_MESSAGES;

/** Every field present: '' where the given value has none. */
export function emptyCustomerInfo(given: CustomerInfoInput = {}): CustomerInfo {
  return Object.fromEntries(CUSTOMER_INFO_FIELDS.map((f) => [f, given[f] ?? ''])) as CustomerInfo;
}

/** One field as it is checked and stored: digit fields as ASCII digits without spaces or dashes, text trimmed. */
export function cleanCustomerInfoField(field: CustomerInfoField, value: string | null | undefined): string {
  const text = String(value ?? '').trim();
  if (field === 'phone') return normalizePhone(text);
  return CUSTOMER_INFO_DIGIT_FIELDS.includes(field) ? normalizeDigits(text).replace(/[\s-]/g, '') : text;
}

/**
 * The problem of one field in Persian, or null: missing when required, else (when filled) the mobile, national
 * id (length, then check digit), economic code, postal code and listed province. Persian and Arabic digits,
 * spaces and dashes are read as cleanCustomerInfoField reads them.
 */
export function customerInfoFieldProblem(
  field: CustomerInfoField,
  value: string | null | undefined,
  required: boolean,
): string | null {
  const clean = cleanCustomerInfoField(field, value);
  if (!clean) return required ? customerInfoRequired(field) : null;
  switch (field) {
    case 'phone':
      return MOBILE_PATTERN.test(clean) ? null : T.mobileInvalid;
    case 'national_id': {
      const problem = nationalIdProblem(clean);
      if (problem === 'length') return T.nationalIdInvalid;
      return problem === 'check' ? T.nationalIdCheckDigit : null;
    }
    case 'economic_id':
      return isValidEconomicCode(clean) ? null : T.economicIdInvalid;
    case 'postal_code':
      return POSTAL_CODE_PATTERN.test(clean) ? null : T.postalCodeInvalid;
    case 'province':
      return provinceName(clean) ? null : T.provinceUnknown;
    default:
      return null;
  }
}

/** Each field's problem (see customerInfoFieldProblem); empty when the whole value is acceptable. */
export function customerInfoProblems(
  input: CustomerInfoInput | null | undefined,
  required: readonly CustomerInfoField[] = OFFICIAL_REQUIRED_FIELDS,
): CustomerInfoProblems {
  const problems: CustomerInfoProblems = {};
  for (const field of CUSTOMER_INFO_FIELDS) {
    const problem = customerInfoFieldProblem(field, input?.[field], required.includes(field));
    if (problem) problems[field] = problem;
  }
  return problems;
}

/**
 * The value as it is sent and stored: every field cleaned, an 8- or 9-digit national code with its leading zeros,
 * a listed province in the list's spelling.
 */
export function normalizeCustomerInfo(input: CustomerInfoInput | null | undefined): CustomerInfo {
  const info = Object.fromEntries(
    CUSTOMER_INFO_FIELDS.map((f) => [f, cleanCustomerInfoField(f, input?.[f])]),
  ) as CustomerInfo;
  info.national_id = padNationalCode(info.national_id);
  info.province = provinceName(info.province) ?? info.province;
  return info;
}

/** The stored value, or each field's problem: one normalize-and-check for the forms and the server. */
export function checkCustomerInfo(
  input: CustomerInfoInput | null | undefined,
  required: readonly CustomerInfoField[] = OFFICIAL_REQUIRED_FIELDS,
): { info: CustomerInfo; problems: null } | { info: null; problems: CustomerInfoProblems } {
  const problems = customerInfoProblems(input, required);
  return Object.keys(problems).length
    ? { info: null, problems }
    : { info: normalizeCustomerInfo(input), problems: null };
}

/** True for a 10-digit postal code, after cleaning. */
export const isPostalCode = (value: string | null | undefined) =>
  POSTAL_CODE_PATTERN.test(cleanCustomerInfoField('postal_code', value));

/**
 * The national id's problem in Persian, or null when it is valid: a 10-digit national code (8 or 9 digits read
 * with leading zeros) or an 11-digit company national ID, with the right check digit. Persian digits accepted.
 */
export const nationalIdMessage = (value: string | null | undefined) =>
  customerInfoFieldProblem('national_id', value, true);

/** True for a valid national code or company national ID (see nationalIdMessage). */
export const isNationalId = (value: string | null | undefined) => nationalIdMessage(value) === null;

/** True for an economic code of an accepted length (identity.ts), after cleaning. */
export const isEconomicCode = (value: string | null | undefined) =>
  isValidEconomicCode(cleanCustomerInfoField('economic_id', value));

/** Ready for an official invoice: national id, address and postal code filled (blank or spaces count as missing). */
export function isInvoiceInfoComplete(info: CustomerInfoInput): boolean {
  return INVOICE_INFO_COMPLETE_FIELDS.every((f) => (info[f] ?? '').trim() !== '');
}
