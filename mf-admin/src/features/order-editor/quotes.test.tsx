// The editor's quote parts: the customer's revision request beside the lines, the versions' history,
// and «تمدید اعتبار» through extend-quote.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { quoteChange, quotesAnswer, quoteVersion, type TestApi } from '@sefaresh/shared-api/testing';
import {
  callsTo,
  coffeePriced,
  findCard,
  orderPath,
  orderWith,
  pistachioPriced,
  renderEditor,
  setupUser,
  startEditorApi,
  stopEditorApi,
  waitingOrder,
} from './test-support';

jest.mock('../../components/dealer-assignment', () => ({ DealerAssignmentCard: () => null }));

jest.setTimeout(40_000);

const extendPath = 'admin/orders/12/extend-quote/';
const versions = quotesAnswer([
  quoteVersion({
    version: 2,
    changes: [quoteChange({ item_id: 31, kind: 'quantity_changed', old_quantity: 10, new_quantity: 12 })],
  }),
  quoteVersion({ version: 1, is_current: false }),
]);
const quoted = { quote_version: 2, quote_valid_until: '2026-12-01T20:29:59.999Z' };

let api: TestApi;
afterEach(() => stopEditorApi(api));

test('a revision request: its comment above the prices, each line note beside its line, the editor open', async () => {
  ({ api } = await startEditorApi(
    orderWith({
      ...waitingOrder,
      ...quoted,
      status: 'revision_requested',
      items: [{ ...coffeePriced, revision_comment: 'قیمت نقدی را کمتر کنید' }, pistachioPriced],
      revision_request: {
        version: 2,
        comment: 'لطفاً تخفیف بیشتری بدهید',
        items: [{ item_id: 31, comment: 'قیمت نقدی را کمتر کنید' }],
        created_at: '2026-11-26T09:00:00Z',
      },
    }),
  ));
  api.on(`GET ${orderPath}quotes/`, { status: 200, body: versions });
  renderEditor();
  const card = await findCard('وضعیت و قیمت‌گذاری');
  const request = within(card).getByTestId('revision-request');
  expect(request).toHaveTextContent('مشتری برای نسخه ۲ در');
  expect(request).toHaveTextContent('توضیح مشتری: لطفاً تخفیف بیشتری بدهید');
  const coffee = within(card).getByRole('region', { name: 'قهوه عربیکا برزیل' });
  expect(within(coffee).getByTestId('line-revision-note')).toHaveTextContent(
    'یادداشت مشتری برای اصلاح قیمت: قیمت نقدی را کمتر کنید',
  );
  // the editor is open and the new prices go to the customer
  expect(within(card).getByRole('checkbox', { name: 'اطلاع به مشتری' })).toBeChecked();
  expect(within(card).getByLabelText('اعتبار پیش‌فاکتور تا پایان روز')).toBeInTheDocument();
  const history = await findCard('نسخه‌های پیش‌فاکتور');
  expect(within(history).getByText('تعداد: ۱۰ ← ۱۲')).toBeInTheDocument();
  // no extension while the customer's request is open
  expect(within(history).queryByRole('button', { name: 'تمدید اعتبار' })).toBeNull();
});

describe('«تمدید اعتبار»', () => {
  beforeEach(async () => {
    ({ api } = await startEditorApi(orderWith({ ...waitingOrder, ...quoted })));
    api.on(`GET ${orderPath}quotes/`, { status: 200, body: versions });
  });

  const openDialog = async () => {
    const user = setupUser();
    renderEditor();
    const history = await screen.findByRole('region', { name: 'نسخه‌های پیش‌فاکتور' }, { timeout: 15_000 });
    await user.click(within(history).getByRole('button', { name: 'تمدید اعتبار' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('اعتبار نسخه فعلی تا پایان روز ۱۴۰۵/۰۹/۱۰ است');
    return { user, dialog };
  };
  const pick = async (user: ReturnType<typeof setupUser>, dialog: HTMLElement, typed: string) => {
    const input = within(dialog).getByLabelText('تاریخ اعتبار جدید');
    await user.click(input);
    await user.type(input, typed);
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  };

  test('asks for a day in the Persian calendar and sends it; the order shows the new end', async () => {
    api.on(`POST ${extendPath}`, {
      status: 200,
      body: orderWith({ ...waitingOrder, ...quoted, quote_valid_until: '2027-03-29T20:29:59.999Z' }),
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'تمدید' }));
    expect(within(dialog).getByText('تاریخ اعتبار جدید را انتخاب کنید')).toBeInTheDocument();
    expect(callsTo(api, 'POST', extendPath)).toHaveLength(0);

    await pick(user, dialog, '1406/1/9');
    await user.click(within(dialog).getByRole('button', { name: 'تمدید' }));
    expect(await screen.findByText('اعتبار پیش‌فاکتور تمدید شد')).toBeInTheDocument();
    expect(callsTo(api, 'POST', extendPath).map((c) => c.body)).toEqual([{ valid_until: '2027-03-29' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('a refusal stays in the dialog in Persian', async () => {
    const refusal = 'تاریخ اعتبار جدید باید بعد از تاریخ اعتبار فعلی باشد';
    api.on(`POST ${extendPath}`, {
      status: 400,
      body: { error: refusal, details: { valid_until: [refusal] } },
    });
    const { user, dialog } = await openDialog();
    await pick(user, dialog, '1406/1/9');
    await user.click(within(dialog).getByRole('button', { name: 'تمدید' }));
    await waitFor(() => expect(callsTo(api, 'POST', extendPath)).toHaveLength(1));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

test('pricing again with the Persian date picker sends valid_until with the new version', async () => {
  ({ api } = await startEditorApi(orderWith({ ...waitingOrder, ...quoted })));
  api.on(`GET ${orderPath}quotes/`, { status: 200, body: versions });
  api.on(`POST ${orderPath}update-multiple-pricing/`, { status: 200, body: orderWith({ ...waitingOrder }) });
  const user = setupUser();
  renderEditor();
  await user.click(await screen.findByRole('button', { name: 'ویرایش قیمت‌ها' }));
  // the validity is asked for only when the prices go to the customer
  expect(screen.queryByLabelText('اعتبار پیش‌فاکتور تا پایان روز')).toBeNull();
  await user.click(screen.getByRole('checkbox', { name: 'اطلاع به مشتری' }));
  const input = screen.getByLabelText('اعتبار پیش‌فاکتور تا پایان روز');
  await user.click(input);
  await user.type(input, '1406/1/9');
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  await user.click(screen.getByRole('button', { name: 'ذخیره قیمت‌گذاری' }));
  expect(await screen.findByText('قیمت‌گذاری با موفقیت ذخیره شد')).toBeInTheDocument();
  const [call] = callsTo(api, 'POST', `${orderPath}update-multiple-pricing/`);
  expect(call.body).toMatchObject({ notify_customer: true, valid_until: '2027-03-29' });
});
