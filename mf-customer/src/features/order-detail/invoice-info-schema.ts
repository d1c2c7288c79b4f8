// The invoice info edit rules (spec 000 §5 invoice info edit, §9): name and phone required, phone 09 + 9 digits,
// national id at least 8 digits, postal code exactly 10 digits; the other fields optional. Persian and Arabic
// digits count as digits.
import { object, string } from 'yup';
import { isMobile, isPostalCode, normalizeDigits, NATIONAL_ID_MIN } from '@sefaresh/shared-api/rules';
import type { OrderCustomerInfo } from '@sefaresh/shared-api';
import { ORDER_MESSAGES as T } from './messages';

export type InvoiceInfoValues = OrderCustomerInfo;
export type InvoiceInfoField = keyof InvoiceInfoValues;

export const INVOICE_INFO_FIELDS: readonly InvoiceInfoField[] = [
  'name',
  'phone',
  'company_name',
  'national_id',
  'economic_id',
  'postal_code',
  'province',
  'city',
  'complete_address',
];

export const EMPTY_INFO: InvoiceInfoValues = {
  name: '',
  phone: '',
  company_name: '',
  national_id: '',
  economic_id: '',
  postal_code: '',
  province: '',
  city: '',
  complete_address: '',
};

const digits = (v: string | undefined) => normalizeDigits(v ?? '').trim();

export const invoiceInfoSchema = object({
  name: string().trim().required(T.nameRequired),
  phone: string()
    .test('required', T.phoneRequired, (v) => digits(v) !== '')
    .test('mobile', T.mobileInvalid, (v) => digits(v) === '' || isMobile(v)),
  national_id: string().test(
    'national-id',
    T.nationalIdInvalid,
    (v) => digits(v) === '' || new RegExp(`^\\d{${NATIONAL_ID_MIN},}$`).test(digits(v)),
  ),
  postal_code: string().test('postal', T.postalCodeInvalid, (v) => digits(v) === '' || isPostalCode(v)),
});

/** What is sent: trimmed, digits in ASCII. */
export function toPayload(values: InvoiceInfoValues): InvoiceInfoValues {
  const out = { ...EMPTY_INFO };
  for (const field of INVOICE_INFO_FIELDS) {
    const text = (values[field] ?? '').trim();
    out[field] = ['phone', 'national_id', 'economic_id', 'postal_code'].includes(field)
      ? normalizeDigits(text)
      : text;
  }
  return out;
}

/** A saved (or order's) info as form values: missing fields empty. */
export function toValues(info: Partial<InvoiceInfoValues> | null | undefined): InvoiceInfoValues {
  const out = { ...EMPTY_INFO };
  for (const field of INVOICE_INFO_FIELDS) out[field] = info?.[field] ?? '';
  return out;
}
