// The Persian-calendar date picker every date field uses: antd's picker generated over dayjs in the jalali
// calendar. The value is the API's Gregorian day 'YYYY-MM-DD' (or null); the field shows and takes '۱۴۰۵/۰۹/۰۱'.
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ComponentProps } from 'react';
import { jalaliGenerateConfig, toJalali } from './jalali-config';

/** antd's DatePicker in the Persian calendar, for callers that need the raw picker (e.g. its RangePicker). */
export const JalaliPicker = DatePicker.generatePicker<Dayjs>(jalaliGenerateConfig);

/** How the field shows a day. */
export const PERSIAN_DATE_FORMAT = 'YYYY/MM/DD';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' → the jalali dayjs value of that day; anything else → null. */
export function isoToJalali(value: string | null | undefined): Dayjs | null {
  if (!value || !ISO_DAY.test(value)) return null;
  const day = dayjs(value, 'YYYY-MM-DD');
  return day.isValid() ? toJalali(day) : null;
}

/** A picked value → the Gregorian day 'YYYY-MM-DD'. */
export function jalaliToIsoDay(value: Dayjs | null | undefined): string | null {
  return value ? dayjs(value.valueOf()).calendar('gregory').format('YYYY-MM-DD') : null;
}

type BaseProps = ComponentProps<typeof JalaliPicker>;

export interface PersianDatePickerProps extends Omit<
  BaseProps,
  'value' | 'defaultValue' | 'onChange' | 'format' | 'picker' | 'multiple'
> {
  /** Gregorian day 'YYYY-MM-DD' (what the API sends and takes), or null / '' for none. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Earliest and latest days that can be picked, 'YYYY-MM-DD'. */
  min?: string;
  max?: string;
}

export function PersianDatePicker({
  value,
  onChange,
  min,
  max,
  placeholder,
  ...rest
}: PersianDatePickerProps) {
  const minDay = isoToJalali(min);
  const maxDay = isoToJalali(max);
  const disabledDate =
    minDay || maxDay
      ? (day: Dayjs) =>
          (minDay !== null && day.isBefore(minDay, 'day')) || (maxDay !== null && day.isAfter(maxDay, 'day'))
      : undefined;
  return (
    <JalaliPicker
      {...rest}
      value={isoToJalali(value)}
      onChange={(day: Dayjs | null) => onChange?.(jalaliToIsoDay(day))}
      format={PERSIAN_DATE_FORMAT}
      placeholder={placeholder ?? '۱۴۰۵/۰۹/۰۱'}
      disabledDate={disabledDate}
      style={{ width: '100%', ...rest.style }}
    />
  );
}
