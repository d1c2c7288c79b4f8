// The customer's saved official-invoice data (spec 000 §3 Customer invoice info, §7 GET customers/invoice-info/),
// used to prefill the order form's official block; fetched through shared-api's invoiceInfoQuery, so the order
// page's invoice-info modal and this form share one cached answer.
import type { QueryClient } from '@tanstack/react-query';
import { invoiceInfoQuery, type AuthUser } from '@sefaresh/shared-api';
import { CUSTOMER_INFO_FIELDS, emptyCustomerInfo, type CustomerInfo } from '@sefaresh/shared-api/rules';

/** Any answer → a complete CustomerInfo of strings (missing or non-string fields are empty). */
function toCustomerInfo(value: unknown): CustomerInfo {
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  return emptyCustomerInfo(Object.fromEntries(CUSTOMER_INFO_FIELDS.map((f) => [f, text(record[f])])));
}

const isEmpty = (info: CustomerInfo) => CUSTOMER_INFO_FIELDS.every((f) => !info[f].trim());

/**
 * What the official block starts with: the saved invoice info, or — when the call fails or nothing is saved —
 * the signed-in user's name, phone and company.
 */
export async function loadInvoicePrefill(client: QueryClient, user: AuthUser | null): Promise<CustomerInfo> {
  try {
    const answer = await client.fetchQuery(invoiceInfoQuery());
    const info = toCustomerInfo(answer && typeof answer === 'object' ? answer.customer_info : null);
    if (!isEmpty(info)) return info;
  } catch {
    // fall back to the user's own data below
  }
  return emptyCustomerInfo({ name: user?.name, phone: user?.phone, company_name: user?.company_name });
}
