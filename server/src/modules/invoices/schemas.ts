// Invoice status (spec 000 §3) and the PDF answers.
import { Type } from 'typebox';

const Amount = Type.Union([Type.String({ pattern: '^[0-9]+$' }), Type.Null()]);

export const InvoiceStatusResponse = Type.Object({
  business_invoice_type_display: Type.String(),
  quoted_total: Amount,
  total_with_tax: Amount,
  can_download_pre_invoice: Type.Boolean({ description: 'the caller may download the pre-invoice now' }),
  pre_invoice_available: Type.Boolean({ description: 'the order is priced, so a pre-invoice exists' }),
  can_download_final_invoice: Type.Boolean(),
  final_invoice_available: Type.Boolean({
    description: 'the order is completed and its final invoice issued',
  }),
  payment_verified: Type.Boolean(),
  order_status: Type.String(),
  pre_invoice_number: Type.Union([Type.String(), Type.Null()], {
    description: 'e.g. 1405-000012; null before confirmation',
  }),
  final_invoice_number: Type.Union([Type.String(), Type.Null()]),
});

export const PdfResponse = Type.Unsafe<Buffer>({
  type: 'string',
  format: 'binary',
  description: 'application/pdf, as an attachment with the spec file name',
});
