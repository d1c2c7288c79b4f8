// The one number field of the product (issue 14 item 8): antd's InputNumber showing Persian digits, ٫ as the
// decimal separator and, when asked, ٬ between thousands; Persian, Arabic-Indic and ASCII digits (and either
// decimal mark) are read as typed. The value stays a JavaScript number (or a numeric string under stringMode).
// Its step handlers' screen-reader labels are made Persian by ThemeProvider (a11y/persian-aria).
// Money fields use MoneyInput, which adds the amount in words.
import { useCallback } from 'react';
import { InputNumber, type InputNumberProps } from 'antd';
import { DECIMAL_SEPARATOR, THOUSANDS_SEPARATOR, toEnglishDigits, toPersianDigits } from '../formatters';

/** A number's text as the field shows it: 1234.5 → '۱٬۲۳۴٫۵' (grouped) or '۱۲۳۴٫۵'. */
export function numberInputDisplay(value: string | number | undefined, grouped = false): string {
  if (value === undefined || value === null) return '';
  let text = toEnglishDigits(String(value));
  if (grouped) {
    const [whole, fraction] = text.split('.');
    text =
      whole.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR) +
      (fraction === undefined ? '' : `.${fraction}`);
  }
  return toPersianDigits(text.replace('.', DECIMAL_SEPARATOR));
}

/** What was typed, as antd's parser needs it: '۱٬۲۳۴٫۵' → '1234.5'; the Arabic decimal mark and '/' read as '.'. */
export function numberInputParse(text: string | undefined): string {
  return toEnglishDigits(text ?? '')
    .replace(/[\s,٬،]/g, '')
    .replace(/[٫/]/g, '.')
    .replace(/[^\d.-]/g, '');
}

export type NumberInputProps<T extends string | number = number> = Omit<
  InputNumberProps<T>,
  'formatter' | 'parser' | 'decimalSeparator'
> & {
  /** ٬ between thousands (prices, stock). */
  grouped?: boolean;
};

export function NumberInput<T extends string | number = number>({
  grouped = false,
  style,
  inputMode,
  precision,
  ...rest
}: NumberInputProps<T>) {
  // Stable functions: antd re-formats the field whenever its formatter changes, which would eat a typed '12.'.
  // While the user types, the text stays as typed (digits made Persian), so the caret does not jump.
  const formatter = useCallback(
    (value: T | undefined, info: { userTyping: boolean; input: string }) =>
      info.userTyping
        ? toPersianDigits(toEnglishDigits(info.input)).replace(/[./]/g, DECIMAL_SEPARATOR)
        : numberInputDisplay(value, grouped),
    [grouped],
  );
  // antd hands what the parser returns to its own decimal reader, which takes text whatever T is ('' for an empty
  // field, '12.' while typing); its type says T, so the text is passed as T.
  const parser = useCallback((text: string | undefined) => numberInputParse(text) as T, []);
  return (
    <InputNumber<T>
      {...rest}
      precision={precision}
      inputMode={inputMode ?? (precision === 0 ? 'numeric' : 'decimal')}
      style={{ width: '100%', ...style }}
      formatter={formatter}
      parser={parser}
    />
  );
}
