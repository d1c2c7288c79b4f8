// The report pages' Persian-calendar date range (default this Persian year, Tehran time): the range
// [from, to) as moments, and the Persian months it spans, each with its [start, end) for grouping in SQL.
import { PERSIAN_MONTH_NAMES, toPersianDigits } from '@sefaresh/shared-api/rules';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { badRequest } from '../../lib/errors';
import { persianDayStart, persianMonthStart, tehranPersianDate } from '../../lib/tehran-time';

/** The longest range a report covers, in Persian months. */
const MAX_REPORT_MONTHS = 36;

const PersianDate = Type.String({
  pattern: '^1[34][0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
  description: 'a Persian (Solar Hijri) date, YYYY-MM-DD, a whole Tehran day, inclusive',
});

export const ReportRangeQuery = Type.Object({
  date_from: Type.Optional(PersianDate),
  date_to: Type.Optional(PersianDate),
});
export type ReportRange = Static<typeof ReportRangeQuery>;

export const RangeAnswer = Type.Object({
  date_from: Type.String({ description: 'Persian date, first day' }),
  date_to: Type.String({ description: 'Persian date, last day' }),
  from: Type.String({ format: 'date-time' }),
  to: Type.String({ format: 'date-time', description: 'exclusive end' }),
});

const RANGE_TEXTS = {
  order: 'تاریخ شروع باید پیش از تاریخ پایان باشد',
  tooLong: `بازه گزارش نباید بیش از ${MAX_REPORT_MONTHS} ماه باشد`,
} as const;

const pad = (n: number) => String(n).padStart(2, '0');
const parse = (s: string) => s.split('-').map(Number) as [number, number, number];

interface Month {
  jy: number;
  jm: number;
  key: string;
  name: string;
  start: Date;
  end: Date;
}

export interface Period {
  from: Date;
  to: Date;
  months: Month[];
  answer: Static<typeof RangeAnswer>;
}

export function reportPeriod(query: ReportRange, now: Date): Period {
  const { jy } = tehranPersianDate(now);
  const fromText = query.date_from ?? `${jy}-01-01`;
  const [fy, fm, fd] = parse(fromText);
  const from = persianDayStart(fy, fm, fd);
  let to: Date;
  let toText: string;
  if (query.date_to) {
    const [ty, tm, td] = parse(query.date_to);
    to = persianDayStart(ty, tm, td + 1);
    toText = query.date_to;
  } else {
    to = persianMonthStart(jy, 13);
    const last = tehranPersianDate(new Date(to.getTime() - 1));
    toText = `${last.jy}-${pad(last.jm)}-${pad(last.jd)}`;
  }
  if (to <= from) throw badRequest(RANGE_TEXTS.order, { date_from: [RANGE_TEXTS.order] });
  const months: Month[] = [];
  let y = fy;
  let m = fm;
  while (persianMonthStart(y, m) < to) {
    if (months.length >= MAX_REPORT_MONTHS)
      throw badRequest(RANGE_TEXTS.tooLong, { date_to: [RANGE_TEXTS.tooLong] });
    const start = persianMonthStart(y, m);
    const end = persianMonthStart(y, m + 1);
    months.push({
      jy: y,
      jm: m,
      key: `${y}-${pad(m)}`,
      name: `${PERSIAN_MONTH_NAMES[m - 1]} ${toPersianDigits(y)}`,
      start: start < from ? from : start,
      end: end > to ? to : end,
    });
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return {
    from,
    to,
    months,
    answer: { date_from: fromText, date_to: toText, from: from.toISOString(), to: to.toISOString() },
  };
}

/** `column` within [from, to). */
export const within = (column: AnyColumn, p: { from: Date; to: Date }): SQL =>
  sql`${column} >= ${p.from.toISOString()}::timestamptz and ${column} < ${p.to.toISOString()}::timestamptz`;

/** The month key ('1405-01') of `column`, by the period's month bounds. */
export function monthKey(column: AnyColumn, p: Period): SQL<string> {
  return sql<string>`(case ${sql.join(
    p.months.map((m) => sql`when ${column} < ${m.end.toISOString()}::timestamptz then ${m.key}`),
    sql` `,
  )} end)`;
}
