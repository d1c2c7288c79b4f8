// The editor's money as staff use it: the schedule, balance and cheques with their moves (bounced asks for a
// note), registering a cheque for the customer, each receipt's own review (a corrected amount, a required reason),
// the duplicate notice and what payments and cheques cover of the total.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@sefaresh/shared-api';
import { balanceOf, cheque, receipt, scheduleFixture, type TestApi } from '@sefaresh/shared-api/testing';
import { CHEQUE_FORM_TEXTS as C } from '@sefaresh/shared-ui';
import { MONEY_TEXTS as M } from './money-messages';
import {
  callsTo,
  confirmPopup,
  detailsPath,
  findCard,
  ORDER_ID,
  orderWith,
  renderEditor,
  setupUser,
  startEditorApi,
  stopEditorApi,
  uploadedOrder,
} from './test-support';

jest.mock('../../components/dealer-assignment', () => ({ DealerAssignmentCard: () => null }));
// the page loads several calls before each step: generous waits on a busy machine
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

const VERIFY = 'بررسی رسید پرداخت';
const schedule = scheduleFixture();
const pendingReceipt = {
  ...receipt({ id: 5 }),
  status: 'pending',
  amount: '11000000',
  paid_on: '2026-11-24',
  tracking_number: '123456',
  verified_amount: null,
  rejection_reason: '',
  reviewed_at: null,
  duplicate_of: null,
};

/** A customer's order with receipts sent: three instalments, one received cheque and one deposited. */
function moneyOrder(overrides: Partial<Order> = {}): Order {
  return orderWith({
    ...uploadedOrder,
    payment_schedule: schedule,
    balance: balanceOf(schedule),
    cheques: [
      cheque({ id: 41, allowed_moves: ['deposited', 'bounced'] }),
      cheque({
        id: 42,
        sayad_id: '6543210987654321',
        status: 'cleared',
        status_changed_at: '2026-11-26T09:00:00Z',
      }),
    ],
    payment_receipts: [pendingReceipt],
    ...overrides,
  } as Partial<Order>);
}

let api: TestApi;
beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:receipt');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => stopEditorApi(api));

const chequeRow = async (box: HTMLElement, bank = 'بانک ملت') =>
  (await within(box).findAllByRole('row')).find(
    (r) => r.textContent?.includes('۱۲۳۴ ۵۶۷۸') && r.textContent.includes(bank),
  )!;

test('shows the balance, the schedule and the cheques, with the moves each cheque allows', async () => {
  ({ api } = await startEditorApi(moneyOrder()));
  renderEditor();
  const box = await findCard(M.moneyCard);
  const figure = (name: string) => box.querySelector(`[data-figure="${name}"]`);
  expect(figure('total')).toHaveTextContent('۶۶٬۰۰۰٬۰۰۰ ریال');
  expect(figure('secured')).toHaveTextContent('۱۲٬۰۰۰٬۰۰۰ ریال');
  const plan = within(within(box).getByRole('region', { name: 'برنامه پرداخت' }));
  expect(plan.getAllByRole('row')).toHaveLength(4);
  expect(plan.getByText('چهل و پنج روزه')).toBeInTheDocument();

  const received = await chequeRow(box);
  expect(within(received).getByRole('button', { name: M.moveTo.deposited })).toBeInTheDocument();
  expect(within(received).getByRole('button', { name: M.moveTo.bounced })).toBeInTheDocument();
  expect(within(received).queryByRole('button', { name: M.moveTo.cleared })).not.toBeInTheDocument();
  const cleared = within(box)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes('وصول شده'))!;
  expect(within(cleared).queryAllByRole('button')).toHaveLength(0);
});

test('a cheque is deposited after a confirmation, and the order loads again', async () => {
  ({ api } = await startEditorApi(moneyOrder()));
  api.on('POST admin/cheques/41/status/', { status: 200, body: cheque({ id: 41, status: 'deposited' }) });
  const user = setupUser();
  renderEditor();
  const row = await chequeRow(await findCard(M.moneyCard));
  const loads = callsTo(api, 'GET', detailsPath).length;
  await user.click(within(row).getByRole('button', { name: M.moveTo.deposited }));
  await confirmPopup(user, M.moveOk);
  await waitFor(() =>
    expect(callsTo(api, 'POST', 'admin/cheques/41/status/').map((c) => c.body)).toEqual([
      { status: 'deposited' },
    ]),
  );
  expect(await screen.findByText(M.moved('واگذار شده به بانک'))).toBeInTheDocument();
  await waitFor(() => expect(callsTo(api, 'GET', detailsPath).length).toBeGreaterThan(loads));
});

test('a bounced cheque needs a note; the note is sent, and a refusal is shown in the dialog', async () => {
  ({ api } = await startEditorApi(moneyOrder()));
  api.on('POST admin/cheques/41/status/', { status: 409, body: { error: 'این چک قبلاً وصول شده است' } });
  const user = setupUser();
  renderEditor();
  const row = await chequeRow(await findCard(M.moneyCard));
  await user.click(within(row).getByRole('button', { name: M.moveTo.bounced }));
  const dialog = await screen.findByRole('dialog', { name: M.bounceTitle });
  await user.click(within(dialog).getByRole('button', { name: M.bounceOk }));
  expect(await within(dialog).findByText(M.reasonRequired)).toBeInTheDocument();
  expect(callsTo(api, 'POST', 'admin/cheques/41/status/')).toHaveLength(0);

  await user.type(within(dialog).getByLabelText(M.bounceNote), 'کسری موجودی');
  await user.click(within(dialog).getByRole('button', { name: M.bounceOk }));
  expect(await within(dialog).findByText('این چک قبلاً وصول شده است')).toBeInTheDocument();
  expect(callsTo(api, 'POST', 'admin/cheques/41/status/').map((c) => c.body)).toEqual([
    { status: 'bounced', note: 'کسری موجودی' },
  ]);
});

test('staff register a cheque for the customer: the Sayad id is checked, then the cheque is sent', async () => {
  ({ api } = await startEditorApi(moneyOrder()));
  api.on(`POST orders/${ORDER_ID}/cheques/`, { status: 201, body: cheque({ id: 43 }) });
  const user = setupUser();
  renderEditor();
  const box = await findCard(M.moneyCard);
  await user.click(within(box).getByRole('button', { name: M.registerCheque }));
  const dialog = await screen.findByRole('dialog', { name: M.registerChequeTitle });
  await user.type(within(dialog).getByLabelText(C.sayadId), '12345');
  await user.click(within(dialog).getByRole('button', { name: C.send }));
  expect(await within(dialog).findByText('شناسه صیادی باید دقیقاً ۱۶ رقم باشد')).toBeInTheDocument();
  expect(within(dialog).getByText('نام بانک را وارد کنید')).toBeInTheDocument();
  expect(callsTo(api, 'POST', `orders/${ORDER_ID}/cheques/`)).toHaveLength(0);

  await user.clear(within(dialog).getByLabelText(C.sayadId));
  await user.type(within(dialog).getByLabelText(C.sayadId), '۱۱۱۱۲۲۲۲۳۳۳۳۴۴۴۴');
  await user.type(within(dialog).getByLabelText(C.bank), 'بانک ملی');
  await user.type(within(dialog).getByLabelText(C.drawerName), 'مریم احمدی');
  const due = within(dialog).getByLabelText(C.dueDate);
  await user.click(due);
  await user.type(due, '1405/10/01');
  fireEvent.keyDown(due, { key: 'Enter', code: 'Enter' }); // the picker takes the typed day
  fireEvent.blur(due);
  await user.type(within(dialog).getByLabelText(C.amount), '33000000');
  await user.click(within(dialog).getByRole('button', { name: C.send }));
  await waitFor(() =>
    expect(callsTo(api, 'POST', `orders/${ORDER_ID}/cheques/`).map((c) => c.body)).toEqual([
      {
        sayad_id: '1111222233334444',
        bank: 'بانک ملی',
        drawer_name: 'مریم احمدی',
        due_date: '2026-12-22',
        amount: '33000000',
        // the oldest open instalment
        instalment_id: 3,
      },
    ]),
  );
  expect(await screen.findByText(M.chequeRegistered)).toBeInTheDocument();
});

test('a receipt is verified at a corrected amount; an empty amount is refused first', async () => {
  ({ api } = await startEditorApi(moneyOrder()));
  const path = `admin/orders/${ORDER_ID}/payment-receipts/5/review/`;
  api.on(`POST ${path}`, { status: 200, body: moneyOrder() });
  const user = setupUser();
  renderEditor();
  const row = await within(await findCard(VERIFY)).findByRole('listitem', { name: 'receipt-5.jpg' });
  await user.click(within(row).getByRole('button', { name: M.verifyReceipt }));
  const dialog = await screen.findByRole('dialog', { name: M.verifyTitle(5) });
  const amount = within(dialog).getByLabelText(M.verifiedAmount);
  expect(amount).toHaveValue('۱۱٬۰۰۰٬۰۰۰'); // the customer's amount
  await user.clear(amount);
  await user.click(within(dialog).getByRole('button', { name: M.reviewOk }));
  expect(await within(dialog).findByText(M.amountRequired)).toBeInTheDocument();
  expect(callsTo(api, 'POST', path)).toHaveLength(0);

  await user.type(amount, '10500000');
  await user.click(within(dialog).getByRole('button', { name: M.reviewOk }));
  await waitFor(() =>
    expect(callsTo(api, 'POST', path).map((c) => c.body)).toEqual([
      { decision: 'verify', amount: '10500000' },
    ]),
  );
  expect(await screen.findByText(M.receiptVerifiedMessage)).toBeInTheDocument();
});

test('a receipt is rejected only with a reason', async () => {
  ({ api } = await startEditorApi(moneyOrder()));
  const path = `admin/orders/${ORDER_ID}/payment-receipts/5/review/`;
  api.on(`POST ${path}`, { status: 200, body: moneyOrder() });
  const user = setupUser();
  renderEditor();
  const row = await within(await findCard(VERIFY)).findByRole('listitem', { name: 'receipt-5.jpg' });
  await user.click(within(row).getByRole('button', { name: M.rejectReceipt }));
  const dialog = await screen.findByRole('dialog', { name: M.rejectTitle(5) });
  await user.type(within(dialog).getByLabelText(M.rejectReason), '   ');
  await user.click(within(dialog).getByRole('button', { name: M.rejectOk }));
  expect(await within(dialog).findByText(M.reasonRequired)).toBeInTheDocument();
  expect(callsTo(api, 'POST', path)).toHaveLength(0);

  await user.type(within(dialog).getByLabelText(M.rejectReason), 'مبلغ با صورت‌حساب بانک نمی‌خواند');
  await user.click(within(dialog).getByRole('button', { name: M.rejectOk }));
  await waitFor(() =>
    expect(callsTo(api, 'POST', path).map((c) => c.body)).toEqual([
      { decision: 'reject', reason: 'مبلغ با صورت‌حساب بانک نمی‌خواند' },
    ]),
  );
  expect(await screen.findByText(M.receiptRejectedMessage)).toBeInTheDocument();
});

test('a reviewed receipt offers no review', async () => {
  ({ api } = await startEditorApi(
    moneyOrder({
      payment_receipts: [{ ...pendingReceipt, status: 'verified', is_verified: true }],
    } as Partial<Order>),
  ));
  renderEditor();
  const row = await within(await findCard(VERIFY)).findByRole('listitem', { name: 'receipt-5.jpg' });
  expect(within(row).queryByRole('button', { name: M.verifyReceipt })).not.toBeInTheDocument();
});

test('a receipt sent before on another order carries a red notice linking to the earlier receipt', async () => {
  ({ api } = await startEditorApi(
    moneyOrder({
      payment_receipts: [{ ...pendingReceipt, duplicate_of: { order_id: 30, receipt_id: 77 } }],
    } as Partial<Order>),
  ));
  renderEditor();
  const notice = await screen.findByTestId('duplicate-5');
  expect(notice).toHaveTextContent(M.duplicateNotice);
  expect(within(notice).getByRole('link', { name: M.duplicateLink(30, 77) })).toHaveAttribute(
    'href',
    '/admin/orders/30',
  );
});

test('the verification card says what payments and cheques cover, and warns in Persian when not all', async () => {
  ({ api } = await startEditorApi(moneyOrder()));
  renderEditor();
  const coverage = await within(await findCard(VERIFY)).findByTestId('coverage');
  // 66,000,000 in all: 21,000,000 paid and 12,000,000 secured leave 33,000,000
  expect(coverage).toHaveTextContent(
    'پرداخت شده ۲۱٬۰۰۰٬۰۰۰ ریال و تضمین‌شده با چک ۱۲٬۰۰۰٬۰۰۰ ریال از جمع ۶۶٬۰۰۰٬۰۰۰ ریال',
  );
  expect(coverage).toHaveTextContent(M.notCovered('33000000'));
});

test('with everything paid or secured the verification card says the total is covered', async () => {
  const full = scheduleFixture().map((i) => ({
    ...i,
    paid: i.amount,
    secured: '0',
    outstanding: '0',
    state: 'paid' as const,
  }));
  ({ api } = await startEditorApi(
    moneyOrder({ payment_schedule: full, balance: balanceOf(full) } as Partial<Order>),
  ));
  renderEditor();
  const covered = await within(await findCard(VERIFY)).findByTestId('coverage');
  expect(covered).toHaveTextContent(M.covered);
  expect(covered).not.toHaveTextContent('هشدار');
});
