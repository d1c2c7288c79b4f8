// The official-invoice data typed on the order form and the invoice-info form, cleaned and checked by the rules
// module's one function (checkCustomerInfo), which the forms use too; this file only shapes its answer for the API.
import {
  MESSAGES,
  OFFICIAL_REQUIRED_FIELDS,
  checkCustomerInfo as checkInfo,
  emptyCustomerInfo,
  type CustomerInfoField,
} from '@sefaresh/shared-api/rules';
import type { Static } from 'typebox';
import type { OrderCustomerInfo, User } from '../../db/schema';
import type { FieldErrors } from '../../lib/errors';
import type { CustomerInfoInput } from './schemas';

/**
 * The official-invoice snapshot, or per-field problems keyed `customer_info.<field>` (and `customer_info` when
 * nothing was sent).
 */
export function checkCustomerInfo(
  input: Static<typeof CustomerInfoInput> | null | undefined,
  required: readonly CustomerInfoField[] = OFFICIAL_REQUIRED_FIELDS,
): { info: OrderCustomerInfo; problems: null } | { info: null; problems: FieldErrors } {
  const checked = checkInfo(input, required);
  if (input && checked.info) return checked;
  const problems: FieldErrors = input ? {} : { customer_info: [MESSAGES.officialInfoIncomplete] };
  for (const [field, problem] of Object.entries(checked.problems ?? {}))
    problems[`customer_info.${field}`] = [problem];
  return { info: null, problems };
}

/** What the account knows when no invoice data was saved: name, phone and company, the rest blank. */
export const accountCustomerInfo = (account: Pick<User, 'name' | 'phone' | 'companyName'> | undefined) =>
  emptyCustomerInfo({ name: account?.name, phone: account?.phone, company_name: account?.companyName });
