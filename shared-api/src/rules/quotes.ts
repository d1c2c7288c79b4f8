// The limits of a customer's request for a new price, and what a quote version can change against the one before,
// written once for the forms, the quote history and the server.

/** At most this many revision requests per order. */
export const MAX_REVISION_REQUESTS = 5;
/** The request's comment: required, at most this many characters. */
export const REVISION_COMMENT_MAX = 1000;
/** A note on one line of the order: optional, at most this many characters. */
export const REVISION_ITEM_COMMENT_MAX = 500;

/** How a quote version differs from the one before, line by line. */
export const QUOTE_CHANGE_KINDS = Object.freeze([
  'added',
  'removed',
  'quantity_changed',
  'option_added',
  'option_removed',
  'price_changed',
] as const);
export type QuoteChangeKind = (typeof QUOTE_CHANGE_KINDS)[number];
