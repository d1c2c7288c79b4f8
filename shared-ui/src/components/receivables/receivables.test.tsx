// The schedule, balance, cheques and statement as the areas show them: figures in Persian rials, dates in the
// Persian calendar, the rules' labels, a table on a wide screen and cards on a phone.
import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { PHONE_WIDTH, screenWidth } from '../../testing/screen-width';
import { BalanceSummary } from './balance-summary';
import { ChequeList } from './cheque-list';
import { PaymentSchedule } from './payment-schedule';
import { StatementTable } from './statement-table';
import type { ChequeView, InstalmentView, StatementLineView } from './receivable-types';

jest.setTimeout(30_000);

const instalment = (i: Partial<InstalmentView> & Pick<InstalmentView, 'id'>): InstalmentView => ({
  position: i.id,
  term_display: 'نقدی',
  due_date: '2026-11-25T20:29:59.000Z',
  amount: '11000000',
  paid: '0',
  secured: '0',
  outstanding: '11000000',
  state: 'due',
  ...i,
});

const SCHEDULE = [
  instalment({ id: 1, amount: '11000000', paid: '11000000', outstanding: '0', state: 'paid' }),
  instalment({
    id: 2,
    term_display: 'یک ماهه',
    due_date: '2026-12-22T20:29:59.000Z',
    amount: '22000000',
    paid: '10000000',
    secured: '12000000',
    outstanding: '0',
    state: 'partly_paid',
  }),
  instalment({
    id: 3,
    term_display: 'چهل و پنج روزه',
    due_date: '2026-11-20T20:29:59.000Z',
    amount: '33000000',
    outstanding: '33000000',
    state: 'overdue',
  }),
];

const cheque = (c: Partial<ChequeView> & Pick<ChequeView, 'id'>): ChequeView => ({
  instalment_id: 2,
  sayad_id: '1234567890123456',
  bank: 'بانک ملت',
  drawer_name: 'مریم احمدی',
  due_date: '2026-12-22',
  amount: '12000000',
  status: 'received',
  status_note: '',
  ...c,
});

describe('PaymentSchedule', () => {
  let undo = () => {};
  afterEach(() => undo());

  test('a wide screen shows a row per instalment: term, Jalali due date, the figures and the state label', () => {
    undo = screenWidth(1280);
    renderWithTheme(<PaymentSchedule instalments={SCHEDULE} />);
    const table = within(screen.getByRole('region', { name: 'برنامه پرداخت' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const second = within(rows[1]);
    expect(second.getByText('یک ماهه')).toBeInTheDocument();
    expect(second.getByText('۱۴۰۵/۱۰/۰۱')).toBeInTheDocument(); // 22 Dec 2026 23:59 Tehran
    expect(second.getByText('۲۲٬۰۰۰٬۰۰۰ ریال')).toBeInTheDocument();
    expect(second.getByText('۱۰٬۰۰۰٬۰۰۰ ریال')).toBeInTheDocument();
    expect(second.getByText('۱۲٬۰۰۰٬۰۰۰ ریال')).toBeInTheDocument();
    expect(second.getByText('بخشی پرداخت شده')).toBeInTheDocument();
    expect(within(rows[0]).getByText('پرداخت شده', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(within(rows[2]).getByText('سررسید گذشته')).toBeInTheDocument();
  });

  test('on a phone each instalment is a card named after it, with its state beside the name', () => {
    undo = screenWidth(PHONE_WIDTH);
    renderWithTheme(<PaymentSchedule instalments={SCHEDULE} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'برنامه پرداخت' });
    const card = within(within(list).getByRole('listitem', { name: 'قسط ۳' }));
    expect(card.getByText('سررسید گذشته')).toBeInTheDocument();
    expect(card.getByText('چهل و پنج روزه')).toBeInTheDocument();
    expect(card.getAllByText('۳۳٬۰۰۰٬۰۰۰ ریال')).toHaveLength(2); // amount and outstanding
  });

  test('without a schedule it says when there will be one', () => {
    renderWithTheme(<PaymentSchedule instalments={[]} />);
    expect(screen.getByText('برنامه پرداخت پس از تأیید سفارش ساخته می‌شود')).toBeInTheDocument();
  });
});

describe('BalanceSummary', () => {
  test('five figures in rials; an overdue amount is marked', () => {
    renderWithTheme(
      <BalanceSummary
        balance={{
          total: '66000000',
          paid: '21000000',
          secured: '12000000',
          outstanding: '33000000',
          overdue: '33000000',
        }}
      />,
    );
    const group = document.querySelector('dl') as HTMLElement;
    expect(group).toHaveAttribute('aria-label', 'وضعیت حساب سفارش');
    const figure = (key: string) => group.querySelector(`[data-figure="${key}"]`) as HTMLElement;
    expect(figure('total')).toHaveTextContent('جمع کل۶۶٬۰۰۰٬۰۰۰ ریال');
    expect(figure('paid')).toHaveTextContent('پرداخت شده۲۱٬۰۰۰٬۰۰۰ ریال');
    expect(figure('secured')).toHaveTextContent('در تضمین چک۱۲٬۰۰۰٬۰۰۰ ریال');
    expect(figure('outstanding')).toHaveTextContent('مانده۳۳٬۰۰۰٬۰۰۰ ریال');
    expect(figure('overdue')).toHaveTextContent('سررسید گذشته۳۳٬۰۰۰٬۰۰۰ ریال');
    expect(figure('overdue')).toHaveStyle({ background: '#fff1f0' });
    expect(figure('outstanding')).not.toHaveStyle({ background: '#fff1f0' });
  });

  test('nothing overdue reads zero rials, not «در انتظار», and is not marked', () => {
    renderWithTheme(
      <BalanceSummary balance={{ total: '10', paid: '0', secured: '0', outstanding: '10', overdue: '0' }} />,
    );
    const overdue = document.querySelector('[data-figure="overdue"]') as HTMLElement;
    expect(overdue).toHaveTextContent('۰ ریال');
    expect(overdue).not.toHaveStyle({ background: '#fff1f0' });
  });
});

describe('ChequeList', () => {
  let undo = () => {};
  afterEach(() => undo());

  const CHEQUES = [
    cheque({ id: 1 }),
    cheque({
      id: 2,
      sayad_id: '6543210987654321',
      bank: 'بانک صادرات',
      status: 'bounced',
      status_note: 'کسری موجودی',
    }),
  ];

  test('a row per cheque: Sayad id in groups, bank, drawer, Jalali due date, amount, status and a bounce note', () => {
    undo = screenWidth(1280);
    renderWithTheme(
      <ChequeList
        cheques={CHEQUES}
        instalmentLabel={(c) => (c.instalment_id ? `قسط ${c.instalment_id}` : null)}
        renderActions={(c) => <button type="button">تصویر چک {c.id}</button>}
      />,
    );
    const rows = within(screen.getByRole('region', { name: 'چک‌ها' }))
      .getAllByRole('row')
      .slice(1);
    const first = within(rows[0]);
    expect(first.getByText('۱۲۳۴ ۵۶۷۸ ۹۰۱۲ ۳۴۵۶')).toBeInTheDocument();
    expect(first.getByText('بانک ملت')).toBeInTheDocument();
    expect(first.getByText('مریم احمدی')).toBeInTheDocument();
    expect(first.getByText('۱۴۰۵/۱۰/۰۱')).toBeInTheDocument();
    expect(first.getByText('۱۲٬۰۰۰٬۰۰۰ ریال')).toBeInTheDocument();
    expect(first.getByText('دریافت شده')).toBeInTheDocument();
    expect(first.getByText('قسط 2')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'تصویر چک 1' })).toBeInTheDocument();
    const second = within(rows[1]);
    expect(second.getByText('برگشتی')).toBeInTheDocument();
    expect(second.getByText('کسری موجودی')).toBeInTheDocument();
  });

  test('on a phone each cheque is a card named by its Sayad id', () => {
    undo = screenWidth(PHONE_WIDTH);
    renderWithTheme(<ChequeList cheques={CHEQUES} />);
    const card = within(screen.getByRole('listitem', { name: 'چک ۶۵۴۳ ۲۱۰۹ ۸۷۶۵ ۴۳۲۱' }));
    expect(card.getByText('بانک صادرات')).toBeInTheDocument();
    expect(card.getByText('برگشتی')).toBeInTheDocument();
  });

  test('no cheques: the empty text', () => {
    renderWithTheme(<ChequeList cheques={[]} />);
    expect(screen.getByText('چکی ثبت نشده است')).toBeInTheDocument();
  });
});

describe('StatementTable', () => {
  let undo = () => {};
  afterEach(() => undo());

  const line = (l: Partial<StatementLineView> & Pick<StatementLineView, 'kind'>): StatementLineView => ({
    date: '2026-11-22T08:30:00Z',
    order_id: 12,
    description: '',
    debit: '0',
    credit: '0',
    balance: '0',
    ...l,
  });
  const LINES = [
    line({ kind: 'invoice', description: 'فاکتور سفارش ۱۲', debit: '66000000', balance: '66000000' }),
    line({ kind: 'receipt', date: '2026-11-24T10:00:00Z', credit: '11000000', balance: '55000000' }),
    line({
      kind: 'cheque_bounced',
      date: '2026-12-05T10:00:00Z',
      description: 'کسری موجودی',
      balance: '55000000',
    }),
  ];
  const TOTALS = { debit: '66000000', credit: '11000000', balance: '55000000', overdue: '33000000' };

  test('lines oldest first with the kind, debit or credit and the running balance; totals and the overdue amount', () => {
    undo = screenWidth(1280);
    renderWithTheme(<StatementTable lines={LINES} totals={TOTALS} />);
    const rows = within(screen.getByRole('region', { name: 'صورت‌حساب' })).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(rows[1])).toEqual([
      '۱۴۰۵/۰۹/۰۱',
      'فاکتور',
      '#۱۲',
      'فاکتور سفارش ۱۲',
      '۶۶٬۰۰۰٬۰۰۰ ریال',
      '—',
      '۶۶٬۰۰۰٬۰۰۰ ریال',
    ]);
    expect(cells(rows[2])).toEqual([
      '۱۴۰۵/۰۹/۰۳',
      'رسید پرداخت',
      '#۱۲',
      '—',
      '—',
      '۱۱٬۰۰۰٬۰۰۰ ریال',
      '۵۵٬۰۰۰٬۰۰۰ ریال',
    ]);
    expect(cells(rows[3])[1]).toBe('چک برگشتی');
    expect(cells(rows[4])).toEqual([
      'جمع',
      '',
      '',
      '',
      '۶۶٬۰۰۰٬۰۰۰ ریال',
      '۱۱٬۰۰۰٬۰۰۰ ریال',
      '۵۵٬۰۰۰٬۰۰۰ ریال',
    ]);
    expect(screen.getByTestId('statement-overdue')).toHaveTextContent('سررسید گذشته: ۳۳٬۰۰۰٬۰۰۰ ریال');
  });

  test('on a phone a card per line titled by its date and kind, and a totals card', () => {
    undo = screenWidth(PHONE_WIDTH);
    renderWithTheme(<StatementTable lines={LINES} totals={TOTALS} />);
    const list = within(screen.getByRole('list', { name: 'صورت‌حساب' }));
    expect(list.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual([
      '۱۴۰۵/۰۹/۰۱ — فاکتور',
      '۱۴۰۵/۰۹/۰۳ — رسید پرداخت',
      '۱۴۰۵/۰۹/۱۴ — چک برگشتی',
      'جمع',
    ]);
    expect(
      within(list.getByRole('listitem', { name: 'جمع' })).getByText('۱۱٬۰۰۰٬۰۰۰ ریال'),
    ).toBeInTheDocument();
  });

  test('no lines yet: the empty text', () => {
    renderWithTheme(
      <StatementTable lines={[]} totals={{ debit: '0', credit: '0', balance: '0', overdue: '0' }} />,
    );
    expect(screen.getByText('هنوز گردشی ثبت نشده است')).toBeInTheDocument();
  });
});
