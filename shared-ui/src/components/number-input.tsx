// The one number field of the product: antd's InputNumber showing Persian digits, ٫ as the
// decimal separator and, when asked, ٬ between thousands; Persian, Arabic-Indic and ASCII digits (and either
// decimal mark) are read as typed. The value stays a JavaScript number (or a numeric string under stringMode).
// Its step handlers' screen-reader labels are made Persian by ThemeProvider (a11y/persian-aria).
// Anything else typed or pasted (a letter) is refused at once with MoneyInput's short hint, never dropped silently.
// Money fields use MoneyInput, which adds the amount in words.
import { useCallback, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { InputNumber, Typography, type InputNumberProps } from 'antd';
import { DECIMAL_SEPARATOR, THOUSANDS_SEPARATOR, toEnglishDigits, toPersianDigits } from '../formatters';
import { MONEY_INPUT_TEXTS } from './money-input';

/** What a number may be typed with: digits of any script, separators, decimal marks and the minus sign. */
const NUMBER_CHARACTERS = /^[\d۰-۹٠-٩\s,٬،.٫/-]*$/;

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
  onKeyDown,
  onPaste,
  onBlur,
  ...rest
}: NumberInputProps<T>) {
  const [refused, setRefused] = useState(false);
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
  const refuseKey = (e: KeyboardEvent<HTMLInputElement>) => {
    const typed = e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;
    if (typed) {
      const bad = !NUMBER_CHARACTERS.test(e.key);
      setRefused(bad);
      if (bad) e.preventDefault();
    }
    onKeyDown?.(e);
  };
  const refusePaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const bad = !NUMBER_CHARACTERS.test(e.clipboardData.getData('text'));
    setRefused(bad);
    if (bad) e.preventDefault();
    onPaste?.(e);
  };
  return (
    <>
      <InputNumber<T>
        {...rest}
        precision={precision}
        inputMode={inputMode ?? (precision === 0 ? 'numeric' : 'decimal')}
        style={{ width: '100%', ...style }}
        formatter={formatter}
        parser={parser}
        onKeyDown={refuseKey}
        onPaste={refusePaste}
        onBlur={(e) => {
          setRefused(false);
          onBlur?.(e);
        }}
      />
      {refused && (
        <Typography.Text type="danger" role="status" style={{ display: 'block', fontSize: 12 }}>
          {MONEY_INPUT_TEXTS.digitsOnly}
        </Typography.Text>
      )}
    </>
  );
}
