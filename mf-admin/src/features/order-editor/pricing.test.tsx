import { RECEIVABLE_FIELD_MESSAGES } from '@sefaresh/shared-api/rules';
import { screen, waitFor, within } from '@testing-library/react';
import type { TestApi } from '@sefaresh/shared-api/testing';
import { PRICING_TEXTS } from './messages';
import { initialPricingValues, newRowKey, validatePricing } from './pricing-form';
import {
  callsTo,
  detailsPath,
  fill,
  findCard,
  orderPath,
  pendingOrder,
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

const problems = () =>
  within(screen.getByRole('list', { name: 'لطفاً خطاهای فرم را برطرف کنید' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const check = (user: ReturnType<typeof setupUser>, term: string, product: string) =>
  user.click(screen.getByRole('checkbox', { name: `${term} — ${product}` }));
const save = (user: ReturnType<typeof setupUser>) =>
  user.click(screen.getByRole('button', { name: 'ذخیره قیمت‌گذاری' }));

describe('pricing editor: validation mirrors the server (spec 001 §5)', () => {
  test('every rule, each message naming the product; nothing is sent', async () => {
    ({ api } = await startEditorApi(pendingOrder));
    const user = setupUser();
    renderEditor();
    await findCard(CARD);
    // pending_pricing: editable at once, no edit button
    expect(screen.queryByRole('button', { name: 'ویرایش قیمت‌ها' })).not.toBeInTheDocument();

    // no term enabled for either product; coffee's quantity 0
    fill(`تعداد نهایی ${COFFEE}`, '0');
    await save(user);
    expect(await screen.findByRole('list', { name: 'لطفاً خطاهای فرم را برطرف کنید' })).toBeInTheDocument();
    expect(problems()).toEqual([
      PRICING_TEXTS.quantity(COFFEE),
      PRICING_TEXTS.termCount(COFFEE),
      PRICING_TEXTS.termCount(PISTACHIO),
    ]);

    // a fraction is not a quantity either
    fill(`تعداد نهایی ${COFFEE}`, '2.5');
    await waitFor(() => expect(problems()).toContain(PRICING_TEXTS.quantity(COFFEE)));
    fill(`تعداد نهایی ${COFFEE}`, '۱۲');

    // enabled terms need a price above 0 in whole rials; discount 0–100; custom needs a label
    await check(user, 'نقدی', COFFEE);
    await check(user, 'سفارشی', COFFEE);
    await check(user, '۱ ماهه', PISTACHIO);
    fill(`قیمت واحد نقدی ${COFFEE}`, '0');
    fill(`قیمت واحد سفارشی ${COFFEE}`, '1500.5');
    fill(`تخفیف سفارشی ${COFFEE}`, '150');
    fill(`قیمت واحد ۱ ماهه ${PISTACHIO}`, '4000000');
    fill(`تخفیف ۱ ماهه ${PISTACHIO}`, '-1');
    await waitFor(() =>
      expect(problems()).toEqual([
        PRICING_TEXTS.unitPrice('نقدی', COFFEE),
        PRICING_TEXTS.customLabel(COFFEE),
        RECEIVABLE_FIELD_MESSAGES.customDueDaysRequired,
        PRICING_TEXTS.unitPrice('سفارشی', COFFEE),
        PRICING_TEXTS.discount(COFFEE),
        PRICING_TEXTS.discount(PISTACHIO),
      ]),
    );
    // the message also shows under its field
    const coffee = screen.getByRole('region', { name: COFFEE });
    expect(within(coffee).getAllByText(PRICING_TEXTS.customLabel(COFFEE)).length).toBeGreaterThan(0);

    // fixing them one by one; an empty discount counts as 0; two custom terms with the same label are refused
    fill(`قیمت واحد نقدی ${COFFEE}`, '1,000,000');
    fill(`قیمت واحد سفارشی ${COFFEE}`, '۱۵۰۰۰۰۰');
    fill(`تخفیف سفارشی ${COFFEE}`, '');
    fill(`عنوان سفارشی ${COFFEE}`, '۴۵ روزه');
    fill(`تعداد روز تا سررسید سفارشی ${COFFEE}`, '۳۶۶');
    await waitFor(() => expect(problems()).toContain(RECEIVABLE_FIELD_MESSAGES.customDueDays));
    fill(`تعداد روز تا سررسید سفارشی ${COFFEE}`, '۴۵');
    fill(`تخفیف ۱ ماهه ${PISTACHIO}`, '100');
    await user.click(screen.getByRole('button', { name: `افزودن شرایط سفارشی ${COFFEE}` }));
    fill(`عنوان سفارشی ۲ ${COFFEE}`, '۴۵ روزه');
    fill(`تعداد روز تا سررسید سفارشی ۲ ${COFFEE}`, '50');
    fill(`قیمت واحد سفارشی ۲ ${COFFEE}`, '1600000');
    await waitFor(() => expect(problems()).toEqual([PRICING_TEXTS.duplicateTerm('۴۵ روزه', COFFEE)]));
    await user.click(screen.getByRole('button', { name: `حذف سفارشی ۲ ${COFFEE}` }));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'لطفاً خطاهای فرم را برطرف کنید' })).not.toBeInTheDocument(),
    );
    expect(callsTo(api, 'POST', `${orderPath}update-multiple-pricing/`)).toHaveLength(0);
  });

  test('at most 10 terms: adding stops at 10 enabled; the rules refuse 11 and 0', async () => {
    ({ api } = await startEditorApi(pendingOrder));
    const user = setupUser();
    renderEditor();
    await findCard(CARD);
    for (const term of ['نقدی', '۱ ماهه', '۲ ماهه', '۳ ماهه', 'سفارشی']) await check(user, term, COFFEE);
    const add = screen.getByRole('button', { name: `افزودن شرایط سفارشی ${COFFEE}` });
    for (let i = 0; i < 5; i++) await user.click(add);
    expect(add).toBeDisabled();
    // a disabled fixed term cannot be turned on past 10
    await check(user, 'نقدی', COFFEE);
    expect(screen.getByRole('checkbox', { name: `نقدی — ${COFFEE}` })).not.toBeDisabled();
    await check(user, 'نقدی', COFFEE);
    expect(add).toBeDisabled();

    const values = initialPricingValues(pendingOrder);
    const row = (n: number) => ({
      key: newRowKey(),
      payment_term: 'custom' as const,
      custom_term_label: `شرط ${n}`,
      custom_due_days: '30',
      fixed: false,
      enabled: true,
      unit_price: '1000',
      discount_percentage: '',
    });
    values.items[0].terms = Array.from({ length: 11 }, (_, n) => row(n));
    values.items[1].terms = values.items[1].terms.map((t) => ({ ...t, enabled: false }));
    const errors = validatePricing(values, false);
    expect(errors['items[0].termCount']).toBe(PRICING_TEXTS.termCount(COFFEE));
    expect(errors['items[1].termCount']).toBe(PRICING_TEXTS.termCount(PISTACHIO));
    values.items[0].terms = values.items[0].terms.slice(0, 10);
    expect(validatePricing(values, false)['items[0].termCount']).toBeUndefined();
  });
});

describe('pricing editor: saving', () => {
  test('two items × three terms with discounts: the payload, the preview, success and the reload', async () => {
    ({ api } = await startEditorApi(pendingOrder));
    const getTimes: number[] = [];
    api.on(`GET ${detailsPath}`, () => {
      getTimes.push(Date.now());
      return { status: 200, body: getTimes.length > 1 ? waitingOrder : pendingOrder };
    });
    let postedAt = 0;
    api.on(`POST ${orderPath}update-multiple-pricing/`, () => {
      postedAt = Date.now();
      return { status: 200, body: waitingOrder };
    });
    const user = setupUser();
    renderEditor();
    await findCard(CARD);

    fill(`تعداد نهایی ${COFFEE}`, '12');
    await check(user, 'نقدی', COFFEE);
    await check(user, '۱ ماهه', COFFEE);
    await check(user, 'سفارشی', COFFEE);
    fill(`قیمت واحد نقدی ${COFFEE}`, '1000000');
    fill(`قیمت واحد ۱ ماهه ${COFFEE}`, '1100000');
    fill(`تخفیف ۱ ماهه ${COFFEE}`, '2.5');
    fill(`عنوان سفارشی ${COFFEE}`, ' ۴۵ روزه ');
    fill(`تعداد روز تا سررسید سفارشی ${COFFEE}`, '۴۵');
    fill(`قیمت واحد سفارشی ${COFFEE}`, '1200000');
    fill(`یادداشت مدیر ${COFFEE}`, 'از انبار تهران');

    await check(user, 'نقدی', PISTACHIO);
    await check(user, '۳ ماهه', PISTACHIO);
    fill(`قیمت واحد نقدی ${PISTACHIO}`, '4000000');
    fill(`قیمت واحد ۳ ماهه ${PISTACHIO}`, '4500000');
    fill(`تخفیف ۳ ماهه ${PISTACHIO}`, '5');
    await user.click(screen.getByRole('button', { name: `افزودن شرایط سفارشی ${PISTACHIO}` }));
    fill(`عنوان سفارشی ۲ ${PISTACHIO}`, 'چک ۶۰ روزه');
    fill(`تعداد روز تا سررسید سفارشی ۲ ${PISTACHIO}`, '60');
    fill(`قیمت واحد سفارشی ۲ ${PISTACHIO}`, '۴٬۸۰۰٬۰۰۰');
    fill('توضیحات برای مشتری', 'قیمت‌ها تا پایان هفته معتبر است');

    // the preview: 12 × 1,100,000 × 0.975 = 12,870,000; the order from 12,000,000 + 20,000,000 (cheapest)
    expect(screen.getByTestId('line-total-31-1')).toHaveTextContent('۱۲٬۸۷۰٬۰۰۰ ریال');
    expect(screen.getByTestId('preview-order-total')).toHaveTextContent(
      'از ۳۲٬۰۰۰٬۰۰۰ ریال تا ۳۸٬۴۰۰٬۰۰۰ ریال',
    );
    // the first pricing always notifies the customer
    expect(screen.getByRole('checkbox', { name: 'اطلاع به مشتری' })).toBeChecked();

    await save(user);
    expect(await screen.findByText('قیمت‌گذاری با موفقیت ذخیره شد')).toBeInTheDocument();
    const [call] = callsTo(api, 'POST', `${orderPath}update-multiple-pricing/`);
    expect(call.body).toEqual({
      items: [
        {
          item_id: 31,
          final_quantity: 12,
          admin_notes: 'از انبار تهران',
          pricing_options: [
            {
              payment_term: 'instant',
              custom_term_label: '',
              unit_price: '1000000',
              discount_percentage: '0',
            },
            {
              payment_term: '1_month',
              custom_term_label: '',
              unit_price: '1100000',
              discount_percentage: '2.5',
            },
            {
              payment_term: 'custom',
              custom_term_label: '۴۵ روزه',
              custom_due_days: 45,
              unit_price: '1200000',
              discount_percentage: '0',
            },
          ],
        },
        {
          item_id: 32,
          final_quantity: 5,
          admin_notes: '',
          pricing_options: [
            {
              payment_term: 'instant',
              custom_term_label: '',
              unit_price: '4000000',
              discount_percentage: '0',
            },
            {
              payment_term: '3_month',
              custom_term_label: '',
              unit_price: '4500000',
              discount_percentage: '5',
            },
            {
              payment_term: 'custom',
              custom_term_label: 'چک ۶۰ روزه',
              custom_due_days: 60,
              unit_price: '4800000',
              discount_percentage: '0',
            },
          ],
        },
      ],
      admin_comment: 'قیمت‌ها تا پایان هفته معتبر است',
      notify_customer: true,
    });
    // the change invalidates the order: it is loaded again after the save, without a timer
    await waitFor(() => expect(getTimes).toHaveLength(2));
    expect(getTimes[1]).toBeGreaterThanOrEqual(postedAt);
    expect(await screen.findByRole('button', { name: 'ویرایش قیمت‌ها' })).toBeInTheDocument();
  });

  test('a refusal shows the server error, else its details, else the generic text', async () => {
    ({ api } = await startEditorApi(waitingOrder));
    const replies = [
      { status: 409, body: { error: 'قیمت‌گذاری سفارش در وضعیت «لغو شده» امکان‌پذیر نیست' } },
      { status: 400, body: { details: { 'items.0.final_quantity': ['تعداد نامعتبر است'] } } },
      { status: 500 },
    ];
    api.on(`POST ${orderPath}update-multiple-pricing/`, () => replies.shift()!);
    const user = setupUser();
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'ویرایش قیمت‌ها' }));
    await save(user);
    expect(
      await screen.findAllByText('قیمت‌گذاری سفارش در وضعیت «لغو شده» امکان‌پذیر نیست'),
    ).not.toHaveLength(0);
    await save(user);
    expect(await screen.findAllByText('تعداد نامعتبر است')).not.toHaveLength(0);
    await save(user);
    expect(await screen.findAllByText('خطا در به‌روزرسانی قیمت‌گذاری')).not.toHaveLength(0);
    // still editing
    expect(screen.getByRole('button', { name: 'ذخیره قیمت‌گذاری' })).toBeInTheDocument();
  });
});
