// The order page's money after the confirmation: what is due now and later, the schedule and the balance, the
// cheques and the customer's cheque registration (what is sent, the rules' messages, a refused send).
import { screen, waitFor, within } from '@testing-library/react';
import { cheque, instalment, paymentFixture, type TestApi } from '@sefaresh/shared-api/testing';
import {
  callsTo,
  confirmedOrder,
  orderPath,
  orderWith,
  renderOrderPage,
  setupUser,
  startOrderApi,
  stopOrderApi,
  typeDay,
} from './test-support';

jest.setTimeout(60_000);

/** Cash due by the deadline (unpaid), one month half paid and half secured, 45 days untouched. */
const schedule = [
  instalment({ id: 1, amount: '11000000', outstanding: '11000000', due_date: '2026-11-25T20:29:59.000Z' }),
  instalment({
    id: 2,
    payment_term: '1_month',
    term_display: 'یک ماهه',
    amount: '22000000',
    paid: '10000000',
    secured: '12000000',
    outstanding: '0',
    state: 'partly_paid',
    due_date: '2026-12-22T20:29:59.000Z',
  }),
  instalment({
    id: 3,
    payment_term: 'custom',
    term_display: 'چهل و پنج روزه',
    custom_due_days: 45,
    amount: '33000000',
    outstanding: '33000000',
    due_date: '2027-01-06T20:29:59.000Z',
  }),
];
const balance = {
  total: '66000000',
  paid: '10000000',
  secured: '12000000',
  outstanding: '44000000',
  overdue: '0',
};
const scheduled = orderWith({
  ...confirmedOrder,
  payment_instructions: paymentFixture({ amount_due: '11000000' }),
  payment_schedule: schedule,
  balance,
  cheques: [cheque({ id: 4, picture_url: `/api/${orderPath}cheques/4/picture/` })],
});

const CHEQUES = `${orderPath}cheques/`;

let api: TestApi;
beforeEach(async () => {
  ({ api } = await startOrderApi(scheduled));
  URL.createObjectURL = jest.fn(() => 'blob:cheque');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => stopOrderApi(api));

test('how to pay asks what is due now by its deadline and lists what is due later, with Jalali dates', async () => {
  renderOrderPage();
  const card = await screen.findByRole('generic', { name: 'نحوه پرداخت' });
  expect(within(card).getByTestId('amount-due')).toHaveTextContent('۱۱٬۰۰۰٬۰۰۰ ریال');
  expect(card).toHaveTextContent('تا پایان روز ۱۴۰۵/۰۹/۰۴');
  const later = within(card).getByRole('list', { name: 'پرداخت‌های بعدی (طبق شرایط انتخاب‌شده)' });
  // the one-month instalment is paid and secured in full: only the 45-day one is still to pay
  expect(
    within(later)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['قسط ۳ (چهل و پنج روزه): ۳۳٬۰۰۰٬۰۰۰ ریال — سررسید ۱۴۰۵/۱۰/۱۶']);
});

test('once what was due by the deadline is settled, the card asks the next instalment and lists only those after it', async () => {
  const paidFirst = [
    { ...schedule[0], paid: '11000000', outstanding: '0', state: 'paid' as const },
    schedule[1],
    schedule[2],
    instalment({ id: 4, amount: '5000000', outstanding: '5000000', due_date: '2027-02-05T20:29:59.000Z' }),
  ];
  api.on(`GET ${orderPath}`, {
    status: 200,
    body: {
      ...scheduled,
      payment_schedule: paidFirst,
      payment_instructions: paymentFixture({ amount_due: '33000000', deadline: '2027-01-06T20:29:59.000Z' }),
    },
  });
  renderOrderPage();
  const card = await screen.findByRole('generic', { name: 'نحوه پرداخت' });
  expect(within(card).getByTestId('amount-due')).toHaveTextContent('۳۳٬۰۰۰٬۰۰۰ ریال');
  const later = within(card).getByRole('list', { name: 'پرداخت‌های بعدی (طبق شرایط انتخاب‌شده)' });
  expect(
    within(later)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['قسط ۴ (نقدی): ۵٬۰۰۰٬۰۰۰ ریال — سررسید ۱۴۰۵/۱۱/۱۶']);
});

test('the schedule and the balance card; the cheques with their status and picture', async () => {
  api.on(`GET ${CHEQUES}4/picture/`, { status: 200, body: 'jpeg-bytes' });
  const user = setupUser();
  renderOrderPage();
  const card = await screen.findByRole('region', { name: 'برنامه پرداخت و وضعیت حساب' });
  expect(card.querySelector('[data-figure="outstanding"]')).toHaveTextContent('۴۴٬۰۰۰٬۰۰۰ ریال');
  const rows = within(within(card).getByRole('region', { name: 'برنامه پرداخت' })).getAllByRole('row');
  expect(rows).toHaveLength(4);
  expect(rows[2]).toHaveTextContent('یک ماهه');
  expect(rows[2]).toHaveTextContent('بخشی پرداخت شده');

  const cheques = screen.getByRole('region', { name: 'چک‌های صیادی' });
  const row = within(within(cheques).getByRole('region', { name: 'چک‌ها' })).getAllByRole('row')[1];
  expect(row).toHaveTextContent('۱۲۳۴ ۵۶۷۸ ۹۰۱۲ ۳۴۵۶');
  expect(row).toHaveTextContent('دریافت شده');
  expect(row).toHaveTextContent('قسط ۲');
  await user.click(within(row).getByRole('button', { name: 'تصویر چک ۱۲۳۴ ۵۶۷۸ ۹۰۱۲ ۳۴۵۶' }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByRole('img', { name: 'تصویر چک ۱۲۳۴ ۵۶۷۸ ۹۰۱۲ ۳۴۵۶' })).toHaveAttribute(
    'src',
    'blob:cheque',
  );
});

describe('registering a cheque', () => {
  const open = async (user: ReturnType<typeof setupUser>) => {
    renderOrderPage();
    await user.click(await screen.findByRole('button', { name: 'ثبت چک صیادی' }));
    return screen.getByRole('form', { name: 'ثبت چک صیادی' });
  };
  const fill = async (user: ReturnType<typeof setupUser>, form: HTMLElement) => {
    await user.type(within(form).getByLabelText('شناسه صیادی (۱۶ رقم)'), '۱۱۱۱ ۲۲۲۲ ۳۳۳۳ ۴۴۴۴');
    await user.type(within(form).getByLabelText('بانک'), ' بانک ملت ');
    await user.type(within(form).getByLabelText('نام صاحب حساب (صادرکننده چک)'), 'مریم احمدی');
    // a zero-led day: the picker takes «1405/10/1» as a whole day while it is typed
    await typeDay(user, 'تاریخ سررسید', '1405/10/06');
    await user.type(within(form).getByLabelText('مبلغ چک (ریال)'), '33000000');
  };

  test("each field is checked with the rules module's sentence before anything is sent", async () => {
    const user = setupUser();
    const form = await open(user);
    await user.type(within(form).getByLabelText('شناسه صیادی (۱۶ رقم)'), '12345');
    await user.click(within(form).getByRole('button', { name: 'ثبت چک' }));
    expect(await within(form).findByText('شناسه صیادی باید دقیقاً ۱۶ رقم باشد')).toBeInTheDocument();
    expect(within(form).getByText('نام بانک را وارد کنید')).toBeInTheDocument();
    expect(within(form).getByText('نام صاحب حساب (صادرکننده چک) را وارد کنید')).toBeInTheDocument();
    expect(within(form).getByText('تاریخ سررسید چک را وارد کنید')).toBeInTheDocument();
    expect(within(form).getByText('مبلغ پرداختی را وارد کنید')).toBeInTheDocument();
    expect(within(form).getByLabelText('بانک')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(api, 'POST', CHEQUES)).toHaveLength(0);
  });

  test('sends the Sayad id in ASCII digits, trimmed names, the Gregorian due day and the oldest open instalment', async () => {
    api.on(`POST ${CHEQUES}`, { status: 201, body: cheque({ id: 9, sayad_id: '1111222233334444' }) });
    const user = setupUser();
    const form = await open(user);
    await fill(user, form);
    const ordersBefore = callsTo(api, 'GET', orderPath).length;
    await user.click(within(form).getByRole('button', { name: 'ثبت چک' }));
    expect(await screen.findByText('چک ثبت شد')).toBeInTheDocument();
    expect(callsTo(api, 'POST', CHEQUES)[0].body).toEqual({
      sayad_id: '1111222233334444',
      bank: 'بانک ملت',
      drawer_name: 'مریم احمدی',
      due_date: '2026-12-27',
      amount: '33000000',
      instalment_id: 1,
    });
    await waitFor(() => expect(callsTo(api, 'GET', orderPath).length).toBe(ordersBefore + 1));
    expect(screen.queryByRole('form', { name: 'ثبت چک صیادی' })).not.toBeInTheDocument();
  });

  test("a Sayad id registered before: the server's sentence under the field, everything typed kept", async () => {
    const taken = 'این چک صیادی قبلاً برای سفارش شماره ۸ ثبت شده است';
    api.on(`POST ${CHEQUES}`, { status: 409, body: { error: taken } });
    const user = setupUser();
    const form = await open(user);
    await fill(user, form);
    await user.click(within(form).getByRole('button', { name: 'ثبت چک' }));
    const field = within(form).getByLabelText('شناسه صیادی (۱۶ رقم)');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getAllByText(taken).length).toBeGreaterThan(0);
    expect(field).toHaveValue('۱۱۱۱ ۲۲۲۲ ۳۳۳۳ ۴۴۴۴');
    expect(within(form).getByLabelText('بانک')).toHaveValue(' بانک ملت ');
    expect(within(form).getByLabelText('مبلغ چک (ریال)')).toHaveValue('۳۳٬۰۰۰٬۰۰۰');
  });

  test('with a picture the cheque goes as multipart with its picture', async () => {
    api.on(`POST ${CHEQUES}`, { status: 201, body: cheque({ id: 9 }) });
    const user = setupUser({ applyAccept: false });
    const form = await open(user);
    await fill(user, form);
    const input = form.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['\xff\xd8\xff'], 'cheque.jpg', { type: 'image/jpeg' }));
    expect(within(form).getByText(/cheque\.jpg/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'ثبت چک' }));
    expect(await screen.findByText('چک ثبت شد')).toBeInTheDocument();
    const body = String(callsTo(api, 'POST', CHEQUES)[0].body);
    expect(body).toContain('name="picture"; filename="cheque.jpg"');
    expect(body).toMatch(/name="sayad_id"\r\n\r\n1111222233334444/);
  });
});

test('an order that allows no cheque shows no registration button', async () => {
  api.on(`GET ${orderPath}`, { status: 200, body: { ...scheduled, allowed_actions: [] } });
  renderOrderPage();
  expect(await screen.findByRole('region', { name: 'چک‌های صیادی' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'ثبت چک صیادی' })).not.toBeInTheDocument();
});
