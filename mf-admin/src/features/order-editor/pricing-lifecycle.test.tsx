// The pricing card after the first pricing: editing again, removing items and cancelling the order.
import { screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@sefaresh/shared-api';
import type { TestApi } from '@sefaresh/shared-api/testing';
import { PRICING_TEXTS } from './messages';
import {
  callsTo,
  completedOrder,
  confirmPopup,
  confirmedOrder,
  fill,
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

const COFFEE = 'قهوه عربیکا برزیل';
const PISTACHIO = 'پسته اکبری';
const CARD = 'وضعیت و قیمت‌گذاری';

let api: TestApi;
afterEach(() => stopEditorApi(api));

const check = (user: ReturnType<typeof setupUser>, term: string, product: string) =>
  user.click(screen.getByRole('checkbox', { name: `${term} — ${product}` }));
const save = (user: ReturnType<typeof setupUser>) =>
  user.click(screen.getByRole('button', { name: 'ذخیره قیمت‌گذاری' }));

describe('pricing editor: editing after the first pricing', () => {
  test('waiting: edit loads the prices; cancel-edit restores the loaded values', async () => {
    ({ api } = await startEditorApi(waitingOrder));
    const user = setupUser();
    renderEditor();
    const region = await findCard(CARD);
    // read-only view first
    expect(within(region).queryByLabelText(`قیمت واحد نقدی ${COFFEE}`)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ویرایش قیمت‌ها' }));
    expect(screen.getByLabelText(`قیمت واحد ۲ ماهه ${COFFEE}`)).toHaveValue('۱٬۲۰۰٬۰۰۰');
    expect(screen.getByLabelText(`تخفیف ۲ ماهه ${COFFEE}`)).toHaveValue('5');
    expect(screen.getByLabelText(`تعداد نهایی ${COFFEE}`)).toHaveValue('10');
    expect(screen.getByLabelText(`یادداشت مدیر ${COFFEE}`)).toHaveValue('موجودی انبار تهران');
    expect(screen.getByRole('checkbox', { name: `۱ ماهه — ${COFFEE}` })).not.toBeChecked();
    expect(screen.getByLabelText('توضیحات برای مشتری')).toHaveValue('قیمت‌ها تا پایان هفته معتبر است');
    expect(screen.getByRole('checkbox', { name: 'اطلاع به مشتری' })).not.toBeChecked();

    fill(`قیمت واحد ۲ ماهه ${COFFEE}`, '999');
    fill(`تعداد نهایی ${COFFEE}`, '20');
    await check(user, '۱ ماهه', COFFEE);
    await user.click(screen.getByRole('button', { name: 'انصراف از ویرایش' }));
    expect(screen.queryByLabelText(`قیمت واحد ۲ ماهه ${COFFEE}`)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ویرایش قیمت‌ها' }));
    expect(screen.getByLabelText(`قیمت واحد ۲ ماهه ${COFFEE}`)).toHaveValue('۱٬۲۰۰٬۰۰۰');
    expect(screen.getByLabelText(`تعداد نهایی ${COFFEE}`)).toHaveValue('10');
    expect(screen.getByRole('checkbox', { name: `۱ ماهه — ${COFFEE}` })).not.toBeChecked();
    expect(callsTo(api, 'POST', `${orderPath}update-multiple-pricing/`)).toHaveLength(0);
  });

  test('confirmed: the notify flag is required, then sent', async () => {
    ({ api } = await startEditorApi(confirmedOrder));
    api.on(`POST ${orderPath}update-multiple-pricing/`, { status: 200, body: waitingOrder });
    const user = setupUser();
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'ویرایش قیمت‌ها' }));
    await save(user);
    expect(await screen.findAllByText(PRICING_TEXTS.notifyRequired)).not.toHaveLength(0);
    expect(callsTo(api, 'POST', `${orderPath}update-multiple-pricing/`)).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: 'اطلاع به مشتری' }));
    await save(user);
    expect(await screen.findByText('قیمت‌گذاری با موفقیت ذخیره شد')).toBeInTheDocument();
    const [call] = callsTo(api, 'POST', `${orderPath}update-multiple-pricing/`);
    expect((call.body as { notify_customer: boolean }).notify_customer).toBe(true);
    // the prices went back unchanged, in whole rials
    expect((call.body as { items: { pricing_options: unknown[] }[] }).items[0].pricing_options).toEqual([
      { payment_term: 'instant', custom_term_label: '', unit_price: '1000000', discount_percentage: '0' },
      { payment_term: '2_month', custom_term_label: '', unit_price: '1200000', discount_percentage: '5' },
    ]);
  });

  test('completed: editing is locked with an alert', async () => {
    ({ api } = await startEditorApi(completedOrder));
    renderEditor();
    const region = await findCard(CARD);
    expect(within(region).getByText('ویرایش سفارش تکمیل‌شده امکان‌پذیر نیست')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'ویرایش قیمت‌ها' })).not.toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'لغو سفارش' })).not.toBeInTheDocument();
  });
});

describe('removing an item', () => {
  test('after a confirmation; not for the last item', async () => {
    ({ api } = await startEditorApi(waitingOrder));
    const afterRemoval: Order = orderWith({
      ...waitingOrder,
      items: [
        waitingOrder.items[0],
        { ...pistachioPriced, is_active: false, removed_at: '2026-11-25T09:00:00Z' },
      ],
    });
    api.on(`DELETE ${orderPath}remove-item/32/`, { status: 200, body: afterRemoval });
    const user = setupUser();
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'ویرایش قیمت‌ها' }));
    await user.click(screen.getByRole('button', { name: `حذف محصول ${PISTACHIO}` }));
    expect(await screen.findByText(`محصول «${PISTACHIO}» از سفارش حذف شود؟`)).toBeInTheDocument();
    // cancelling the confirmation sends nothing
    await user.click(within(screen.getByRole('tooltip')).getByRole('button', { name: 'انصراف' }));
    expect(callsTo(api, 'DELETE', `${orderPath}remove-item/32/`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: `حذف محصول ${PISTACHIO}` }));
    await confirmPopup(user, 'بله، حذف شود');
    expect(await screen.findByText('محصول از سفارش حذف شد')).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', `${orderPath}remove-item/32/`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('region', { name: PISTACHIO })).not.toBeInTheDocument());
    // the last item has no remove button
    expect(screen.queryByRole('button', { name: `حذف محصول ${COFFEE}` })).not.toBeInTheDocument();
  });

  test('a failure shows the server error, else the generic text', async () => {
    ({ api } = await startEditorApi(waitingOrder));
    const replies = [
      { status: 409, body: { error: 'آخرین محصول سفارش قابل حذف نیست؛ در صورت نیاز سفارش را لغو کنید' } },
      { status: 500 },
    ];
    api.on(`DELETE ${orderPath}remove-item/31/`, () => replies.shift()!);
    const user = setupUser();
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'ویرایش قیمت‌ها' }));
    await user.click(screen.getByRole('button', { name: `حذف محصول ${COFFEE}` }));
    await confirmPopup(user, 'بله، حذف شود');
    expect(
      await screen.findByText('آخرین محصول سفارش قابل حذف نیست؛ در صورت نیاز سفارش را لغو کنید'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `حذف محصول ${COFFEE}` }));
    await waitFor(() => expect(screen.getAllByRole('tooltip').length).toBeGreaterThan(0));
    const tips = screen.getAllByRole('tooltip');
    await user.click(within(tips[tips.length - 1]).getByRole('button', { name: 'بله، حذف شود' }));
    expect(await screen.findByText('خطا در حذف محصول')).toBeInTheDocument();
  });
});

describe('cancelling the order', () => {
  test('a reason is required; the cancel call carries it', async () => {
    ({ api } = await startEditorApi(waitingOrder));
    api.on(`POST ${orderPath}cancel/`, {
      status: 200,
      body: orderWith({ ...waitingOrder, status: 'cancelled', cancellation_reason: 'عدم موجودی' }),
    });
    const user = setupUser();
    renderEditor();
    await findCard(CARD);
    await user.click(screen.getByRole('button', { name: 'لغو سفارش' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'لغو سفارش' }));
    expect(await within(dialog).findByText('دلیل لغو سفارش الزامی است')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `${orderPath}cancel/`)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('دلیل لغو'), 'عدم موجودی');
    await user.click(within(dialog).getByRole('button', { name: 'لغو سفارش' }));
    expect(await screen.findByText('سفارش لغو شد')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `${orderPath}cancel/`)[0].body).toEqual({ reason: 'عدم موجودی' });
    // cancelled: the status/edit card is gone
    await waitFor(() => expect(screen.queryByRole('region', { name: CARD })).not.toBeInTheDocument());
  });
});
