// The invoice info edit rules (spec 000 §5 invoice info edit, §9, and issue 14's identity numbers): name and
// phone required, phone 09 + 9 digits, the national id a national code or a company national ID with its check
// digit, the economic code of an accepted length, postal code exactly 10 digits, the province one of the list; the
// other fields optional. Persian and Arabic digits count as digits.
import { object, string, type TestContext } from 'yup';
import {
  isEconomicCode,
  isMobile,
  isPostalCode,
  nationalIdMessage,
  normalizeDigits,
  padNationalCode,
  provinceName,
} from '@sefaresh/shared-api/rules';
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
  national_id: string().test('national-id', function (this: TestContext, v) {
    const message = digits(v) ? nationalIdMessage(digits(v)) : null;
    return message ? this.createError({ message }) : true;
  }),
  economic_id: string().test('economic', T.economicIdInvalid, (v) => digits(v) === '' || isEconomicCode(v)),
  postal_code: string().test('postal', T.postalCodeInvalid, (v) => digits(v) === '' || isPostalCode(v)),
  province: string().test(
    'province',
    T.provinceUnknown,
    (v) => !(v ?? '').trim() || provinceName(v) !== null,
  ),
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
  out.national_id = padNationalCode(out.national_id);
  out.province = provinceName(out.province) ?? out.province;
  return out;
}

/** A saved (or order's) info as form values: missing fields empty. */
export function toValues(info: Partial<InvoiceInfoValues> | null | undefined): InvoiceInfoValues {
  const out = { ...EMPTY_INFO };
  for (const field of INVOICE_INFO_FIELDS) out[field] = info?.[field] ?? '';
  return out;
}
