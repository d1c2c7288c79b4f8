// antd's picker over dayjs in the Persian (Jalali) calendar: every value the picker sees is a dayjs instance in the
// jalali calendar (jalaliday), so years, months, days, month lengths and the month grid are the Persian ones.
// Texts are shown with Persian digits and read with Persian or ASCII digits.
import { PERSIAN_MONTH_NAMES } from '@sefaresh/shared-api/rules';
import dayjs, { type Dayjs } from 'dayjs';
import jalaliday from 'jalaliday/dayjs';
// antd's own picker package (a dependency of antd); only its type is used here.
import type { GenerateConfig } from '@rc-component/picker/generate';
import { toEnglishDigits, toPersianDigits } from '../formatters/digits';

dayjs.extend(jalaliday);

/** Short weekday names from Sunday (dayjs's day() order); the week starts on Saturday. */
const WEEK_DAYS = ['ی', 'د', 'س', 'چ', 'پ', 'ج', 'ش'];
const SATURDAY = 6;

/** Any dayjs value → the same moment in the jalali calendar. */
export function toJalali(value: Dayjs): Dayjs {
  return dayjs(value.valueOf()).calendar('jalali').locale('fa');
}

/** 'YYYY/MM/DD' (Persian or ASCII digits, '/', '-' or '.') → that Persian day at midnight, or null. */
export function parseJalaliText(text: string): Dayjs | null {
  const match = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(toEnglishDigits(text).trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  if (month < 1 || month > 12 || day < 1) return null;
  const first = dayjs(`${year}-${month}-01`, { jalali: true } as never)
    .calendar('jalali')
    .locale('fa');
  if (!first.isValid() || day > first.daysInMonth()) return null;
  return first.date(day);
}

const j = toJalali;

export const jalaliGenerateConfig: GenerateConfig<Dayjs> = {
  getNow: () => j(dayjs()),
  getFixedDate: (text) => j(dayjs(text, ['YYYY-M-DD', 'YYYY-MM-DD'])),
  getEndDate: (d) => j(d).endOf('month'),
  getWeekDay: (d) => d.day(),
  getYear: (d) => j(d).year(),
  getMonth: (d) => j(d).month(),
  getDate: (d) => j(d).date(),
  getHour: (d) => d.hour(),
  getMinute: (d) => d.minute(),
  getSecond: (d) => d.second(),
  getMillisecond: (d) => d.millisecond(),
  addYear: (d, n) => j(d).add(n, 'year'),
  addMonth: (d, n) => j(d).add(n, 'month'),
  addDate: (d, n) => j(d).add(n, 'day'),
  setYear: (d, y) => j(d).year(y),
  setMonth: (d, m) => j(d).month(m),
  setDate: (d, n) => j(d).date(n),
  setHour: (d, h) => j(d).hour(h),
  setMinute: (d, m) => j(d).minute(m),
  setSecond: (d, s) => j(d).second(s),
  setMillisecond: (d, ms) => j(d).millisecond(ms),
  isAfter: (a, b) => a.isAfter(b),
  isValidate: (d) => d.isValid(),
  locale: {
    getWeekFirstDay: () => SATURDAY,
    getWeekFirstDate: (_locale, d) => {
      const value = j(d);
      return value.subtract((value.day() - SATURDAY + 7) % 7, 'day');
    },
    getWeek: (_locale, d) => {
      const value = j(d);
      const start = value.startOf('year');
      const offset = (start.day() - SATURDAY + 7) % 7;
      return Math.floor((value.diff(start, 'day') + offset) / 7) + 1;
    },
    getShortWeekDays: () => [...WEEK_DAYS],
    getShortMonths: () => [...PERSIAN_MONTH_NAMES],
    format: (_locale, d, format) => toPersianDigits(j(d).format(format)),
    parse: (_locale, text) => parseJalaliText(text),
  },
};
