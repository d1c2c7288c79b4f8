// The kinds of message the outbox carries (notification_outbox.kind, the history's email_type / sms_type).
/** password_reset, the order types of spec 000 §3, and payment_rejected / order_cancelled (ours: the customer must act or know). */
export type NotificationKind =
  | 'password_reset'
  | 'order_submitted'
  | 'pricing_ready'
  | 'order_confirmed'
  | 'order_rejected'
  | 'order_completed'
  | 'payment_rejected'
  | 'order_cancelled'
  | 'dealer_assigned'
  | 'new_arrival_customer'
  | 'new_arrival_dealer'
  /** A message an admin writes to selected users (the customers page's bulk email). */
  | 'admin_message'
  /** Quotes: the customer asked for a new price (to staff), a quote ran out, the reminder before it does. */
  | 'quote_revision_requested'
  | 'quote_expired'
  | 'quote_reminder'
  /** To super admins: a webhook endpoint failed for a day and was turned off. */
  | 'webhook_disabled'
  /** The code that signs a customer's acceptance of a quote (ACCEPTANCE_CODE). */
  | 'quote_acceptance_code'
  /** Receivables: a cheque bounced (customer, staff, dealer); before an instalment or cheque is due; overdue. */
  | 'cheque_bounced'
  | 'payment_reminder'
  | 'payment_overdue'
  /** A code that proves the account's email or phone (accounts/contact-verification.ts). */
  | 'contact_verification'
  /** To an address whose unverified account its first Google sign-in claimed (auth/google.ts). */
  | 'account_claimed_by_google';
