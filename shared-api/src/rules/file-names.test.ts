import { exportFileName, exportFileNameAscii } from './file-names';

describe('export file names', () => {
  // 2026-11-25 21:00 UTC is already 26 November (5 Azar 1405) in Tehran (UTC+3:30)
  const at = new Date('2026-11-25T21:00:00Z');

  it('are Persian, with the Persian-calendar day in Tehran and Persian digits', () => {
    expect(exportFileName('orders', at)).toBe('فهرست-سفارش-۱۴۰۵-۰۹-۰۵.xlsx');
    expect(exportFileName('report-dealer-sales', at)).toBe('گزارش-فروش-نمایندگان-۱۴۰۵-۰۹-۰۵.xlsx');
  });

  it('name a report of a range by its range', () => {
    const range = { date_from: '1405-01-01', date_to: '1405-06-31' };
    expect(exportFileName('report-orders', at, range)).toBe('گزارش-سفارش-۱۴۰۵-۰۱-۰۱-تا-۱۴۰۵-۰۶-۳۱.xlsx');
    expect(exportFileNameAscii('report-orders', at, range)).toBe('report-orders-1405-01-01-1405-06-31.xlsx');
  });

  it('have an ASCII twin for old clients', () => {
    expect(exportFileNameAscii('dealers', at)).toBe('dealers-2026-11-26.xlsx');
  });
});
