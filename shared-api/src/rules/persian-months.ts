// The Persian (Solar Hijri) calendar's month names, Farvardin first: for the monthly statistics the server
// answers and the dates and date pickers the screens show.
export const PERSIAN_MONTH_NAMES: readonly string[] = Object.freeze([
  'فروردین',
  'اردیبهشت',
  'خرداد',
  'تیر',
  'مرداد',
  'شهریور',
  'مهر',
  'آبان',
  'آذر',
  'دی',
  'بهمن',
  'اسفند',
]);
