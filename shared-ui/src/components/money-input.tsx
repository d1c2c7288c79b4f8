// The one money field of the product: Persian digits grouped by thousands as they are typed,
// ASCII digits in the value, anything but digits refused at once (with a short hint), and the amount in Persian
// words under the field. Persian, Arabic-Indic and ASCII digits and pasted separators are all accepted.
import { useId, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { Input, Typography, type InputProps, type InputRef } from 'antd';
import { THOUSANDS_SEPARATOR, rialInWords, toEnglishDigits, toPersianDigits } from '../formatters';
import { LTR_INPUT_STYLE } from './ltr';

export const MONEY_INPUT_TEXTS = Object.freeze({
  digitsOnly: 'فقط رقم وارد کنید',
});

/** Separators a typed or pasted amount may carry: Persian and ASCII thousands marks, the Arabic comma, spaces. */
const SEPARATORS = /[\s,٬،]/g;

/** What was typed as ASCII digits ('۱٬۲۰۰' → '1200', leading zeros dropped); null when it holds anything else. */
export function moneyFromTyped(text: string): string | null {
  const plain = toEnglishDigits(text).replace(SEPARATORS, '');
  if (!/^\d*$/.test(plain)) return null;
  return plain.replace(/^0+(?=\d)/, '');
}

/** The field's text for a value: '1200000' → '۱٬۲۰۰٬۰۰۰'; a value that is not plain digits is shown as it is. */
export function moneyDisplay(value: string): string {
  if (!/^\d+$/.test(value)) return toPersianDigits(value);
  return toPersianDigits(value.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR));
}

const UNDER_FIELD = Object.freeze({ display: 'block', fontSize: 12 });

const DIGIT = /[0-9۰-۹٠-٩]/;

/** The caret position in `text` just after its `digits`-th digit. */
function caretAfterDigits(text: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) if (DIGIT.test(text[i]) && ++seen === digits) return i + 1;
  return text.length;
}

export interface MoneyInputProps extends Omit<InputProps, 'value' | 'onChange' | 'inputMode' | 'type'> {
  /** ASCII digits ('' when empty). */
  value: string;
  /** Called with ASCII digits; never with anything else. */
  onChange(value: string): void;
  /** The amount in Persian words with "ریال" under the field (default true). */
  showWords?: boolean;
}

export function MoneyInput({ value, onChange, showWords = true, style, ...rest }: MoneyInputProps) {
  const ref = useRef<InputRef>(null);
  const caret = useRef<number | null>(null);
  const [refused, setRefused] = useState(false);
  const wordsId = useId();
  const display = moneyDisplay(value);
  const words = showWords ? rialInWords(value) : '';

  // keep the caret after the same digit once the text is grouped again
  useLayoutEffect(() => {
    const input = ref.current?.input;
    if (caret.current === null || !input || document.activeElement !== input) return;
    const at = caretAfterDigits(input.value, caret.current);
    caret.current = null;
    input.setSelectionRange(at, at);
  });

  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const typed = e.target.value;
    const next = moneyFromTyped(typed);
    if (next === null) {
      setRefused(true);
      return; // the field keeps its value: React puts the previous text back
    }
    setRefused(false);
    const before = typed.slice(0, e.target.selectionStart ?? typed.length);
    const leadingZeros = /^[0۰٠]+(?=.)/.exec(toEnglishDigits(typed).replace(SEPARATORS, ''))?.[0].length ?? 0;
    caret.current = Math.max(0, [...before].filter((c) => DIGIT.test(c)).length - leadingZeros);
    onChange(next);
  };

  return (
    <div className="sf-money-input">
      <Input
        {...rest}
        ref={ref}
        inputMode="numeric"
        autoComplete="off"
        style={{ ...LTR_INPUT_STYLE, ...style }}
        value={display}
        aria-describedby={words ? wordsId : undefined}
        onChange={change}
        onBlur={(e) => {
          setRefused(false);
          rest.onBlur?.(e);
        }}
      />
      {refused && (
        <Typography.Text type="danger" role="status" style={UNDER_FIELD}>
          {MONEY_INPUT_TEXTS.digitsOnly}
        </Typography.Text>
      )}
      {words && (
        <Typography.Text type="secondary" id={wordsId} style={UNDER_FIELD}>
          {words}
        </Typography.Text>
      )}
    </div>
  );
}
