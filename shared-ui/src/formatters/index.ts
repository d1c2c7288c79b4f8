export {
  toPersianDigits,
  toEnglishDigits,
  parseAmount,
  formatNumber,
  THOUSANDS_SEPARATOR,
  DECIMAL_SEPARATOR,
} from './digits';
export {
  formatRial,
  formatToman,
  formatAbbreviated,
  formatPercent,
  rialToToman,
  PRICE_PENDING,
  RIAL_UNIT,
  TOMAN_UNIT,
} from './money';
export type { TomanOptions } from './money';
export { amountInWords, rialInWords } from './words';
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
