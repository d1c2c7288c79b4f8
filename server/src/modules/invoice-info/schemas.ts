// The customer's saved official-invoice data (spec 000 §3 customer_info, §7 invoice-info calls).
import { INVOICE_TYPE } from '@sefaresh/shared-api/rules';
import { Type } from 'typebox';
import { CustomerInfo, CustomerInfoInput } from '../orders/schemas';

export const InvoiceInfoResponse = Type.Object({
  customer_info: CustomerInfo,
  is_complete: Type.Boolean({
    description: 'ready for an official invoice: national_id, complete_address and postal_code are present',
  }),
});

export const UpdateInvoiceInfoBody = Type.Object({
  invoice_type: Type.Optional(Type.Literal(INVOICE_TYPE.official)),
  customer_info: CustomerInfoInput,
  order_id: Type.Optional(
    Type.Integer({
      minimum: 1,
      description: "also update this open official order's buyer data (the caller's own order)",
    }),
  ),
});

export const UpdateInvoiceInfoResponse = Type.Object({
  ...InvoiceInfoResponse.properties,
  message: Type.String({ description: 'اطلاعات با موفقیت به‌روزرسانی شد' }),
});
