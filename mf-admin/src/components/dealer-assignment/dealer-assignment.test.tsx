// The dealer assignment card as an admin uses it (spec 001 §2.3, §5, §8), against a stand-in API server.
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, useAuthStore, type Order } from '@sefaresh/shared-api';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { DEALERS, order, ORDER_ID, renderCard, withDealer } from './test-support';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const LIST = 'GET dealers/list-for-assignment/';
const ASSIGN = `POST orders/${ORDER_ID}/assign-dealer/`;
const REMOVE = `POST orders/${ORDER_ID}/remove-dealer/`;

let api: TestApi;
beforeEach(async () => {
  useAuthStore.getState().setSession(
    {
      id: 1,
      email: 'staff@example.com',
      name: 'کارمند',
      is_staff: true,
      is_dealer: false,
      company_name: null,
      phone: null,
    },
    { access: 'access-1', refresh: 'refresh-1' },
  );
  api = await startTestApi();
  configureApi({ onSessionExpired: jest.fn() });
  api.on(LIST, { status: 200, body: DEALERS });
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
  jest.restoreAllMocks();
});

const user = () => userEvent.setup({ delay: null });

const card = () => screen.getByRole('region', { name: 'نماینده فروش' });
const yes = () => within(card()).getByRole('radio', { name: 'بله' });
const no = () => within(card()).getByRole('radio', { name: 'خیر' });
const submit = () => screen.getByRole('button', { name: 'ثبت نماینده' });
const assignCalls = () => api.calls.filter((c) => `${c.method} ${c.path}` === ASSIGN);

async function chooseDealer(u: ReturnType<typeof user>, search: string, name: RegExp) {
  const select = await screen.findByRole('combobox', { name: 'نماینده' });
  await u.click(select);
  await u.type(select, search);
  const option = await screen.findByRole('option', { name });
  await u.click(option);
}

describe('the yes/no choice', () => {
  test('no by default, nothing loaded; yes loads the dealers; back to no resets the selection', async () => {
    const u = user();
    renderCard();
    expect(within(card()).getByText('نماینده فروش')).toBeInTheDocument();
    expect(no()).toBeChecked();
    expect(screen.queryByRole('combobox', { name: 'نماینده' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await u.click(yes());
    await chooseDealer(u, 'کریمی', /سارا کریمی/);
    // the dealer's info card
    const info = await screen.findByText('اطلاعات نماینده');
    const infoCard = info.closest('.ant-card') as HTMLElement;
    expect(within(infoCard).getByText('DLR-2002')).toBeInTheDocument();
    expect(within(infoCard).getByText('بازرگانی کریمی')).toBeInTheDocument();
    expect(within(infoCard).getByText('۰۹۱۲۱۱۱۲۲۳۳')).toBeInTheDocument();
    expect(within(infoCard).getByText('۵٪')).toBeInTheDocument();
    expect(within(infoCard).getByText('۲')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'نرخ پیش‌فرض نماینده (۵٪)' })).toBeChecked();
    expect(api.calls.filter((c) => `${c.method} ${c.path}` === LIST)).toHaveLength(1);

    await u.click(no());
    expect(screen.queryByText('اطلاعات نماینده')).not.toBeInTheDocument();
    await u.click(yes());
    expect(await screen.findByRole('combobox', { name: 'نماینده' })).toBeInTheDocument();
    expect(screen.queryByText('اطلاعات نماینده')).not.toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  test('search by dealer code', async () => {
    const u = user();
    renderCard();
    await u.click(yes());
    const select = await screen.findByRole('combobox', { name: 'نماینده' });
    await u.click(select);
    await u.type(select, 'DLR-2002');
    expect(await screen.findByRole('option', { name: /سارا کریمی/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /علی رضایی/ })).not.toBeInTheDocument();
  });

  test('a failed dealer list says so', async () => {
    api.on(LIST, { status: 500, body: { error: 'خطای سرور' } });
    const u = user();
    renderCard();
    await u.click(yes());
    expect(await screen.findByText('خطا در بارگذاری نمایندگان')).toBeInTheDocument();
  });
});

describe('validation', () => {
  test('no dealer chosen: the message, and the button stays disabled', async () => {
    const u = user();
    renderCard();
    await u.click(yes());
    const select = await screen.findByRole('combobox', { name: 'نماینده' });
    await u.click(select);
    await u.tab();
    expect(await screen.findByText('لطفاً یک نماینده انتخاب کنید')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  test('a custom rate of 0: the message and a disabled button', async () => {
    const u = user();
    renderCard();
    await u.click(yes());
    await chooseDealer(u, 'سارا', /سارا کریمی/);
    await u.click(screen.getByRole('radio', { name: 'نرخ دلخواه' }));
    const rate = screen.getByRole('spinbutton', { name: 'نرخ کمیسیون دلخواه (٪)' });
    await u.type(rate, '0');
    expect(await screen.findByText('نرخ کمیسیون باید بیشتر از صفر باشد')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  test('a dealer whose default is 0 needs a custom rate', async () => {
    const u = user();
    renderCard();
    await u.click(yes());
    await chooseDealer(u, 'بی‌نرخ', /نماینده بی‌نرخ/);
    expect(await screen.findByText('نرخ کمیسیون باید بیشتر از صفر باشد')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  test('a final rate above 50 (an old default) is refused before sending', async () => {
    const u = user();
    renderCard();
    await u.click(yes());
    await chooseDealer(u, 'قدیمی', /نرخ قدیمی/);
    await u.click(submit());
    expect(await screen.findByText('نرخ کمیسیون نمی‌تواند بیشتر از ۵۰٪ باشد')).toBeInTheDocument();
    expect(assignCalls()).toHaveLength(0);
  });
});

describe('assigning', () => {
  test("the dealer's default rate: no custom_commission_rate sent; the server's message; onChanged", async () => {
    api.on(ASSIGN, {
      status: 200,
      body: {
        message: 'نماینده سارا کریمی با نرخ کمیسیون ۵٪ به سفارش اختصاص یافت',
        order: withDealer(),
      },
    });
    const u = user();
    const { onChanged } = renderCard();
    await u.click(yes());
    await chooseDealer(u, 'سارا', /سارا کریمی/);
    await u.type(screen.getByRole('textbox', { name: 'یادداشت برای نماینده (اختیاری)' }), '  پیگیری تلفنی ');
    await u.click(submit());
    expect(
      await screen.findByText('نماینده سارا کریمی با نرخ کمیسیون ۵٪ به سفارش اختصاص یافت'),
    ).toBeInTheDocument();
    expect(assignCalls()).toHaveLength(1);
    expect(assignCalls()[0].body).toEqual({ dealer_id: 6, dealer_notes: 'پیگیری تلفنی' });
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  test('a custom rate is sent', async () => {
    api.on(ASSIGN, {
      status: 200,
      body: { message: 'نماینده علی رضایی با نرخ کمیسیون ۱۲٫۵٪ به سفارش اختصاص یافت', order: withDealer() },
    });
    const u = user();
    renderCard();
    await u.click(yes());
    await chooseDealer(u, 'علی', /علی رضایی/);
    expect(screen.getByRole('radio', { name: 'نرخ پیش‌فرض نماینده (۷٫۵٪)' })).toBeChecked();
    await u.click(screen.getByRole('radio', { name: 'نرخ دلخواه' }));
    await u.type(screen.getByRole('spinbutton', { name: 'نرخ کمیسیون دلخواه (٪)' }), '12.5');
    await u.click(submit());
    expect(await screen.findByText(/با نرخ کمیسیون ۱۲٫۵٪/)).toBeInTheDocument();
    expect(assignCalls()[0].body).toEqual({ dealer_id: 5, dealer_notes: '', custom_commission_rate: 12.5 });
  });

  test('custom chosen but left empty: the default applies and no rate is sent', async () => {
    api.on(ASSIGN, { status: 200, body: { message: 'ok', order: withDealer() } });
    const u = user();
    renderCard();
    await u.click(yes());
    await chooseDealer(u, 'علی', /علی رضایی/);
    await u.click(screen.getByRole('radio', { name: 'نرخ دلخواه' }));
    await u.click(submit());
    await screen.findByText('ok');
    expect(assignCalls()[0].body).toEqual({ dealer_id: 5, dealer_notes: '' });
  });

  test("the server's error is shown, then its details, else the fallback", async () => {
    const u = user();
    const { onChanged } = renderCard();
    await u.click(yes());
    await chooseDealer(u, 'علی', /علی رضایی/);

    api.on(ASSIGN, {
      status: 409,
      body: { error: 'تعیین نماینده در وضعیت «تکمیل شده» امکان‌پذیر نیست' },
    });
    await u.click(submit());
    expect(await screen.findByText('تعیین نماینده در وضعیت «تکمیل شده» امکان‌پذیر نیست')).toBeInTheDocument();

    api.on(ASSIGN, { status: 400, body: { details: { dealer_id: ['نماینده انتخاب‌شده معتبر نیست'] } } });
    await u.click(submit());
    expect(await screen.findByText('نماینده انتخاب‌شده معتبر نیست')).toBeInTheDocument();

    api.on(ASSIGN, { status: 502 });
    await u.click(submit());
    expect(await screen.findByText('خطا در تعیین نماینده')).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });
});

describe('an order with a dealer', () => {
  test('shows the dealer, date, rate, commission and notes; change opens the form', async () => {
    const u = user();
    renderCard(withDealer());
    const region = card();
    expect(within(region).getByText('علی رضایی')).toBeInTheDocument();
    expect(within(region).getByText('DLR-1001')).toBeInTheDocument();
    expect(within(region).getByText('۷٫۵٪')).toBeInTheDocument();
    expect(within(region).getByText('پیش‌بینی (سفارش باز)')).toBeInTheDocument();
    expect(within(region).getByText('۵۵۰٬۸۷۵ ریال')).toBeInTheDocument();
    expect(within(region).getByText('مشتری قدیمی')).toBeInTheDocument();
    expect(within(region).getByText(/۱۴۰۵/)).toBeInTheDocument(); // the Jalali assigned date
    await u.click(screen.getByRole('button', { name: 'تغییر نماینده' }));
    expect(yes()).toBeChecked();
    expect(await screen.findByRole('combobox', { name: 'نماینده' })).toBeInTheDocument();
  });

  test('removal asks in the product’s own popup (not the browser’s); «خیر» → nothing sent; «بله» → removed', async () => {
    api.on(REMOVE, { status: 200, body: { message: 'نماینده از سفارش حذف شد', order: order() } });
    const browserConfirm = jest.spyOn(window, 'confirm');
    const u = user();
    const { onChanged } = renderCard(withDealer());
    await u.click(screen.getByRole('button', { name: 'حذف نماینده' }));
    const ask = await screen.findByRole('tooltip');
    expect(ask).toHaveTextContent('آیا از حذف نماینده این سفارش مطمئن هستید؟');
    await u.click(within(ask).getByRole('button', { name: 'خیر' }));
    expect(api.calls).toHaveLength(0);

    await u.click(screen.getByRole('button', { name: 'حذف نماینده' }));
    await u.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'بله' }));
    expect(browserConfirm).not.toHaveBeenCalled();
    expect(await screen.findByText('نماینده از سفارش حذف شد')).toBeInTheDocument();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([REMOVE]);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  test("a failed removal shows the server's error, else the fallback", async () => {
    api.on(REMOVE, { status: 409, body: { error: 'این سفارش نماینده‌ای ندارد' } });
    const u = user();
    const { onChanged } = renderCard(withDealer());
    const confirmRemoval = async () => {
      await u.click(screen.getByRole('button', { name: 'حذف نماینده' }));
      const asks = await screen.findAllByRole('tooltip');
      await u.click(within(asks.at(-1)!).getByRole('button', { name: 'بله' }));
    };
    await confirmRemoval();
    expect(await screen.findByText('این سفارش نماینده‌ای ندارد')).toBeInTheDocument();
    api.on(REMOVE, { status: 500 });
    await confirmRemoval();
    expect(await screen.findByText('خطا در حذف نماینده')).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });

  test.each<Order['status']>(['completed', 'cancelled', 'rejected'])(
    'a %s order: the buttons are disabled, with a note why',
    async (status) => {
      renderCard(
        withDealer({ status, commission_status: status === 'completed' ? 'calculated' : 'cancelled' }),
      );
      expect(screen.getByRole('button', { name: 'تغییر نماینده' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'حذف نماینده' })).toBeDisabled();
      expect(screen.getByText(/امکان‌پذیر نیست/)).toBeInTheDocument();
    },
  );

  test('a locked order without a dealer shows no form', () => {
    renderCard(order({ status: 'completed' }));
    expect(screen.getByText('نماینده‌ای برای این سفارش تعیین نشده است')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'بله' })).not.toBeInTheDocument();
  });
});
