export {
  toPersianDigits,
  toPersianDigitsInText,
  toEnglishDigits,
  parseAmount,
  formatNumber,
  THOUSANDS_SEPARATOR,
  DECIMAL_SEPARATOR,
} from './digits';
export {
  formatRial,
  formatRialShort,
  formatPercent,
  rialInWords,
  tomanInWords,
  PRICE_PENDING,
  RIAL_UNIT,
} from './money';
export type { RialOptions, ShortRialOptions } from './money';
export { amountInWords } from './words';
export {
  formatJalaliDate,
  formatJalaliDateTime,
  formatJalaliLongDate,
  formatRelativeDate,
  currentJalaliYear,
  JALALI_MONTH_NAMES,
  NO_DATE,
} from './dates';
export { formatFileSize } from './files';
export { truncate } from './text';
