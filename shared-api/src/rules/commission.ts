// Dealer commission rules (spec 001 §5, spec README "Money"), written once for the server and the admin forms.
// Dependency-free, like the rest of the rules module.

/** A commission rate is a percent above this (exclusive)… */
export const MIN_COMMISSION_RATE = 0;
/** …and at most this. */
export const MAX_COMMISSION_RATE = 50;
/** A custom rate is typed in steps of 0.1 (one decimal). */
export const COMMISSION_RATE_STEP = 0.1;
export const COMMISSION_RATE_DECIMALS = 1;

/** The life of a commission record: pending (projected) → calculated (payable) → paid; or cancelled. */
export const COMMISSION_STATUSES = ['pending', 'calculated', 'paid', 'cancelled'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

/** Names the commission statuses by their meaning, so no other module writes a status string. */
export const COMMISSION_STATUS = Object.freeze({
  pending: 'pending',
  calculated: 'calculated',
  paid: 'paid',
  cancelled: 'cancelled',
} as const satisfies Record<string, CommissionStatus>);
