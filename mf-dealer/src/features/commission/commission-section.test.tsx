import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@sefaresh/shared-api';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { renderInArea, signIn, stats } from '../../test-support';
import { CommissionSection } from './commission-section';

jest.mock('./monthly-chart', () => ({ __esModule: true, default: () => <p>نمودار</p> }));

let api: TestApi;

const record = (id: number, overrides: object = {}) => ({
  id,
  order_id: 100 + id,
  order_status: 'completed',
  order_date: '2026-11-20T08:00:00Z',
  completion_date: '2026-11-22T08:00:00Z',
  dealer_id: 5,
  amount: '11250000',
  rate: '7.50',
  is_custom_rate: true,
  status: 'calculated',
  created_at: '2026-11-20T08:00:00Z',
  calculated_at: '2026-11-22T08:00:00Z',
  paid_at: null,
  payment_reference: null,
  cancelled_at: null,
  payout_blocked_reason: null,
  ...overrides,
});

beforeEach(async () => {
  api = await startTestApi();
  signIn();
  api.on('GET orders/dealer-dashboard-stats/', { status: 200, body: stats });
  api.on('GET dealers/my-commissions/?page=1', {
    status: 200,
    body: {
      count: 22,
      page: 1,
      page_size: 20,
      total_pages: 2,
      results: [
        record(1, { payout_blocked_reason: 'پرداخت کمیسیون پس از تسویه کامل اقساط سفارش انجام می‌شود' }),
        record(2, { status: 'paid', paid_at: '2026-11-23T09:00:00Z', payment_reference: 'TRX-55821' }),
        record(3, { status: 'pending', order_status: 'confirmed', amount: '3250000', completion_date: null }),
        record(4, { status: 'cancelled', order_status: 'cancelled', amount: null, completion_date: null }),
      ],
    },
  });
  api.on('GET dealers/my-commissions/?page=2', {
    status: 200,
    body: { count: 22, page: 2, page_size: 20, total_pages: 2, results: [record(21, { order_id: 77 })] },
  });
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
});

test('earned, paid, payable and projected, from the server’s exact rials', async () => {
  renderInArea(<CommissionSection />);
  const figure = async (name: string) =>
    within(await screen.findByRole('group', { name })).getByTestId('exact-rials');
  expect(await figure('کمیسیون کسب‌شده')).toHaveTextContent('۱۲٬۵۰۰٬۰۰۰ ریال');
  expect(await figure('پرداخت‌شده')).toHaveTextContent('۵٬۰۰۰٬۰۰۰ ریال');
  expect(await figure('قابل پرداخت')).toHaveTextContent('۷٬۵۰۰٬۰۰۰ ریال');
  expect(await figure('پیش‌بینی‌شده')).toHaveTextContent('۳٬۲۵۰٬۰۰۰ ریال');
  // short, in Persian words, above it
  expect(
    within(screen.getByRole('group', { name: 'کمیسیون کسب‌شده' })).getByText('۱۲٫۵ میلیون ریال'),
  ).toBeInTheDocument();
  expect(screen.getByText('نرخ کمیسیون پیش‌فرض شما: ۵٪')).toBeInTheDocument();
  expect(screen.getByText(/فروش آذر ۱۴۰۵/)).toBeInTheDocument();
});

test('the completed sales per Persian month of this year, beside the chart', async () => {
  renderInArea(<CommissionSection />);
  expect(await screen.findByText('نمودار')).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'فروش تکمیل‌شده به تفکیک ماه — سال ۱۴۰۵' });
  expect(within(table).getAllByRole('row')).toHaveLength(13);
  const azar = within(table).getByRole('rowheader', { name: 'آذر' }).closest('tr')!;
  expect(azar).toHaveTextContent('۲۵۰٬۰۰۰٬۰۰۰ ریال');
  expect(azar).toHaveTextContent('۲');
});

test('the commission records, paged: order, date, amount, rate, status, and the payment when paid', async () => {
  renderInArea(<CommissionSection />);
  const list = await screen.findByRole('list', { name: 'سوابق کمیسیون' });
  const paid = within(list).getByRole('listitem', { name: 'سفارش #۱۰۲' });
  expect(paid).toHaveTextContent('پرداخت‌شده');
  expect(paid).toHaveTextContent('۱۱٬۲۵۰٬۰۰۰ ریال');
  expect(paid).toHaveTextContent('۷٫۵٪');
  expect(paid).toHaveTextContent('تاریخ پرداخت: ۱۴۰۵/۰۹/۰۲');
  expect(paid).toHaveTextContent('شماره پیگیری پرداخت: TRX-55821');
  const payable = within(list).getByRole('listitem', { name: 'سفارش #۱۰۱' });
  expect(payable).toHaveTextContent('محاسبه‌شده، قابل پرداخت');
  expect(payable).not.toHaveTextContent('شماره پیگیری');
  // paid out only once the order's instalments are all paid (COMMISSION_BASIS=paid): the server says why
  expect(within(payable).getByTestId('payout-blocked')).toHaveTextContent(
    'پرداخت کمیسیون در انتظار: پرداخت کمیسیون پس از تسویه کامل اقساط سفارش انجام می‌شود',
  );
  expect(within(paid).queryByTestId('payout-blocked')).not.toBeInTheDocument();
  expect(within(list).getByRole('listitem', { name: 'سفارش #۱۰۳' })).toHaveTextContent(
    'پیش‌بینی (سفارش باز)',
  );
  // cancelled before it was calculated: no amount will ever come, so not 'در انتظار'
  const cancelled = within(list).getByRole('listitem', { name: 'سفارش #۱۰۴' });
  expect(cancelled).toHaveTextContent('لغوشده');
  expect(cancelled).toHaveTextContent('مبلغ: —');
  expect(cancelled).not.toHaveTextContent('در انتظار');
  await userEvent.click(screen.getByRole('button', { name: 'صفحه ۲' }));
  expect(await screen.findByRole('listitem', { name: 'سفارش #۷۷' })).toBeInTheDocument();
});

test('a failed statistics call says so with a retry', async () => {
  api.on('GET orders/dealer-dashboard-stats/', { status: 500, body: {} });
  renderInArea(<CommissionSection />);
  expect(await screen.findByText('خطا در بارگذاری آمار کمیسیون')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
});
