// Persian-calendar dates typed as text (1405/09/01, Persian or ASCII digits) ↔ the API's Gregorian YYYY-MM-DD.
import moment from 'moment-jalaali';
import { toEnglishDigits } from '@sefaresh/shared-ui';

/** '۱۴۰۵/۰۹/۰۱' or '1405-9-1' → '2026-11-22'; empty → ''; anything else → null. */
export function jalaliToIso(text: string): string | null {
  const clean = toEnglishDigits(text).trim().replace(/[-.]/g, '/');
  if (!clean) return '';
  const match = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(clean);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  if (month < 1 || month > 12 || day < 1 || day > moment.jDaysInMonth(year, month - 1)) return null;
  const m = moment(`${year}/${month}/${day}`, 'jYYYY/jM/jD');
  return m.isValid() ? m.format('YYYY-MM-DD') : null;
}
