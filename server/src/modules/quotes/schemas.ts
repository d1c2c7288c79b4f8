// Request and response shapes of the quote endpoints: versions with their changes, the revision request, the
// extension, and the quote fields of the order answer.
import { MESSAGES, OTP_LENGTH, QUOTE_CHANGE_KINDS } from '@sefaresh/shared-api/rules';
import { Type, type Static } from 'typebox';
import { literalUnion } from '../../lib/schemas';
import { REVISION_COMMENT_MAX, REVISION_ITEM_COMMENT_MAX } from '@sefaresh/shared-api/rules';

const Digits = Type.String({ pattern: '^[0-9]+$' });
const Rials = Type.Union([Digits, Type.Null()], { description: 'whole rials; null when no line is priced' });
const NullableText = Type.Union([Type.String(), Type.Null()]);
const NullableInt = Type.Union([Type.Integer(), Type.Null()]);

const QuotedOptionSchema = Type.Object({
  payment_term: Type.String(),
  custom_term_label: Type.String(),
  custom_due_days: Type.Optional(NullableInt),
  term_display: Type.String(),
  unit_price: Digits,
  discount_percentage: Type.String(),
  total_price: Digits,
  tax_amount: Digits,
  total_with_tax: Digits,
});

const QuotedLineSchema = Type.Object({
  item_id: Type.Integer(),
  product_id: Type.Integer(),
  product_name: Type.String(),
  product_code: Type.String(),
  requested_quantity: Type.Integer(),
  final_quantity: Type.Integer(),
  admin_notes: Type.String(),
  options: Type.Array(QuotedOptionSchema),
});

const QuoteChangeSchema = Type.Object(
  {
    item_id: Type.Integer(),
    product_name: Type.String(),
    kind: literalUnion(QUOTE_CHANGE_KINDS),
    payment_term: NullableText,
    term_display: NullableText,
    old_quantity: NullableInt,
    new_quantity: NullableInt,
    old_unit_price: NullableText,
    new_unit_price: NullableText,
    old_discount_percentage: NullableText,
    new_discount_percentage: NullableText,
    old_total_price: NullableText,
    new_total_price: NullableText,
  },
  { description: 'one difference from the version before: old_* and new_* are null where they do not apply' },
);
export type QuoteChange = Static<typeof QuoteChangeSchema>;

const AcceptanceSchema = Type.Object(
  {
    version: Type.Integer(),
    pdf_sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    accepted_at: Type.String({ format: 'date-time' }),
  },
  {
    description:
      "the accepted version and the SHA-256 of its pre-invoice's bytes as served at the acceptance (GET …/quotes/{version}/pre-invoice/ before the acceptance)",
  },
);

export const RevisionRequestSchema = Type.Object({
  version: Type.Integer({ description: 'the version the customer asked to change' }),
  comment: Type.String(),
  items: Type.Array(Type.Object({ item_id: Type.Integer(), comment: Type.String() })),
  created_at: Type.String({ format: 'date-time' }),
});

const QuoteVersionSchema = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  created_at: Type.String({ format: 'date-time' }),
  priced_by_name: Type.String(),
  valid_until: Type.String({
    format: 'date-time',
    description: 'the last moment the version may be accepted',
  }),
  expired: Type.Boolean({ description: 'the current version, waiting for the customer, past valid_until' }),
  is_current: Type.Boolean(),
  pre_invoice_number: Type.String({
    description: 'the round’s pre-invoice number with the version: 1405-000012-v2',
  }),
  quoted_total: Rials,
  total_with_tax: Rials,
  admin_comment: Type.String(),
  items: Type.Array(QuotedLineSchema),
  changes: Type.Array(QuoteChangeSchema, { description: 'against the version before it; [] for version 1' }),
  acceptance: Type.Union([AcceptanceSchema, Type.Null()]),
});

export const QuotesResponse = Type.Object({
  quote_version: Type.Integer({ description: 'the current version; 0 before any pricing' }),
  versions: Type.Array(QuoteVersionSchema, { description: 'newest first' }),
  revision_requests: Type.Array(RevisionRequestSchema, { description: 'newest first' }),
  revision_requests_left: Type.Integer({ minimum: 0 }),
});

export const VersionParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  version: Type.Integer({ minimum: 1 }),
});

export const RequestRevisionBody = Type.Object({
  comment: Type.String({
    maxLength: REVISION_COMMENT_MAX,
    description: 'required; what the customer asks for',
  }),
  items: Type.Optional(
    Type.Array(
      Type.Object({
        item_id: Type.Integer({ minimum: 1 }),
        comment: Type.String({ maxLength: REVISION_ITEM_COMMENT_MAX }),
      }),
      { maxItems: 100 },
    ),
  ),
});

/** A Tehran calendar day (Gregorian, YYYY-MM-DD): the version holds until that day's end. */
export const ValidUntilDay = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'Gregorian YYYY-MM-DD; the quote holds until the end of that day, Tehran time',
});

export const ExtendQuoteBody = Type.Object({ valid_until: ValidUntilDay });

/** The quote fields of the order answer. */
export const orderQuoteFields = {
  quote_version: Type.Integer({ description: 'the current quote version; 0 before any pricing' }),
  quote_valid_until: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  quote_expired: Type.Boolean({ description: 'waiting for the customer and past quote_valid_until' }),
};
export const orderQuoteDetailFields = {
  acceptance: Type.Union([AcceptanceSchema, Type.Null()]),
  revision_request: Type.Union([RevisionRequestSchema, Type.Null()], {
    description: 'the latest revision request while the order is revision_requested; null otherwise',
  }),
};

/** finalize-selections' body: empty, or the acceptance code (ACCEPTANCE_CODE). */
export const FinalizeBody = Type.Object({
  code: Type.Optional(
    Type.String({
      // Persian and Arabic digits are read as digits
      pattern: `^\\s*[0-9\u06F0-\u06F9\u0660-\u0669]{${OTP_LENGTH}}\\s*$`,
      description: `the ${OTP_LENGTH}-digit code sent to the customer; only with ACCEPTANCE_CODE=true (ignored otherwise)`,
      'x-messages': { pattern: MESSAGES.acceptanceCodeLength, type: MESSAGES.acceptanceCodeLength },
    }),
  ),
});

/** 202 of finalize-selections with ACCEPTANCE_CODE=true and no code: a code was sent (or one is still fresh). */
export const AcceptanceCodeSentSchema = Type.Object({
  code_required: Type.Literal(true),
  channel: Type.Union([Type.Literal('sms'), Type.Literal('email')], {
    description: "sms to the customer's phone, email when they have none",
  }),
  sent_to: Type.String({ description: 'where the code went, masked (0912***4567, cu***@example.com)' }),
  expires_at: Type.String({ format: 'date-time', description: 'the code holds 10 minutes' }),
  resend_after_seconds: Type.Integer({
    minimum: 0,
    description: 'a new code may be asked for (the same call without a code) after this many seconds',
  }),
  message: Type.String(),
});
