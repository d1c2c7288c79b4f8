// The relative date of an announcement (spec 001 §9): yesterday, N days ago under 7, N weeks ago under 30 days,
// more than a month ago; today for the same calendar day.
import moment from 'moment-jalaali';
import { toPersianDigits } from '@sefaresh/shared-ui';
import { ARRIVALS_TEXTS } from './messages';

const T = ARRIVALS_TEXTS.age;

export function shipmentAge(createdAt: string, now: Date = new Date()): string {
  const days = Math.max(0, moment(now).startOf('day').diff(moment(createdAt).startOf('day'), 'days'));
  if (days === 0) return T.today;
  if (days === 1) return T.yesterday;
  if (days < 7) return T.days(toPersianDigits(days));
  if (days < 30) return T.weeks(toPersianDigits(Math.floor(days / 7)));
  return T.overMonth;
}
