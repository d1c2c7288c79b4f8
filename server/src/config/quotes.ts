// Quote settings: how long a quote version holds, whether acceptance asks for a code, and where staff hear of a
// customer's revision request.
import type { EnvReader } from './env';

export interface QuotesConfig {
  /** A version holds until the end of the Tehran day this many days after it was sent (QUOTE_VALID_DAYS). */
  validDays: number;
  /** Finalize first sends a 6-digit code to the customer and accepts only with it (ACCEPTANCE_CODE). */
  acceptanceCode: boolean;
  /** Where staff are told of revision requests and expired quotes; null: no message (STAFF_NOTIFY_*). */
  staffEmail: string | null;
  staffPhone: string | null;
}

export const DEFAULT_QUOTES: QuotesConfig = {
  validDays: 7,
  acceptanceCode: false,
  staffEmail: null,
  staffPhone: null,
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
    acceptanceCode: bool('ACCEPTANCE_CODE', DEFAULT_QUOTES.acceptanceCode),
    staffEmail,
    staffPhone,
  };
}
