// The domain's named values are written only in the rules module (shared-api/src/rules): order statuses, invoice
// types and payment terms. Elsewhere they are named through its constants (STATUS, INVOICE_TYPE, PAYMENT_TERM, and
// their lists and labels), so a renamed or added value has one place to change. Used as `no-restricted-syntax`
// entries in eslint.config.mjs.

const STATUS_LITERAL =
  /^(pending_pricing|waiting_customer_approval|revision_requested|confirmed|payment_uploaded|completed|rejected|cancelled)$/;
const INVOICE_TYPE_LITERAL = /^(official|unofficial)$/;
const PAYMENT_TERM_LITERAL = /^(instant|1_month|2_month|3_month)$/;
/** 'custom' is also a commission rate mode; it is a payment term where it is compared with or set as one. */
const PAYMENT_TERM_FIELD = /^(payment_term|paymentTerm)$/;

const PAYMENT_TERM_MESSAGE =
  'Name payment terms through @sefaresh/shared-api/rules (PAYMENT_TERM, PAYMENT_TERMS, PAYMENT_TERM_LABELS).';

export const DOMAIN_LITERALS = [
  {
    selector: `Literal[value=${STATUS_LITERAL}]`,
    message:
      'Name order statuses through @sefaresh/shared-api/rules (STATUS, ORDER_STATUSES, STATUS_GROUPS).',
  },
  {
    selector: `Literal[value=${INVOICE_TYPE_LITERAL}]`,
    message:
      'Name invoice types through @sefaresh/shared-api/rules (INVOICE_TYPE, INVOICE_TYPES, isOfficial, INVOICE_TYPE_LABELS).',
  },
  { selector: `Literal[value=${PAYMENT_TERM_LITERAL}]`, message: PAYMENT_TERM_MESSAGE },
  {
    selector: `BinaryExpression[left.property.name=${PAYMENT_TERM_FIELD}] > Literal[value='custom']`,
    message: PAYMENT_TERM_MESSAGE,
  },
  {
    selector: `BinaryExpression[right.property.name=${PAYMENT_TERM_FIELD}] > Literal[value='custom']`,
    message: PAYMENT_TERM_MESSAGE,
  },
  {
    selector: `Property[key.name=${PAYMENT_TERM_FIELD}] > Literal[value='custom']`,
    message: PAYMENT_TERM_MESSAGE,
  },
];

/**
 * Money is shown by shared-ui's formatters/money.ts only: rials in full, or short in Persian words; never Latin
 * K/M/B suffixes, never tomans as a headline.
 */
export const MONEY_LITERALS = [
  {
    selector: 'TemplateElement[value.raw=/^[KMB](\\s|$)/]',
    message: 'Format money with shared-ui (formatRial, formatRialShort): no K/M/B suffixes.',
  },
  {
    selector: 'Literal[value=/^[0-9\u06F0-\u06F9٫٬.,]+\\s?[KMB]$/]',
    message: 'Format money with shared-ui (formatRial, formatRialShort): no K/M/B suffixes.',
  },
  {
    selector: ':matches(Literal[value=/تومان/], TemplateElement[value.raw=/تومان/], JSXText[value=/تومان/])',
    message: 'Amounts are rials: format them with shared-ui (formatRial, formatRialShort, tomanInWords).',
  },
];
