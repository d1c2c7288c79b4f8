// The customer's saved official-invoice data (spec 000 §3 Customer invoice info, §7 GET customers/invoice-info/),
// used to prefill the order form's official block.
import { customersApi, type AuthUser } from '@sefaresh/shared-api';

export interface CustomerInfo {
  name: string;
  phone: string;
  company_name: string;
  national_id: string;
  economic_id: string;
  postal_code: string;
  complete_address: string;
  province: string;
  city: string;
}

export const CUSTOMER_INFO_FIELDS = [
  'name',
  'phone',
  'company_name',
  'national_id',
  'economic_id',
  'postal_code',
  'province',
  'city',
  'complete_address',
] as const satisfies readonly (keyof CustomerInfo)[];

export const EMPTY_CUSTOMER_INFO: CustomerInfo = Object.freeze({
  name: '',
  phone: '',
  company_name: '',
  national_id: '',
  economic_id: '',
  postal_code: '',
  complete_address: '',
  province: '',
  city: '',
});

/** Any answer → a complete CustomerInfo of strings (missing or non-string fields are empty). */
function toCustomerInfo(value: unknown): CustomerInfo {
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const info = { ...EMPTY_CUSTOMER_INFO };
  for (const field of CUSTOMER_INFO_FIELDS) {
    const v = record[field];
    info[field] = typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
  }
  return info;
}

const isEmpty = (info: CustomerInfo) => CUSTOMER_INFO_FIELDS.every((f) => !info[f].trim());

/**
 * What the official block starts with: the saved invoice info, or — when the call fails or nothing is saved —
 * the signed-in user's name, phone and company.
 */
export async function loadInvoicePrefill(user: AuthUser | null): Promise<CustomerInfo> {
  try {
    const answer = await customersApi.getInvoiceInfo();
    const info = toCustomerInfo(answer && typeof answer === 'object' ? answer.customer_info : null);
    if (!isEmpty(info)) return info;
  } catch {
    // fall back to the user's own data below
  }
  return {
    ...EMPTY_CUSTOMER_INFO,
    name: user?.name ?? '',
    phone: user?.phone ?? '',
    company_name: user?.company_name ?? '',
  };
}
