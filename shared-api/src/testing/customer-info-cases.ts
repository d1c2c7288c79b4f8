// Official-invoice inputs with the answer the rules module gives them, shared by the tests of the rules, the order
// form and the invoice-info form, so the three are shown to accept and refuse the same values.
import { CUSTOMER_INFO_MESSAGES as T, type CustomerInfoField } from '../rules';

export interface CustomerInfoCase {
  field: CustomerInfoField;
  /** What the user types. */
  typed: string;
  /** The stored value when accepted, or the Persian problem when refused. */
  stored?: string;
  problem?: string;
}

/** A complete official value every case starts from (the case replaces one field). */
export const VALID_CUSTOMER_INFO = Object.freeze({
  name: 'علی رضایی',
  phone: '09121234567',
  company_name: '',
  national_id: '0012345679',
  economic_id: '',
  postal_code: '1234567890',
  complete_address: 'تهران، خیابان آزادی',
  province: 'تهران',
  city: 'تهران',
});

export const CUSTOMER_INFO_CASES: readonly CustomerInfoCase[] = [
  { field: 'phone', typed: '0912 345 6789', stored: '09123456789' },
  { field: 'phone', typed: '۰۹۱۲-۳۴۵-۶۷۸۹', stored: '09123456789' },
  { field: 'phone', typed: '٠٩١٢٣٤٥٦٧٨٩', stored: '09123456789' },
  { field: 'phone', typed: '0912 345 678', problem: T.mobileInvalid },
  { field: 'phone', typed: '02123456789', problem: T.mobileInvalid },
  { field: 'national_id', typed: '۰۰۱۲۳۴۵۶۷۹', stored: '0012345679' },
  { field: 'national_id', typed: '12345679', stored: '0012345679' },
  { field: 'national_id', typed: '12345', problem: T.nationalIdInvalid },
  { field: 'national_id', typed: '0012345678', problem: T.nationalIdCheckDigit },
  { field: 'postal_code', typed: '12345-67890', stored: '1234567890' },
  { field: 'postal_code', typed: '123456789', problem: T.postalCodeInvalid },
  { field: 'economic_id', typed: '۴۱۱۱۱۱۱۱۱۱۱۱', stored: '411111111111' },
  { field: 'economic_id', typed: '1234567890123', problem: T.economicIdInvalid },
  { field: 'province', typed: ' استان تهران ', stored: 'تهران' },
  { field: 'province', typed: 'کالیفرنیا', problem: T.provinceUnknown },
];
