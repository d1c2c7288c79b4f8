import { render, screen, within } from '@testing-library/react';
import { paymentFixture, type TestApi } from '@sefaresh/shared-api/testing';
import { ThemeProvider } from '@sefaresh/shared-ui';
import { HowToPayCard, tomanText } from './how-to-pay-card';
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
  test('shows the account, the amount due in tomans, the deadline in the Persian calendar and the reference', () => {
    render(
      <ThemeProvider>
        <HowToPayCard payment={payment} />
      </ThemeProvider>,
    );
    const card = screen.getByLabelText('نحوه پرداخت');
    // 186,318,005 rials = 18,631,800.5 tomans; the rials under it, as on the pre-invoice
    expect(within(card).getByTestId('amount-due-toman')).toHaveTextContent('۱۸٬۶۳۱٬۸۰۰٫۵ تومان');
    expect(card).toHaveTextContent('۱۸۶٬۳۱۸٬۰۰۵ ریال');
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

  test('toman amounts are exact', () => {
    expect(tomanText('340000000')).toBe('۳۴٬۰۰۰٬۰۰۰ تومان');
    expect(tomanText('5')).toBe('۰٫۵ تومان');
    expect(tomanText('10')).toBe('۱ تومان');
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
    expect(within(card).getByTestId('amount-due-toman')).toHaveTextContent('۳٬۴۵۴٬۰۰۰ تومان');
  });

  test('an order waiting for the choice does not', async () => {
    ({ api } = await startOrderApi(waitingOrder));
    renderOrderPage();
    expect(await screen.findByText('محصولات سفارش')).toBeInTheDocument();
    expect(screen.queryByLabelText('نحوه پرداخت')).not.toBeInTheDocument();
  });
});
