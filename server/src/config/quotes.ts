// Quote settings: how long a quote version holds, where staff hear of a customer's revision request, and whether
// acceptance needs a code.
import type { EnvReader } from './env';

export interface QuotesConfig {
  /** A version holds until the end of the Tehran day this many days after it was sent (QUOTE_VALID_DAYS). */
  validDays: number;
  /** Where staff are told of revision requests and expired quotes; null: no message (STAFF_NOTIFY_*). */
  staffEmail: string | null;
  staffPhone: string | null;
  /**
   * ACCEPTANCE_CODE: finalize first sends the customer a 6-digit code (SMS, else email) and accepts only with it,
   * under the recovery codes' rules (10 minutes, 5 tries).
   */
  acceptanceCode: boolean;
}

export const DEFAULT_QUOTES: QuotesConfig = {
  validDays: 7,
  staffEmail: null,
  staffPhone: null,
  acceptanceCode: false,
};

export function readQuotes({ get, int, bool, problems }: EnvReader): QuotesConfig {
  const staffEmail = get('STAFF_NOTIFY_EMAIL') ?? null;
  if (staffEmail !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(staffEmail))
    problems.push(`STAFF_NOTIFY_EMAIL must be an email address (got "${staffEmail}")`);
  const staffPhone = get('STAFF_NOTIFY_PHONE') ?? null;
  if (staffPhone !== null && !/^09\d{9}$/.test(staffPhone))
    problems.push(`STAFF_NOTIFY_PHONE must be a mobile number such as 09121234567 (got "${staffPhone}")`);
  return {
    validDays: int('QUOTE_VALID_DAYS', DEFAULT_QUOTES.validDays, 1, 365),
    staffEmail,
    staffPhone,
    acceptanceCode: bool('ACCEPTANCE_CODE', DEFAULT_QUOTES.acceptanceCode),
  };
}
