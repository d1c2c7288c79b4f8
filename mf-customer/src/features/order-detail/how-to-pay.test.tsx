import { render, screen, within } from '@testing-library/react';
import { paymentFixture, type TestApi } from '@sefaresh/shared-api/testing';
import { ThemeProvider } from '@sefaresh/shared-ui';
import { HowToPayCard } from './how-to-pay-card';
import {
  confirmedOrder,
  orderWith,
  renderOrderPage,
  setupUser,
  startOrderApi,
  stopOrderApi,
  waitingOrder,
} from './test-support';

jest.setTimeout(30_000);

const payment = paymentFixture();
const writeText = jest.fn<Promise<void>, [string]>();

beforeEach(() => writeText.mockReset().mockResolvedValue(undefined));

/** user-event puts its own clipboard in place at setup: ours goes in after it. */
function userWithClipboard() {
  const user = setupUser();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return user;
}

describe('the how-to-pay card', () => {
  test('shows the account, the amount due in rials (tomans in words under it), the deadline in the Persian calendar and the reference', () => {
    render(
      <ThemeProvider>
        <HowToPayCard payment={payment} />
      </ThemeProvider>,
    );
    const card = screen.getByLabelText('نحوه پرداخت');
    // the rials as on the pre-invoice; 186,318,005 rials = 18,631,800 tomans and 5 rials, in words under it
    expect(within(card).getByTestId('amount-due')).toHaveTextContent('۱۸۶٬۳۱۸٬۰۰۵ ریال');
    expect(within(card).getByTestId('amount-due-toman-words')).toHaveTextContent(
      'هجده میلیون و شش صد و سی و یک هزار و هشت صد تومان و پنج ریال',
    );
    expect(card).toHaveTextContent('تا پایان روز ۱۴۰۵/۰۹/۰۴');
    expect(card).toHaveTextContent('شرکت بازرگانی سفارش‌گستر پارس');
    expect(card).toHaveTextContent('بانک ملی ایران');
    expect(card).toHaveTextContent('۶۰۳۷ ۹۹۱۱ ۲۲۳۳ ۴۴۵۵');
    expect(card).toHaveTextContent('IR۰۵ ۰۱۷۰ ۰۰۰۰ ۰۰۱۲ ۳۴۵۶ ۷۸۹۰ ۱۲');
    expect(card).toHaveTextContent('۰۱۲۳۴۵۶۷۸۹۰۱۲');
    expect(card).toHaveTextContent('شناسه پرداخت (شماره سفارش)');
    expect(card).not.toHaveTextContent(/[0-9]{4}/); // no Latin digits on the screen
  });

  test('each number copies in ASCII digits, without the groups', async () => {
    const user = userWithClipboard();
    render(
      <ThemeProvider>
        <HowToPayCard payment={payment} />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'کپی شماره شبا' }));
    expect(writeText).toHaveBeenLastCalledWith('IR050170000000123456789012');
    expect(await screen.findByText('کپی شد')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'کپی شماره کارت' }));
    expect(writeText).toHaveBeenLastCalledWith('6037991122334455');
    await user.click(screen.getByRole('button', { name: 'کپی شماره حساب' }));
    expect(writeText).toHaveBeenLastCalledWith('0123456789012');
    await user.click(screen.getByRole('button', { name: 'کپی شناسه پرداخت (شماره سفارش)' }));
    expect(writeText).toHaveBeenLastCalledWith('12');
  });

  test('a refused clipboard says so', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const user = userWithClipboard();
    render(
      <ThemeProvider>
        <HowToPayCard payment={payment} />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'کپی شماره کارت' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('کپی نشد');
  });
});

describe('on the order page', () => {
  let api: TestApi;
  afterEach(() => stopOrderApi(api));

  test('a confirmed order shows how to pay', async () => {
    ({ api } = await startOrderApi(
      orderWith({
        ...confirmedOrder,
        amount_due: '34540000',
        payment_instructions: paymentFixture({ amount_due: '34540000' }),
      }),
    ));
    renderOrderPage();
    const card = await screen.findByLabelText('نحوه پرداخت');
    expect(within(card).getByTestId('amount-due')).toHaveTextContent('۳۴٬۵۴۰٬۰۰۰ ریال');
  });

  test('an order waiting for the choice does not', async () => {
    ({ api } = await startOrderApi(waitingOrder));
    renderOrderPage();
    expect(await screen.findByText('محصولات سفارش')).toBeInTheDocument();
    expect(screen.queryByLabelText('نحوه پرداخت')).not.toBeInTheDocument();
  });
});
