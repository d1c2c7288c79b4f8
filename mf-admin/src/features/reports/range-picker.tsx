// The report's Persian-calendar range: antd's RangePicker in the Persian calendar (shared-ui's JalaliPicker), with
// this year, last year and this month a click away. A range is applied once both days are chosen.
import { Flex, Typography } from 'antd';
import { JalaliPicker, PERSIAN_DATE_FORMAT } from '@sefaresh/shared-ui';
import { REPORTS_TEXTS as T } from './messages';
import {
  dayOf,
  persianDay,
  persianMonth,
  persianYear,
  type JalaliDay,
  type ReportRange,
} from './use-report-range';

/** A range → the picker's two days (both exist: the range was made from days). */
const days = (r: ReportRange): [JalaliDay, JalaliDay] => [dayOf(r.date_from)!, dayOf(r.date_to)!];

export function ReportRangePicker({
  range,
  onChange,
}: {
  range: ReportRange;
  onChange(next: ReportRange): void;
}) {
  const presets = [
    { label: T.presets.thisYear, value: days(persianYear()) },
    { label: T.presets.lastYear, value: days(persianYear(undefined, 1)) },
    { label: T.presets.thisMonth, value: days(persianMonth()) },
  ];
  return (
    <Flex role="group" aria-label={T.range} align="center" gap={8} wrap>
      <Typography.Text>{T.range}:</Typography.Text>
      <JalaliPicker.RangePicker
        value={[dayOf(range.date_from), dayOf(range.date_to)]}
        format={PERSIAN_DATE_FORMAT}
        placeholder={[T.rangeFrom, T.rangeTo]}
        allowClear={false}
        presets={presets}
        onChange={(picked) => {
          const [from, to] = picked ?? [];
          if (from && to) onChange({ date_from: persianDay(from), date_to: persianDay(to) });
        }}
      />
    </Flex>
  );
}
