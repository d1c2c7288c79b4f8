// Request and response shapes of the payment receipt endpoints (spec 000 §3 Payment receipt, §7).
import type { Readable } from 'node:stream';
import { RECEIPT_REVIEW_STATUSES } from '@sefaresh/shared-api/rules';
import { Type, type Static } from 'typebox';
import { literalUnion } from '../../lib/schemas';

const Rials = Type.String({ pattern: '^[0-9]+$', description: 'whole rials' });

export const PaymentReceiptSchema = Type.Object(
  {
    id: Type.Integer(),
    file_type: Type.Union([Type.Literal('image'), Type.Literal('pdf')], {
      description: 'found from the file content (magic bytes)',
    }),
    file_name: Type.String(),
    file_size: Type.Integer({ description: 'bytes' }),
    file_url: Type.String({
      description: '/api/orders/{id}/payment-receipts/{receiptId}/file/ (bearer token)',
    }),
    download_url: Type.String({ description: 'file_url with ?download=1 (served as an attachment)' }),
    uploaded_at: Type.String({ format: 'date-time' }),
    uploaded_by: Type.Union([Type.String(), Type.Null()], { description: "the uploader's name" }),
    is_verified: Type.Boolean({ description: 'status is verified' }),
    admin_notes: Type.String(),
    amount: Type.Union([Rials, Type.Null()], {
      description:
        'what the customer says they paid; null on later pages of one payment and on older receipts',
    }),
    tracking_number: Type.Union([Type.String(), Type.Null()], { description: "the bank's tracking number" }),
    paid_on: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
    instalment_id: Type.Union([Type.Integer(), Type.Null()]),
    status: literalUnion(RECEIPT_REVIEW_STATUSES),
    status_display: Type.String(),
    verified_amount: Type.Union([Rials, Type.Null()], {
      description: 'what staff confirmed (counts as paid)',
    }),
    rejection_reason: Type.String(),
    reviewed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    duplicate_of: Type.Union(
      [Type.Object({ order_id: Type.Integer(), receipt_id: Type.Integer() }), Type.Null()],
      {
        description:
          'staff only: the earliest receipt of another order with the same file or tracking number; null for others',
      },
    ),
  },
  { description: 'A payment receipt (metadata; the bytes are served by file_url)' },
);
export type PaymentReceiptView = Static<typeof PaymentReceiptSchema>;

/** Where and how much to pay, by when (payments/instructions.ts). */
export const PaymentInstructionsSchema = Type.Object(
  {
    account_holder: Type.String(),
    bank_name: Type.String(),
    account_number: Type.String(),
    card_number: Type.String({ pattern: '^[0-9]{16}$', description: '16 digits, Luhn-checked at start-up' }),
    iban: Type.String({
      pattern: '^IR[0-9]{24}$',
      description: 'IR + 24 digits, mod-97-checked at start-up',
    }),
    amount_due: Type.String({
      pattern: '^[0-9]+$',
      description: 'whole rials, the total with tax of the chosen terms',
    }),
    deadline: Type.String({
      format: 'date-time',
      description: 'the end of the Tehran day PAYMENT_DEADLINE_DAYS days after the confirmation',
    }),
    reference: Type.String({ description: 'the order number, to be written on the transfer' }),
  },
  { description: "The seller's bank account of the configuration and this order's payment" },
);

export const OrderIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const ReceiptParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  receiptId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

export const FileQuery = Type.Object({
  download: Type.Optional(
    Type.Union([Type.Literal('1'), Type.Literal('0'), Type.Literal('true'), Type.Literal('false')], {
      description: '1: served as an attachment instead of inline',
    }),
  ),
});

export const ReceiptsListResponse = Type.Object({ receipts: Type.Array(PaymentReceiptSchema) });

export const UploadResponse = Type.Object({
  uploaded_receipts: Type.Array(PaymentReceiptSchema),
  warnings: Type.Array(Type.String(), {
    description: 'Persian notes, e.g. a file whose extension disagrees with its content',
  }),
  message: Type.String(),
});

export const FileResponse = Type.Unsafe<Buffer | Readable>({
  type: 'string',
  format: 'binary',
  description:
    'The file bytes with the stored content type (image/jpeg, image/png, image/gif, image/webp, application/pdf)',
});

export const ReviewReceiptBody = Type.Object({
  decision: Type.Union([Type.Literal('verify'), Type.Literal('reject')]),
  amount: Type.Optional(
    Type.String({
      maxLength: 40,
      description: "verify: the confirmed or corrected rials (default: the customer's)",
    }),
  ),
  reason: Type.Optional(
    Type.String({ maxLength: 2000, description: 'reject: required, at most 500 characters' }),
  ),
});
