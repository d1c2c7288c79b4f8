// The limits of a customer's request for a new price, written once for the form and the server.

/** At most this many revision requests per order. */
export const MAX_REVISION_REQUESTS = 5;
/** The request's comment: required, at most this many characters. */
export const REVISION_COMMENT_MAX = 1000;
/** A note on one line of the order: optional, at most this many characters. */
export const REVISION_ITEM_COMMENT_MAX = 500;
