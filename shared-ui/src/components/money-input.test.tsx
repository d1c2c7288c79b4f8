import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { MONEY_INPUT_TEXTS, MoneyInput, moneyDisplay, moneyFromTyped } from './money-input';

function Field({ start = '', seen }: { start?: string; seen: string[] }) {
  const [value, setValue] = useState(start);
  return (
    <MoneyInput
      aria-label="قیمت واحد"
      value={value}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

const field = () => screen.getByRole('textbox', { name: 'قیمت واحد' }) as HTMLInputElement;

describe('MoneyInput', () => {
  test('groups thousands in Persian digits as typed; the value is ASCII digits; the words follow', async () => {
    const user = userEvent.setup({ delay: null });
    const seen: string[] = [];
    renderWithTheme(<Field seen={seen} />);
    await user.type(field(), '1250000');
    expect(field()).toHaveValue('۱٬۲۵۰٬۰۰۰');
    expect(seen.at(-1)).toBe('1250000');
    expect(seen).toContain('1250');
    expect(screen.getByText('یک میلیون و دویست و پنجاه هزار ریال')).toBeInTheDocument();
    expect(field()).toHaveAccessibleDescription('یک میلیون و دویست و پنجاه هزار ریال');

    // Persian digits typed are stored as ASCII
    await user.clear(field());
    await user.type(field(), '۱۸۵۰۰۰۰۰');
    expect(field()).toHaveValue('۱۸٬۵۰۰٬۰۰۰');
    expect(seen.at(-1)).toBe('18500000');
    expect(screen.getByText('هجده میلیون و پانصد هزار ریال')).toBeInTheDocument();
  });

  test('letters are refused at once with a hint; the amount stays', async () => {
    const user = userEvent.setup({ delay: null });
    const seen: string[] = [];
    renderWithTheme(<Field seen={seen} start="1200" />);
    expect(field()).toHaveValue('۱٬۲۰۰');
    await user.type(field(), 'a');
    expect(field()).toHaveValue('۱٬۲۰۰');
    expect(screen.getByRole('status')).toHaveTextContent(MONEY_INPUT_TEXTS.digitsOnly);
    await user.type(field(), 'ب.-');
    expect(field()).toHaveValue('۱٬۲۰۰');
    expect(seen).toEqual([]);
    // the next digit is taken and the hint goes
    await user.type(field(), '5');
    expect(field()).toHaveValue('۱۲٬۰۰۵');
    expect(seen).toEqual(['12005']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test('a pasted amount with separators is read; a digit typed in the middle keeps the caret after it', async () => {
    const user = userEvent.setup({ delay: null });
    const seen: string[] = [];
    renderWithTheme(<Field seen={seen} />);
    fireEvent.change(field(), { target: { value: '4,800,000' } });
    expect(field()).toHaveValue('۴٬۸۰۰٬۰۰۰');
    expect(seen.at(-1)).toBe('4800000');
    // caret after '۴' (position 1): typing 2 gives 42,800,000 and leaves the caret after the 2
    field().setSelectionRange(1, 1);
    await user.type(field(), '2', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(field()).toHaveValue('۴۲٬۸۰۰٬۰۰۰');
    expect(field().selectionStart).toBe(2);
  });

  test('empty shows no words', () => {
    renderWithTheme(<MoneyInput aria-label="قیمت واحد" value="" onChange={() => {}} />);
    expect(field()).toHaveValue('');
    expect(field()).not.toHaveAttribute('aria-describedby');
  });

  test('the helpers', () => {
    expect(moneyFromTyped('۱٬۲۰۰')).toBe('1200');
    expect(moneyFromTyped('١٢ ٠٠٠')).toBe('12000');
    expect(moneyFromTyped('0012')).toBe('12');
    expect(moneyFromTyped('0')).toBe('0');
    expect(moneyFromTyped('')).toBe('');
    expect(moneyFromTyped('12a')).toBeNull();
    expect(moneyFromTyped('1500.5')).toBeNull();
    expect(moneyDisplay('1234567')).toBe('۱٬۲۳۴٬۵۶۷');
    expect(moneyDisplay('')).toBe('');
  });
});
