// The invoice-info form (spec 000 §5 invoice info edit): name and phone required, every other field checked when
// filled, all by the rules module's customer-info rule, the one the order form and the server use.
import {
  INVOICE_INFO_REQUIRED_FIELDS,
  emptyCustomerInfo,
  normalizeCustomerInfo,
  type CustomerInfo,
  type CustomerInfoField,
  type CustomerInfoInput,
} from '@sefaresh/shared-api/rules';
import { CUSTOMER_INFO_FORM_ORDER, customerInfoSchema } from '../../forms/customer-info-schema';

export type InvoiceInfoValues = CustomerInfo;
export type InvoiceInfoField = CustomerInfoField;

export const INVOICE_INFO_FIELDS = CUSTOMER_INFO_FORM_ORDER;

export const invoiceInfoSchema = customerInfoSchema(INVOICE_INFO_REQUIRED_FIELDS);

/** What is sent: trimmed, digits in ASCII without spaces or dashes. */
export const toPayload = (values: InvoiceInfoValues): InvoiceInfoValues => normalizeCustomerInfo(values);

/** A saved (or order's) info as form values: missing fields empty. */
export const toValues = (info: CustomerInfoInput | null | undefined): InvoiceInfoValues =>
  emptyCustomerInfo(info ?? {});
