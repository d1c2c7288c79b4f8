import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { BankNumber } from './bank-number';

describe('BankNumber', () => {
  it('shows the IBAN in groups of four with Persian digits and copies the compact ASCII form', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithTheme(<BankNumber label="شماره شبا" value="IR050170000000123456789012" />);
    expect(screen.getByText('IR۰۵ ۰۱۷۰ ۰۰۰۰ ۰۰۱۲ ۳۴۵۶ ۷۸۹۰ ۱۲')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'کپی شماره شبا' }));
    expect(writeText).toHaveBeenCalledWith('IR050170000000123456789012');
    expect(await screen.findByRole('button', { name: 'کپی شماره شبا' })).toHaveTextContent('کپی شد');
  });

  it('says so when the browser refuses to copy', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    renderWithTheme(<BankNumber label="شماره شبا" value="IR050170000000123456789012" />);
    await user.click(screen.getByRole('button', { name: 'کپی شماره شبا' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('کپی نشد');
  });
});
