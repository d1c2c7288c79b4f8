// Order statuses are named by the rules module's state model (ORDER_STATUSES, STATUS), never written out: a
// string literal that is an order status fails outside the rules module and tests (wired in eslint.config.mjs as
// the options of ESLint's core rule no-restricted-syntax).
export const STATUS_LITERAL =
  /^(pending_pricing|waiting_customer_approval|confirmed|payment_uploaded|completed|rejected|cancelled)$/;

export const STATUS_LITERAL_MESSAGE =
  'Name order statuses through @sefaresh/shared-api/rules (STATUS, ORDER_STATUSES, STATUS_GROUPS).';

/** The options of `no-restricted-syntax` that refuse an order status written as a string literal. */
export const statusLiteralOptions = [
  { selector: `Literal[value=${STATUS_LITERAL}]`, message: STATUS_LITERAL_MESSAGE },
];
