import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../test-utils';
import { PersianDatePicker, isoToJalali, jalaliToIsoDay } from './persian-date-picker';
import { jalaliGenerateConfig as config, parseJalaliText } from './jalali-config';

function Field({
  initial = null as string | null,
  onPick = (_: string | null) => {},
  min = undefined as string | undefined,
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <PersianDatePicker
      aria-label="تاریخ"
      value={value}
      min={min}
      onChange={(next) => {
        setValue(next);
        onPick(next);
      }}
    />
  );
}

function popup(): HTMLElement {
  return document.querySelector('.ant-picker-dropdown') as HTMLElement;
}

describe('jalali calendar', () => {
  it('reads Persian days in Persian or ASCII digits and knows the month lengths', () => {
    expect(jalaliToIsoDay(parseJalaliText('۱۴۰۵/۰۹/۰۱'))).toBe('2026-11-22');
    expect(jalaliToIsoDay(parseJalaliText('1403-12-30'))).toBe('2025-03-20');
    expect(parseJalaliText('1405/12/30')).toBeNull(); // 1405 is not a leap year
    expect(parseJalaliText('1405/07/31')).toBeNull(); // the second half-year has 30-day months
    expect(parseJalaliText('1405/13/01')).toBeNull();
    expect(parseJalaliText('22/11/2026')).toBeNull();
  });

  it('gives the picker Persian years, months and a week starting on Saturday', () => {
    const day = isoToJalali('2026-11-22')!;
    expect([config.getYear(day), config.getMonth(day), config.getDate(day)]).toEqual([1405, 8, 1]);
    expect(config.locale.format('fa_IR', day, 'YYYY/MM/DD')).toBe('۱۴۰۵/۰۹/۰۱');
    expect(config.locale.format('fa_IR', config.getEndDate(day), 'D')).toBe('۳۰');
    expect(config.locale.getShortMonths!('fa_IR')[8]).toBe('آذر');
    expect(config.locale.getWeekFirstDay('fa_IR')).toBe(6);
    expect(jalaliToIsoDay(config.locale.getWeekFirstDate('fa_IR', day))).toBe('2026-11-21');
    expect(jalaliToIsoDay(config.addMonth(day, 4))).toBe('2027-03-21'); // 1406/01/01
  });
});

describe('PersianDatePicker', () => {
  it('shows the value as a Persian date', () => {
    renderWithTheme(<Field initial="2026-11-22" />);
    expect(screen.getByLabelText('تاریخ')).toHaveValue('۱۴۰۵/۰۹/۰۱');
  });

  it('opens on the Persian month and gives back the Gregorian day that was clicked', async () => {
    const onPick = jest.fn();
    const user = userEvent.setup();
    renderWithTheme(<Field initial="2026-11-22" onPick={onPick} />);
    await user.click(screen.getByLabelText('تاریخ'));
    const panel = popup();
    expect(within(panel).getByText('آذر')).toBeInTheDocument();
    expect(within(panel).getByText('۱۴۰۵')).toBeInTheDocument();
    await user.click(within(panel).getByTitle('۱۴۰۵-۰۹-۱۰'));
    expect(onPick).toHaveBeenLastCalledWith('2026-12-01');
    expect(screen.getByLabelText('تاریخ')).toHaveValue('۱۴۰۵/۰۹/۱۰');
  });

  it('takes a typed Persian date', async () => {
    const onPick = jest.fn();
    const user = userEvent.setup();
    renderWithTheme(<Field onPick={onPick} />);
    const input = screen.getByLabelText('تاریخ');
    await user.click(input);
    await user.type(input, '1405/9/4');
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    expect(onPick).toHaveBeenLastCalledWith('2026-11-25');
  });

  it('refuses days before the earliest one', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Field initial="2026-11-22" min="2026-11-22" />);
    await user.click(screen.getByLabelText('تاریخ'));
    const cell = (title: string) => within(popup()).getByTitle(title);
    expect(cell('۱۴۰۵-۰۸-۳۰')).toHaveClass('ant-picker-cell-disabled');
    expect(cell('۱۴۰۵-۰۹-۰۲')).not.toHaveClass('ant-picker-cell-disabled');
  });
});
