// The official-invoice data of an order and of a customer (spec 000 §3 customer_info), written once: its fields,
// their Persian labels, the fields an official order requires, what an empty value looks like and when it is
// complete enough for an official invoice. Dependency-free, like the rest of the rules module.

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

/** The fields without which no official invoice can be issued (spec 000 §3 is_complete). */
export const INVOICE_INFO_COMPLETE_FIELDS: readonly CustomerInfoField[] = Object.freeze([
  'national_id',
  'complete_address',
  'postal_code',
]);

/** Every field present: '' where the given value has none. */
export function emptyCustomerInfo(
  given: Partial<Record<CustomerInfoField, string | null>> = {},
): CustomerInfo {
  return Object.fromEntries(CUSTOMER_INFO_FIELDS.map((f) => [f, given[f] ?? ''])) as CustomerInfo;
}

/** Ready for an official invoice: national id, address and postal code filled (blank or spaces count as missing). */
export function isInvoiceInfoComplete(info: Partial<Record<CustomerInfoField, string | null>>): boolean {
  return INVOICE_INFO_COMPLETE_FIELDS.every((f) => (info[f] ?? '').trim() !== '');
}
