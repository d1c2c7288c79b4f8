// Business constants of the customer dashboard (spec 000 §9).

/** The current tab reloads on this timer (spec 000 §4 "Dashboard refresh"). */
export const AUTO_REFRESH_MS = 1_000_000;

/** Announcements: the first 2 of the answer are shown. */
export const ANNOUNCEMENTS_SHOWN = 2;

/** Recent products: the six newest (spec 000 §11). */
export const RECENT_PRODUCTS_SHOWN = 6;

/** Preview lengths (characters). */
export const ANNOUNCEMENT_PREVIEW_CHARS = 100;
export const ADMIN_COMMENT_PREVIEW_CHARS = 60;
export const CUSTOMER_COMMENT_PREVIEW_CHARS = 50;
