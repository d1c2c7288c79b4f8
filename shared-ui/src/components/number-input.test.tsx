import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { NumberInput } from './number-input';

function Field({ seen }: { seen: Array<number | null> }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <NumberInput
      aria-label="موجودی"
      precision={0}
      value={value}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

test('a letter typed into a number field is refused with a Persian hint; digits and the minus sign go in', async () => {
  const user = userEvent.setup({ delay: null });
  const seen: Array<number | null> = [];
  renderWithTheme(<Field seen={seen} />);
  const field = screen.getByRole('spinbutton', { name: 'موجودی' });
  await user.type(field, '4a');
  expect(field).toHaveValue('۴');
  expect(screen.getByRole('status')).toHaveTextContent('فقط رقم وارد کنید');
  await user.type(field, '0');
  expect(screen.queryByRole('status')).toBeNull();
  expect(seen.at(-1)).toBe(40);
  await user.clear(field);
  await user.type(field, '-5');
  await user.tab();
  // not clamped: the form's own rule says what is wrong with a negative number
  expect(seen.at(-1)).toBe(-5);
  expect(field).toHaveValue('-۵');
});
