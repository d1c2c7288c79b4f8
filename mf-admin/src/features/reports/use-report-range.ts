// The report pages' Persian-calendar date range lives in the address (?date_from=1405-01-01&date_to=1405-12-29,
// Persian days, as the server's ReportRangeQuery takes them), so a link or back/forward lands on the same range.
// Without one (or with a day that does not exist) the range is this Persian year; the default is left out of the
// address. The page always sends both days, so the figures, the picker and the .xlsx cover the same range.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { jalaliGenerateConfig, parseJalaliText, toEnglishDigits, toJalali } from '@sefaresh/shared-ui';

/** A day of the Persian-calendar picker. */
export type JalaliDay = NonNullable<ReturnType<typeof parseJalaliText>>;

export interface ReportRange {
  /** Persian day 'YYYY-MM-DD', first day, inclusive. */
  date_from: string;
  /** Persian day 'YYYY-MM-DD', last day, inclusive. */
  date_to: string;
}

const PERSIAN_DAY = /^1[34]\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A day of the picker → its Persian 'YYYY-MM-DD' with ASCII digits. */
export const persianDay = (day: JalaliDay): string => toEnglishDigits(toJalali(day).format('YYYY-MM-DD'));

/** A Persian 'YYYY-MM-DD' that exists → its day; anything else → null. */
export function dayOf(text: string | null | undefined): JalaliDay | null {
  return text && PERSIAN_DAY.test(text) ? parseJalaliText(text) : null;
}

const spanOf = (first: JalaliDay, last: JalaliDay): ReportRange => ({
  date_from: persianDay(first),
  date_to: persianDay(last),
});

/** The Persian year (or month) around `now`, first day to last. */
export function persianYear(now: JalaliDay = jalaliGenerateConfig.getNow(), yearsBack = 0): ReportRange {
  const year = toJalali(now).subtract(yearsBack, 'year');
  return spanOf(year.startOf('year'), year.endOf('year'));
}
export function persianMonth(now: JalaliDay = jalaliGenerateConfig.getNow()): ReportRange {
  const day = toJalali(now);
  return spanOf(day.startOf('month'), day.endOf('month'));
}

/** The range in the address; a missing or impossible day takes the default's. */
function readRange(params: URLSearchParams, fallback: ReportRange = persianYear()): ReportRange {
  const from = params.get('date_from');
  const to = params.get('date_to');
  return {
    date_from: from && dayOf(from) ? from : fallback.date_from,
    date_to: to && dayOf(to) ? to : fallback.date_to,
  };
}

export function useReportRange() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const range = useMemo(() => readRange(new URLSearchParams(query)), [query]);
  const setRange = useCallback(
    (next: ReportRange) => {
      const fallback = persianYear();
      const q = new URLSearchParams();
      if (next.date_from !== fallback.date_from || next.date_to !== fallback.date_to) {
        q.set('date_from', next.date_from);
        q.set('date_to', next.date_to);
      }
      setParams(q);
    },
    [setParams],
  );
  return { range, setRange };
}
