// The quote history as the areas show it. shared-ui knows no endpoint: the areas' tests fetch the PDFs
// through the test API; here the page's fetcher is a function that answers a PDF or fails.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { QuoteHistory } from './quote-history';
import type { QuoteChangeView, QuoteVersionView as QuoteVersion } from './quote-types';

const quoteChange = (
  c: Partial<QuoteChangeView> & Pick<QuoteChangeView, 'item_id' | 'kind'>,
): QuoteChangeView => ({
  product_name: 'قهوه عربیکا برزیل',
  payment_term: null,
  term_display: null,
  old_quantity: null,
  new_quantity: null,
  old_unit_price: null,
  new_unit_price: null,
  old_discount_percentage: null,
  new_discount_percentage: null,
  ...c,
});
const quoteVersion = (v: Partial<QuoteVersion> & Pick<QuoteVersion, 'version'>): QuoteVersion => ({
  created_at: '2026-11-24T09:00:00Z',
  priced_by_name: 'علی مدیری',
  valid_until: '2026-12-01T20:29:59.999Z',
  expired: false,
  is_current: true,
  pre_invoice_number: `1405-000012-v${v.version}`,
  quoted_total: '30000000',
  total_with_tax: '33000000',
  changes: [],
  acceptance: null,
  ...v,
});

jest.setTimeout(30_000);

const cash = { payment_term: 'instant', term_display: 'نقدی' };
const v2 = quoteVersion({
  version: 2,
  created_at: '2026-11-25T10:00:00Z',
  quoted_total: '27000000',
  changes: [
    quoteChange({ item_id: 31, kind: 'quantity_changed', old_quantity: 10, new_quantity: 8 }),
    quoteChange({
      item_id: 31,
      kind: 'price_changed',
      ...cash,
      old_unit_price: '1000000',
      new_unit_price: '900000',
      old_discount_percentage: '0.00',
      new_discount_percentage: '5.00',
    }),
    quoteChange({
      item_id: 31,
      kind: 'option_added',
      payment_term: '2_month',
      term_display: '۲ ماهه',
      new_unit_price: '1100000',
    }),
    quoteChange({ item_id: 32, product_name: 'پسته اکبری', kind: 'removed' }),
    quoteChange({ item_id: 33, product_name: 'زعفران', kind: 'option_removed', ...cash }),
  ],
});
const v1 = quoteVersion({
  version: 1,
  is_current: false,
  valid_until: '2026-11-20T20:29:59.999Z',
  acceptance: null,
});

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:pdf');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

/** The page's fetcher: version 1's PDF, a refusal for the others. */
const fetchPdf = jest.fn((v: QuoteVersion) =>
  v.version === 1
    ? Promise.resolve(new Blob(['%PDF-1.7'], { type: 'application/pdf' }))
    : Promise.reject(new Error('این نسخه از پیش‌فاکتور پیدا نشد')),
);

function renderHistory(versions: QuoteVersion[], onFailed = jest.fn()) {
  renderWithTheme(
    <QuoteHistory
      versions={versions}
      fetchPdf={fetchPdf}
      fileName={(v) => `pre_invoice_${v.pre_invoice_number}.pdf`}
      onFailed={onFailed}
    />,
  );
  return onFailed;
}

describe('the difference between two versions', () => {
  test('per line, as sentences with old ← new, Persian digits and the one money formatter; no side-by-side tables', () => {
    renderHistory([v2, v1]);
    const changes = screen.getByRole('region', { name: 'تغییرات نسخه ۲ نسبت به نسخه ۱' });
    expect(within(changes).queryByRole('table')).toBeNull();

    const coffee = changes.querySelector('[data-change-item="31"]') as HTMLElement;
    expect(within(coffee).getByText('قهوه عربیکا برزیل')).toBeInTheDocument();
    expect(within(coffee).getByText('تعداد: ۱۰ ← ۸')).toBeInTheDocument();
    expect(within(coffee).getByText('قیمت واحد «نقدی»: ۱٬۰۰۰٬۰۰۰ ریال ← ۹۰۰٬۰۰۰ ریال')).toBeInTheDocument();
    expect(within(coffee).getByText('↓ کاهش')).toBeInTheDocument();
    expect(within(coffee).getByText('تخفیف «نقدی»: ۰٪ ← ۵٪')).toBeInTheDocument();
    expect(within(coffee).getByText('گزینه «۲ ماهه» اضافه شد: ۱٬۱۰۰٬۰۰۰ ریال')).toBeInTheDocument();

    const pistachio = changes.querySelector('[data-change-item="32"]') as HTMLElement;
    expect(within(pistachio).getByText('پسته اکبری')).toBeInTheDocument();
    expect(within(pistachio).getByText('از سفارش حذف شد')).toBeInTheDocument();
    const saffron = changes.querySelector('[data-change-item="33"]') as HTMLElement;
    expect(within(saffron).getByText('گزینه «نقدی» حذف شد')).toBeInTheDocument();
  });

  test('one version: its number and validity, no difference and no earlier versions', () => {
    renderHistory([quoteVersion({ version: 1 })]);
    const current = screen.getByRole('article', { name: 'نسخه ۱' });
    expect(within(current).getByText('نسخه فعلی')).toBeInTheDocument();
    expect(within(current).getByText('معتبر تا پایان روز ۱۴۰۵/۰۹/۱۰')).toBeInTheDocument();
    expect(screen.queryByTestId('quote-changes')).toBeNull();
    expect(screen.queryByText(/نسخه‌های قبلی/)).toBeNull();
  });

  test('a version whose prices did not move says so', () => {
    renderHistory([quoteVersion({ version: 2, changes: [] }), v1]);
    expect(screen.getByText('قیمت‌ها و تعدادها تغییری نکرده است')).toBeInTheDocument();
  });
});

describe('the versions', () => {
  test('an expired current version reads «منقضی شده» with its date', () => {
    renderHistory([quoteVersion({ version: 1, expired: true })]);
    const expired = screen.getByTestId('quote-expired');
    expect(within(expired).getByText('منقضی شده')).toBeInTheDocument();
    expect(within(expired).getByText('اعتبار پیش‌فاکتور در ۱۴۰۵/۰۹/۱۰ به پایان رسید')).toBeInTheDocument();
  });

  test('the accepted version shows its acceptance line with the first 16 characters of the hash', () => {
    const sha = 'ab12cd34ef56ab78cd90ef12ab34cd56ef78ab90cd12ef34ab56cd78ef90ab12';
    renderHistory([
      quoteVersion({
        version: 2,
        acceptance: { version: 2, pdf_sha256: sha, accepted_at: '2026-11-26T08:30:00Z' },
      }),
      v1,
    ]);
    const line = screen.getByTestId('quote-acceptance');
    expect(line).toHaveTextContent('پذیرفته‌شده: نسخه ۲');
    expect(line).toHaveTextContent('ab12cd34ef56ab78');
    expect(line).not.toHaveTextContent(sha.slice(0, 17));
  });

  test('the earlier versions open with their validity, and each one’s PDF downloads under its number', async () => {
    fetchPdf.mockClear();
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const user = userEvent.setup({ delay: null });
    renderHistory([v2, v1]);
    await user.click(screen.getByRole('button', { name: /نسخه‌های قبلی \(۱\)/ }));
    const earlier = await screen.findByRole('article', { name: 'نسخه ۱' });
    expect(within(earlier).getByText('منقضی شده')).toBeInTheDocument();
    await user.click(within(earlier).getByRole('button', { name: 'دانلود پیش‌فاکتور نسخه ۱' }));
    await waitFor(() => expect(clicked).toEqual(['pre_invoice_1405-000012-v1.pdf']));
    expect(fetchPdf.mock.calls.map(([v]) => v.version)).toEqual([1]);
  });

  test('a failed download is handed to the page with the server error', async () => {
    const onFailed = renderHistory([v2, v1]);
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'دانلود پیش‌فاکتور نسخه ۲' }));
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect((onFailed.mock.calls[0][0] as Error).message).toBe('این نسخه از پیش‌فاکتور پیدا نشد');
  });
});
