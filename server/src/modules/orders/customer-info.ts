// The official-invoice data typed on the order form and the invoice-info form: cleaned (digits normalised, text
// trimmed) and checked field by field. The national id is checked by its check digit (a national code of 8 or 9
// digits is stored with its leading zeros), the economic code by its length, the province against the list
// (stored as listed); the city is free text, the list only suggests. The field list, labels, empty value and the
// is-complete rule are the rules module's (customer-info.ts), shared with the forms.
import {
  MESSAGES,
  MOBILE_PATTERN,
  CUSTOMER_INFO_FIELDS,
  OFFICIAL_REQUIRED_FIELDS,
  POSTAL_CODE_PATTERN,
  emptyCustomerInfo,
  isEconomicCode,
  nationalIdMessage,
  normalizeDigits,
  padNationalCode,
  provinceName,
  type CustomerInfoField,
} from '@sefaresh/shared-api/rules';
import type { Static } from 'typebox';
import type { OrderCustomerInfo, User } from '../../db/schema';
import type { FieldErrors } from '../../lib/errors';
import { customerInfoRequired } from './messages';
import type { CustomerInfoInput } from './schemas';

/** Fields kept as digits only (spaces and dashes dropped). */
const DIGIT_FIELDS: readonly CustomerInfoField[] = ['phone', 'national_id', 'economic_id', 'postal_code'];

/**
 * The official-invoice snapshot, or per-field problems keyed `customer_info.<field>`. Digits are normalised
 * (Persian and Arabic digits accepted), text trimmed.
 */
export function checkCustomerInfo(
  input: Static<typeof CustomerInfoInput> | null | undefined,
  required: readonly CustomerInfoField[] = OFFICIAL_REQUIRED_FIELDS,
): { info: OrderCustomerInfo; problems: null } | { info: null; problems: FieldErrors } {
  const problems: FieldErrors = {};
  const text = (v: string | undefined) => (v ?? '').trim();
  const digits = (v: string | undefined) => normalizeDigits(text(v)).replace(/[\s-]/g, '');
  const info = Object.fromEntries(
    CUSTOMER_INFO_FIELDS.map((f) => [f, DIGIT_FIELDS.includes(f) ? digits(input?.[f]) : text(input?.[f])]),
  ) as OrderCustomerInfo;
  if (!input) problems.customer_info = [MESSAGES.officialInfoIncomplete];
  for (const field of required) {
    if (!info[field]) problems[`customer_info.${field}`] = [customerInfoRequired(field)];
  }
  const add = (field: string, message: string) => {
    if (!problems[field]) problems[field] = [message];
  };
  if (info.phone && !MOBILE_PATTERN.test(info.phone)) add('customer_info.phone', MESSAGES.mobileInvalid);
  const nationalIdProblem = info.national_id ? nationalIdMessage(info.national_id) : null;
  if (nationalIdProblem) add('customer_info.national_id', nationalIdProblem);
  else info.national_id = padNationalCode(info.national_id);
  if (info.postal_code && !POSTAL_CODE_PATTERN.test(info.postal_code)) {
    add('customer_info.postal_code', MESSAGES.postalCodeInvalid);
  }
  if (info.economic_id && !isEconomicCode(info.economic_id)) {
    add('customer_info.economic_id', MESSAGES.economicIdInvalid);
  }
  if (info.province) {
    const listed = provinceName(info.province);
    if (listed) info.province = listed;
    else add('customer_info.province', MESSAGES.provinceUnknown);
  }
  return Object.keys(problems).length ? { info: null, problems } : { info, problems: null };
}

/** What the account knows when no invoice data was saved: name, phone and company, the rest blank. */
export const accountCustomerInfo = (account: Pick<User, 'name' | 'phone' | 'companyName'> | undefined) =>
  emptyCustomerInfo({ name: account?.name, phone: account?.phone, company_name: account?.companyName });
