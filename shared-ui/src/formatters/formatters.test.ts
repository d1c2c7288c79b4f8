import {
  amountInWords,
  rialInWords,
  currentJalaliYear,
  formatFileSize,
  formatJalaliDate,
  formatJalaliDateTime,
  formatJalaliLongDate,
  formatNumber,
  formatPercent,
  formatRelativeDate,
  formatRial,
  formatRialShort,
  parseAmount,
  tomanInWords,
  toEnglishDigits,
  toPersianDigits,
  toPersianDigitsInText,
  truncate,
} from './index';

describe('toPersianDigits', () => {
  it('converts numbers and strings', () => {
    expect(toPersianDigits(1234567890)).toBe('۱۲۳۴۵۶۷۸۹۰');
    expect(toPersianDigits('سفارش 12')).toBe('سفارش ۱۲');
    expect(toPersianDigits('٣')).toBe('۳');
  });
  it('turns null and undefined into an empty string', () => {
    expect(toPersianDigits(null)).toBe('');
    expect(toPersianDigits(undefined)).toBe('');
  });
});

describe('toEnglishDigits and parseAmount', () => {
  it('converts back to ASCII', () => {
    expect(toEnglishDigits('۰۹۱۲٣')).toBe('09123');
  });
  it('reads numbers and numeric strings', () => {
    expect(parseAmount(15)).toBe(15);
    expect(parseAmount('1500000.00')).toBe(1500000);
    expect(parseAmount('1,500,000')).toBe(1500000);
    expect(parseAmount('۱٬۵۰۰')).toBe(1500);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount(NaN)).toBeNull();
    expect(parseAmount(null)).toBeNull();
    expect(parseAmount({})).toBeNull();
  });
});

describe('formatNumber', () => {
  it('groups thousands with ٬ and uses Persian digits', () => {
    expect(formatNumber(1500000)).toBe('۱٬۵۰۰٬۰۰۰');
    expect(formatNumber(999)).toBe('۹۹۹');
    expect(formatNumber(1234.56, 1)).toBe('۱٬۲۳۴٫۶');
    expect(formatNumber(-2500)).toBe('-۲٬۵۰۰');
    expect(formatNumber('x')).toBe('');
  });
});

describe('formatRial', () => {
  it('formats rials with separators and the unit', () => {
    expect(formatRial(1500000)).toBe('۱٬۵۰۰٬۰۰۰ ریال');
    expect(formatRial('2500000.00')).toBe('۲٬۵۰۰٬۰۰۰ ریال');
    expect(formatRial(999.6)).toBe('۱٬۰۰۰ ریال');
  });
  it('shows "در انتظار" for empty, zero or non-numeric', () => {
    for (const v of [null, undefined, '', 0, '0', '0.00', 'abc', NaN])
      expect(formatRial(v)).toBe('در انتظار');
  });
});

describe('toPersianDigitsInText', () => {
  it('writes numbers with Persian digits and leaves codes as stored', () => {
    expect(toPersianDigitsInText('تعیین نماینده (DLR-1001) با نرخ 5٪ برای 2 قلم، مرجع PAY-20-B')).toBe(
      'تعیین نماینده (DLR-1001) با نرخ ۵٪ برای ۲ قلم، مرجع PAY-20-B',
    );
    expect(toPersianDigitsInText('P-17')).toBe('P-17');
    expect(toPersianDigitsInText(null)).toBe('');
  });
});

describe('formatRialShort', () => {
  it('names millions and billions in Persian words with one decimal', () => {
    expect(formatRialShort(19_662_500)).toBe('۱۹٫۷ میلیون ریال');
    expect(formatRialShort('82000000000')).toBe('۸۲ میلیارد ریال');
    expect(formatRialShort(2_450_000_000)).toBe('۲٫۵ میلیارد ریال');
    expect(formatRialShort(3_000_000_000_000)).toBe('۳ هزار میلیارد ریال');
  });
  it('writes amounts under a million in full, and takes the next scale when rounding reaches it', () => {
    expect(formatRialShort(950_000)).toBe('۹۵۰٬۰۰۰ ریال');
    expect(formatRialShort(999_960)).toBe('۹۹۹٬۹۶۰ ریال');
    expect(formatRialShort(999_960_000)).toBe('۱ میلیارد ریال');
  });
  it('reads empty input as zero and can leave the unit out', () => {
    expect(formatRialShort(null)).toBe('۰ ریال');
    expect(formatRialShort(12_340_000, { withUnit: false })).toBe('۱۲٫۳ میلیون');
  });
  it('never abbreviates with Latin letters', () => {
    for (const v of [1_500, 2_000_000, 82_000_000_000, 1e13]) expect(formatRialShort(v)).not.toMatch(/[KMB]/);
  });
});

describe('formatRial with zero', () => {
  it('shows a zero sum as ۰ ریال', () => {
    expect(formatRial(0, { zero: true })).toBe('۰ ریال');
    expect(formatRial('12500', { zero: true })).toBe('۱۲٬۵۰۰ ریال');
  });
});

describe('tomanInWords', () => {
  it('writes tomans in words, with a remainder of rials', () => {
    expect(tomanInWords('18500000')).toBe('یک میلیون و هشت صد و پنجاه هزار تومان');
    expect(tomanInWords('186318005')).toBe('هجده میلیون و شش صد و سی و یک هزار و هشت صد تومان و پنج ریال');
    expect(tomanInWords('')).toBe('');
  });
});

describe('formatPercent', () => {
  it('uses Persian digits and ٪', () => {
    expect(formatPercent(10)).toBe('۱۰٪');
    expect(formatPercent('7.5')).toBe('۷٫۵٪');
    expect(formatPercent(null)).toBe('');
  });
});

describe('Jalali dates', () => {
  it('formats a Gregorian date as a Persian-calendar date', () => {
    expect(formatJalaliDate('2026-11-22')).toBe('۱۴۰۵/۰۹/۰۱');
    expect(formatJalaliDate('2025-03-21T10:00:00')).toBe('۱۴۰۴/۰۱/۰۱');
    expect(formatJalaliDate(new Date(2024, 2, 19))).toBe('۱۴۰۲/۱۲/۲۹');
  });
  it('formats date and time', () => {
    expect(formatJalaliDateTime('2026-11-22T14:30:00')).toBe('۱۴۰۵/۰۹/۰۱ ۱۴:۳۰');
  });
  it("shows an instant as it is in Tehran, whatever the machine's zone", () => {
    // 21:00 UTC is already the next day in Tehran (+03:30)
    expect(formatJalaliDate('2026-11-28T21:00:00Z')).toBe('۱۴۰۵/۰۹/۰۸');
    expect(formatJalaliDateTime('2026-11-28T21:00:00.000Z')).toBe('۱۴۰۵/۰۹/۰۸ ۰۰:۳۰');
    expect(formatJalaliDateTime(new Date(Date.UTC(2026, 10, 28, 20, 29)))).toBe('۱۴۰۵/۰۹/۰۷ ۲۳:۵۹');
    // before 2022 Tehran kept summer time (+04:30)
    expect(formatJalaliDateTime('2021-06-01T20:00:00Z')).toBe('۱۴۰۰/۰۳/۱۲ ۰۰:۳۰');
    // a day without a zone is that day in Tehran, and the end of a Tehran day (as the API sends a due date) too
    expect(formatJalaliDate('2026-11-28')).toBe('۱۴۰۵/۰۹/۰۷');
    expect(formatJalaliDate('2026-11-28T20:29:59.000Z')).toBe('۱۴۰۵/۰۹/۰۷');
  });
  it('formats the long form', () => {
    expect(formatJalaliLongDate('2026-11-22')).toBe('۱ آذر ۱۴۰۵');
  });
  it('shows — for empty or invalid dates', () => {
    for (const v of [null, undefined, '', 'not a date']) {
      expect(formatJalaliDate(v)).toBe('—');
      expect(formatJalaliDateTime(v)).toBe('—');
    }
  });
  it('gives the current Persian year', () => {
    expect(currentJalaliYear('2026-11-22')).toBe(1405);
    expect(currentJalaliYear('2026-03-19')).toBe(1404);
  });
});

describe('formatRelativeDate', () => {
  const now = '2026-11-22T10:00:00';
  it('says today and yesterday by calendar day', () => {
    expect(formatRelativeDate('2026-11-22T00:05:00', now)).toBe('امروز');
    expect(formatRelativeDate('2026-11-21T23:59:00', now)).toBe('دیروز');
    expect(formatRelativeDate('2026-11-23T08:00:00', now)).toBe('فردا');
  });
  it('counts days, weeks, months and years', () => {
    expect(formatRelativeDate('2026-11-19T12:00:00', now)).toBe('۳ روز پیش');
    expect(formatRelativeDate('2026-11-08', now)).toBe('۲ هفته پیش');
    expect(formatRelativeDate('2026-06-22', now)).toBe('۵ ماه پیش');
    expect(formatRelativeDate('2024-11-01', now)).toBe('۲ سال پیش');
    expect(formatRelativeDate('2026-11-25', now)).toBe('۳ روز دیگر');
  });
  it('uses the current time by default and — for bad input', () => {
    expect(formatRelativeDate(new Date())).toBe('امروز');
    expect(formatRelativeDate('nope', now)).toBe('—');
  });
});

describe('formatFileSize', () => {
  it('uses Bytes, KB, MB, GB with Persian labels', () => {
    expect(formatFileSize(0)).toBe('۰ بایت');
    expect(formatFileSize(512)).toBe('۵۱۲ بایت');
    expect(formatFileSize(1536)).toBe('۱٫۵ کیلوبایت');
    expect(formatFileSize(15 * 1024 * 1024)).toBe('۱۵ مگابایت');
    expect(formatFileSize(1234567)).toBe('۱٫۱۸ مگابایت');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('۳ گیگابایت');
    expect(formatFileSize(5 * 1024 ** 4)).toBe('۵۱۲۰ گیگابایت');
  });
  it('returns an empty string for bad input', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(null)).toBe('');
    expect(formatFileSize('abc')).toBe('');
  });
});

describe('truncate', () => {
  it('cuts long text with an ellipsis', () => {
    expect(truncate('سلام دنیا', 20)).toBe('سلام دنیا');
    expect(truncate('abcdefghij', 5)).toBe('abcde…');
    expect(truncate(null, 5)).toBe('');
  });
});

describe('amounts in Persian words', () => {
  test('whole amounts read as words, rials with their unit', () => {
    expect(amountInWords(0)).toBe('صفر');
    expect(amountInWords('1250000')).toBe('یک میلیون و دویست و پنجاه هزار');
    expect(amountInWords('۱۲۰۰۰۰۰۰')).toBe('دوازده میلیون');
    expect(rialInWords('18500000')).toBe('هجده میلیون و پانصد هزار ریال');
    expect(rialInWords(1_000_000_000_001)).toBe('یک تریلیون و یک ریال');
  });

  test('nothing for what is not a whole amount', () => {
    for (const v of ['', null, undefined, 'abc', '12.5', -3]) expect(amountInWords(v)).toBe('');
    expect(rialInWords(0)).toBe('');
    expect(rialInWords('')).toBe('');
  });
});
