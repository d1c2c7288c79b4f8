// The receipts list reads what each receipt says was paid and its own review.
import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { ReceiptList, type ReceiptListItem, type ReceiptListTexts } from './receipt-list';

const TEXTS: ReceiptListTexts = {
  list: 'رسیدها',
  loadFailed: 'خطا',
  retry: 'تلاش مجدد',
  empty: 'رسیدی نیست',
  size: 'حجم',
  uploadedAt: 'تاریخ بارگذاری',
  uploadedBy: 'توسط',
  notes: 'یادداشت',
  review: { verified: 'تأیید شده', pending: 'در انتظار بررسی', returned: 'رد شده' },
};

const receipt = (r: Partial<ReceiptListItem> & Pick<ReceiptListItem, 'id'>): ReceiptListItem => ({
  file_name: `receipt-${r.id}.jpg`,
  file_type: 'image',
  file_size: 1024,
  uploaded_at: '2026-11-25T10:00:00Z',
  is_verified: false,
  admin_notes: '',
  ...r,
});

const show = (receipts: ReceiptListItem[]) =>
  renderWithTheme(
    <ReceiptList
      receipts={receipts}
      failed={false}
      onRetry={() => undefined}
      texts={TEXTS}
      renderPreview={() => null}
      renderActions={() => null}
    />,
  );

test('each receipt says what was paid, on which day, its tracking number and its own review', () => {
  show([
    receipt({
      id: 1,
      status: 'verified',
      is_verified: true,
      amount: '12000000',
      verified_amount: '11500000',
      paid_on: '2026-11-24',
      tracking_number: '123456',
    }),
    receipt({ id: 2, status: 'rejected', amount: '5000000', rejection_reason: 'مبلغ با رسید همخوانی ندارد' }),
    receipt({ id: 3, status: 'pending', amount: '7000000', paid_on: '2026-11-25' }),
  ]);
  const first = within(screen.getByRole('listitem', { name: 'receipt-1.jpg' }));
  expect(first.getByTestId('receipt-paid')).toHaveTextContent(
    'مبلغ: ۱۲٬۰۰۰٬۰۰۰ ریال — تاریخ پرداخت: ۱۴۰۵/۰۹/۰۳ — شماره پیگیری: ۱۲۳۴۵۶',
  );
  expect(first.getByText('تأیید شده')).toBeInTheDocument();
  expect(first.getByText('مبلغ تأیید شده: ۱۱٬۵۰۰٬۰۰۰ ریال')).toBeInTheDocument();

  const second = within(screen.getByRole('listitem', { name: 'receipt-2.jpg' }));
  expect(second.getByText('رد شده')).toBeInTheDocument();
  expect(second.getByText('دلیل رد: مبلغ با رسید همخوانی ندارد')).toBeInTheDocument();

  const third = within(screen.getByRole('listitem', { name: 'receipt-3.jpg' }));
  expect(third.getByText('در انتظار بررسی')).toBeInTheDocument();
  expect(third.queryByText(/مبلغ تأیید شده|دلیل رد/)).not.toBeInTheDocument();
});

test('a receipt verified at the amount it was sent with shows no second amount', () => {
  show([receipt({ id: 1, status: 'verified', is_verified: true, amount: '9000', verified_amount: '9000' })]);
  expect(screen.queryByText(/مبلغ تأیید شده/)).not.toBeInTheDocument();
});

test('a receipt without a review status keeps the old reading: verified flag, or returned with notes', () => {
  show([receipt({ id: 1, admin_notes: 'ناخوانا' }), receipt({ id: 2, is_verified: true })]);
  expect(
    within(screen.getByRole('listitem', { name: 'receipt-1.jpg' })).getByText('رد شده'),
  ).toBeInTheDocument();
  expect(
    within(screen.getByRole('listitem', { name: 'receipt-2.jpg' })).getByText('تأیید شده'),
  ).toBeInTheDocument();
});
