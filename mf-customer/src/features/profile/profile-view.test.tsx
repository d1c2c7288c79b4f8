import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApi, useAuthStore, type AuthUser } from '@sefaresh/shared-api';
import {
  AreaQueryProvider,
  formatJalaliDateTime,
  PERSIAN_ARIA_TEXTS,
  ThemeProvider,
} from '@sefaresh/shared-ui';
import { CONTACT_MESSAGES, MESSAGES } from '@sefaresh/shared-api/rules';
import { ProfileView } from './profile-view';
import { startTestApi, statementFixture, type ApiReply, type TestApi } from '@sefaresh/shared-api/testing';
import type { NotificationsHistory, OrdersSummary, Profile } from './types';

function Elsewhere() {
  return <p data-testid="elsewhere">{useLocation().pathname}</p>;
}

function renderProfile(props: Parameters<typeof ProfileView>[0] = {}) {
  return render(
    <ThemeProvider>
      <AreaQueryProvider>
        <MemoryRouter initialEntries={['/profile']}>
          <Routes>
            <Route path="/profile" element={<ProfileView {...props} />} />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </MemoryRouter>
      </AreaQueryProvider>
    </ThemeProvider>,
  );
}

const signedIn: AuthUser = {
  id: 7,
  email: 'maryam@example.com',
  name: 'مریم احمدی',
  is_staff: false,
  is_dealer: false,
  company_name: 'بازرگانی احمدی',
  phone: '09121234567',
};

const customer: Profile = {
  id: 7,
  is_staff: false,
  is_superuser: false,
  name: 'مریم احمدی',
  email: 'maryam@example.com',
  phone: '09121234567',
  email_verified: true,
  phone_verified: true,
  company_name: 'بازرگانی احمدی',
  is_dealer: false,
  dealer_code: null,
  dealer_commission_rate: null,
  date_joined: '2025-03-21T08:00:00Z',
  last_login: '2026-11-20T10:30:00Z',
  statistics: {
    total_orders: 12,
    completed_orders: 7,
    total_spent: 150000000,
    total_commission_earned: '0',
  },
};

const dealer: Profile = {
  ...customer,
  is_dealer: true,
  dealer_code: 'DLR-0042',
  dealer_commission_rate: 7.5,
  statistics: { total_orders: 30, completed_orders: 20, total_spent: 0, total_commission_earned: '2500000' },
};

let api: TestApi;
let sessionExpired: jest.Mock;
beforeEach(async () => {
  localStorage.clear();
  useAuthStore.getState().setSession(signedIn, { access: 'access-1', refresh: 'refresh-1' });
  api = await startTestApi();
  sessionExpired = jest.fn();
  configureApi({ onSessionExpired: sessionExpired });
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
});

// Typing into antd inputs under formik is slow in jsdom.
jest.setTimeout(30_000);

/** A user who types without pauses between keys. */
const setupUser = () => userEvent.setup({ delay: null });

/** The open tab's panel (antd keeps visited panels mounted, hidden). */
const activePanel = () => document.querySelector<HTMLElement>('[role="tabpanel"][aria-hidden="false"]')!;

/** The value shown beside a label (a Descriptions row or a counter) in the open tab. */
function valueOf(label: string): string {
  const row = within(activePanel())
    .getAllByText(label, { selector: 'span, div, th' })
    .map((element) => element.closest('.ant-descriptions-item, [data-counter]'))
    .find(Boolean);
  if (!row) throw new Error(`no field or counter labelled ${label}`);
  return (row.textContent ?? '').replace(label, '').trim();
}

async function openTab(name: string) {
  await setupUser().click(screen.getByRole('tab', { name }));
}

describe('personal info', () => {
  test('shows every field of the answer, the account type and the statistics', async () => {
    api.on('GET profile/me/', { status: 200, body: customer });
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'پروفایل کاربری' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'اطلاعات شخصی',
      'خلاصه سفارش‌ها',
      'صورت‌حساب',
      'تاریخچه اعلان‌ها',
      'امنیت',
    ]);
    expect(valueOf('نام و نام خانوادگی')).toBe('مریم احمدی');
    // each with its verified mark (issue 30)
    expect(valueOf('ایمیل')).toBe(`maryam@example.com${CONTACT_MESSAGES.verified}`);
    expect(valueOf('شماره موبایل')).toBe(`۰۹۱۲۱۲۳۴۵۶۷${CONTACT_MESSAGES.verified}`);
    expect(valueOf('نام شرکت')).toBe('بازرگانی احمدی');
    expect(valueOf('نوع حساب')).toBe('مشتری');
    expect(valueOf('تاریخ عضویت')).toBe('۱۴۰۴/۰۱/۰۱');
    expect(valueOf('آخرین ورود')).toBe(formatJalaliDateTime('2026-11-20T10:30:00Z'));
    expect(valueOf('کل سفارش‌ها')).toBe('۱۲');
    expect(valueOf('سفارش‌های تکمیل‌شده')).toBe('۷');
    expect(valueOf('مجموع خرید')).toBe('۱۵۰٬۰۰۰٬۰۰۰ ریال');
    expect(screen.queryByText('کمیسیون دریافتی')).not.toBeInTheDocument();
    expect(screen.queryByText('اطلاعات نمایندگی')).not.toBeInTheDocument();
  });

  test('a dealer also sees the dealer card and the commission earned', async () => {
    api.on('GET profile/me/', { status: 200, body: dealer });
    renderProfile();
    expect(await screen.findByText('اطلاعات نمایندگی')).toBeInTheDocument();
    expect(valueOf('نوع حساب')).toBe('نماینده فروش');
    expect(valueOf('کد نماینده')).toBe('DLR-0042');
    expect(valueOf('نرخ کمیسیون')).toBe('۷٫۵٪');
    expect(valueOf('کمیسیون دریافتی')).toBe('۲٬۵۰۰٬۰۰۰ ریال');
    expect(valueOf('مجموع خرید')).toBe('۰ ریال');
  });

  test('statistics the server leaves out are not shown', async () => {
    api.on('GET profile/me/', {
      status: 200,
      body: {
        ...customer,
        phone: null,
        company_name: '',
        statistics: { total_orders: 0, completed_orders: 0 },
      },
    });
    renderProfile();
    await screen.findByText('آمار حساب');
    expect(screen.queryByText('مجموع خرید')).not.toBeInTheDocument();
    expect(valueOf('کل سفارش‌ها')).toBe('۰');
    expect(valueOf('شماره موبایل')).toBe('—');
    expect(valueOf('نام شرکت')).toBe('—');
  });

  test('edit, then cancel: the loaded values come back and nothing is sent', async () => {
    api.on('GET profile/me/', { status: 200, body: customer });
    renderProfile();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'ویرایش اطلاعات' }));
    const name = screen.getByLabelText('نام و نام خانوادگی');
    expect(name).toHaveValue('مریم احمدی');
    expect(screen.getByLabelText('ایمیل')).toHaveAttribute('readonly');
    await user.clear(name);
    await user.type(name, 'نام دیگر');
    await user.clear(screen.getByLabelText('شماره موبایل'));
    await user.click(screen.getByRole('button', { name: 'انصراف' }));

    expect(valueOf('نام و نام خانوادگی')).toBe('مریم احمدی');
    await user.click(screen.getByRole('button', { name: 'ویرایش اطلاعات' }));
    expect(screen.getByLabelText('نام و نام خانوادگی')).toHaveValue('مریم احمدی');
    expect(screen.getByLabelText('شماره موبایل')).toHaveValue('09121234567');
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  test('the form checks the name and phone before sending', async () => {
    api.on('GET profile/me/', { status: 200, body: customer });
    renderProfile();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'ویرایش اطلاعات' }));
    await user.clear(screen.getByLabelText('نام و نام خانوادگی'));
    await user.clear(screen.getByLabelText('شماره موبایل'));
    await user.type(screen.getByLabelText('شماره موبایل'), '0912');
    await user.click(screen.getByRole('button', { name: 'ذخیره تغییرات' }));
    expect(await screen.findByText(MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.mobileInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('شماره موبایل'));
    expect(await screen.findByText(MESSAGES.phoneRequired)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  test('save: sends the trimmed values, shows them and the success message for 3 seconds', async () => {
    api.on('GET profile/me/', { status: 200, body: customer });
    api.on('PUT profile/update/', ({ body }) => ({
      status: 200,
      // a new number is not proven (issue 30)
      body: { ...customer, ...(body as object), phone_verified: false, statistics: customer.statistics },
    }));
    renderProfile();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'ویرایش اطلاعات' }));
    const name = screen.getByLabelText('نام و نام خانوادگی');
    await user.clear(name);
    await user.type(name, '  مریم احمدی‌نژاد ');
    await user.clear(screen.getByLabelText('شماره موبایل'));
    await user.type(screen.getByLabelText('شماره موبایل'), '۰۹۱۲۷۶۵۴۳۲۱');
    await user.clear(screen.getByLabelText('نام شرکت (اختیاری)'));
    await user.click(screen.getByRole('button', { name: 'ذخیره تغییرات' }));

    expect(await screen.findByRole('status')).toHaveTextContent('پروفایل با موفقیت به‌روزرسانی شد');
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({
      method: 'PUT',
      path: 'profile/update/',
      body: { name: 'مریم احمدی‌نژاد', phone: '09127654321', company_name: '' },
    });
    expect(valueOf('نام و نام خانوادگی')).toBe('مریم احمدی‌نژاد');
    expect(valueOf('شماره موبایل')).toBe(
      `۰۹۱۲۷۶۵۴۳۲۱${CONTACT_MESSAGES.notVerified}${CONTACT_MESSAGES.verifyAction}`,
    );
    expect(useAuthStore.getState().user).toMatchObject({ name: 'مریم احمدی‌نژاد', phone: '09127654321' });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument(), { timeout: 4000 });
  });

  test("save failure: the error message, and the server's field messages under the fields", async () => {
    api.on('GET profile/me/', { status: 200, body: customer });
    api.on('PUT profile/update/', {
      status: 400,
      body: { error: 'اطلاعات نامعتبر است', details: { phone: ['این شماره قبلاً ثبت شده است'] } },
    });
    renderProfile();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'ویرایش اطلاعات' }));
    await user.click(screen.getByRole('button', { name: 'ذخیره تغییرات' }));
    const alert = await screen.findByText(/خطا در به‌روزرسانی پروفایل/);
    expect(alert).toBeInTheDocument();
    expect(screen.getByText('این شماره قبلاً ثبت شده است')).toBeInTheDocument();
    expect(screen.getByLabelText('شماره موبایل')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'ذخیره تغییرات' })).toBeEnabled();
  });

  test('the page leads back to the dashboard', async () => {
    api.on('GET profile/me/', { status: 200, body: customer });
    renderProfile();
    await screen.findByRole('heading', { name: 'پروفایل کاربری' });
    await setupUser().click(screen.getByRole('button', { name: 'بازگشت به داشبورد' }));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/dashboard');
  });

  test('inside a modal the heading can be left out', async () => {
    api.on('GET profile/me/', { status: 200, body: customer });
    renderProfile({ showHeading: false });
    expect(await screen.findByRole('tab', { name: 'اطلاعات شخصی' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'پروفایل کاربری' })).not.toBeInTheDocument();
  });
});

describe('load failure', () => {
  test('a failed load shows the error card, whose button goes to the dashboard', async () => {
    api.on('GET profile/me/', { status: 500, body: { error: 'خطای سرور' } });
    renderProfile();
    expect(await screen.findByText('خطا در بارگذاری اطلاعات پروفایل')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'بازگشت به داشبورد' }));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/dashboard');
  });

  test('the error card retries on demand', async () => {
    let fail = true;
    api.on('GET profile/me/', () => (fail ? { status: 503 } : { status: 200, body: customer }));
    renderProfile();
    await screen.findByText('خطا در بارگذاری اطلاعات پروفایل');
    fail = false;
    await setupUser().click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('heading', { name: 'پروفایل کاربری' })).toBeInTheDocument();
  });

  test('inside a modal, the back button calls the given handler', async () => {
    api.on('GET profile/me/', { status: 500 });
    const onGoToDashboard = jest.fn();
    renderProfile({ onGoToDashboard });
    await setupUser().click(await screen.findByRole('button', { name: 'بازگشت به داشبورد' }));
    expect(onGoToDashboard).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  });

  test('a 401 is left to the shared client and the shell: no error card, the session is ended', async () => {
    api.on('GET profile/me/', { status: 401, body: { error: 'توکن نامعتبر است' } });
    api.on('POST auth/token/refresh/', { status: 401, body: { error: 'توکن نامعتبر است' } });
    renderProfile();
    await waitFor(() => expect(sessionExpired).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: PERSIAN_ARIA_TEXTS.icons.loading })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('خطا در بارگذاری اطلاعات پروفایل')).not.toBeInTheDocument();
    expect(useAuthStore.getState().accessToken).toBeNull();
  });
});

describe('orders summary', () => {
  const summary: OrdersSummary = {
    summary: {
      total_orders: 15,
      pending_orders: 3,
      waiting_approval: 2,
      completed_orders: 9,
      total_spent: 98000000,
    },
    recent_orders: [
      { id: 101, status: 'pending_pricing', created_at: '2026-11-20T10:00:00Z', total: null },
      { id: 95, status: 'completed', created_at: '2026-10-01T10:00:00Z', total: 12500000 },
    ],
  };

  test('shows the counters, the total spent and the recent orders; view all goes to the dashboard', async () => {
    api.on('GET profile/me/', { status: 200, body: customer });
    api.on('GET profile/orders-summary/', { status: 200, body: summary });
    renderProfile();
    await screen.findByRole('heading', { name: 'پروفایل کاربری' });
    expect(api.calls.map((c) => c.path)).toEqual(['profile/me/']);
    await openTab('خلاصه سفارش‌ها');
    const list = await screen.findByRole('list', { name: 'سفارش‌های اخیر' });
    expect(valueOf('کل سفارش‌ها')).toBe('۱۵');
    expect(valueOf('در انتظار قیمت‌گذاری')).toBe('۳');
    expect(valueOf('در انتظار تأیید')).toBe('۲');
    expect(valueOf('سفارش‌های تکمیل‌شده')).toBe('۹');
    expect(valueOf('مجموع خرید')).toBe('۹۸٬۰۰۰٬۰۰۰ ریال');

    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('سفارش #۱۰۱');
    expect(within(rows[0]).getByText('در انتظار قیمت‌گذاری')).toHaveAttribute(
      'data-status',
      'pending_pricing',
    );
    expect(rows[0]).toHaveTextContent('در انتظار');
    expect(rows[1]).toHaveTextContent('سفارش #۹۵');
    expect(rows[1]).toHaveTextContent('تکمیل شده');
    expect(rows[1]).toHaveTextContent('۱۴۰۵/۰۷/۰۹');
    expect(rows[1]).toHaveTextContent('۱۲٬۵۰۰٬۰۰۰ ریال');

    await setupUser().click(screen.getByRole('button', { name: 'مشاهده همه' }));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/dashboard');
  });

  test('no orders yet, and no total spent', async () => {
    api.on('GET profile/me/', { status: 200, body: customer });
    api.on('GET profile/orders-summary/', {
      status: 200,
      body: {
        summary: { total_orders: 0, pending_orders: 0, waiting_approval: 0, completed_orders: 0 },
        recent_orders: [],
      },
    });
    renderProfile();
    await screen.findByRole('heading', { name: 'پروفایل کاربری' });
    await openTab('خلاصه سفارش‌ها');
    expect(await screen.findByText('هنوز سفارشی ثبت نکرده‌اید')).toBeInTheDocument();
    expect(within(activePanel()).queryByText('مجموع خرید')).not.toBeInTheDocument();
  });

  test('a failed summary shows an error with a retry inside the tab', async () => {
    api.on('GET profile/me/', { status: 200, body: customer });
    api.on('GET profile/orders-summary/', { status: 500 });
    renderProfile();
    await screen.findByRole('heading', { name: 'پروفایل کاربری' });
    await openTab('خلاصه سفارش‌ها');
    expect(await screen.findByText('خطا در بارگذاری خلاصه سفارش‌ها')).toBeInTheDocument();
    api.on('GET profile/orders-summary/', { status: 200, body: summary });
    await setupUser().click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('list', { name: 'سفارش‌های اخیر' })).toBeInTheDocument();
  });
});

describe('notification history', () => {
  const emails = Array.from({ length: 12 }, (_, i) => ({
    id: i + 1,
    email_type: i === 0 ? 'pricing_ready' : 'order_submitted',
    subject: `موضوع ایمیل ${i + 1}`,
    is_successful: i !== 1,
    sent_at: '2026-11-20T10:30:00Z',
    order_id: i === 0 ? 101 : null,
  }));
  const history: NotificationsHistory = {
    email_notifications: emails,
    sms_notifications: [
      {
        id: 1,
        sms_type: 'order_completed',
        message: 'سفارش شما تکمیل شد',
        is_successful: true,
        sent_at: '2026-11-19T08:00:00Z',
        order_id: 95,
      },
      {
        id: 2,
        sms_type: 'something_new',
        message: 'پیام دیگر',
        is_successful: false,
        sent_at: '2026-11-18T08:00:00Z',
        order_id: null,
      },
    ],
    total_notifications: 14,
    email_count: 12,
    sms_count: 2,
  };

  test('shows the counts and the first 10 emails and SMS, with Persian types and outcome', async () => {
    api.on('GET profile/me/', { status: 200, body: customer });
    api.on('GET profile/notifications-history/', { status: 200, body: history });
    renderProfile();
    await screen.findByRole('heading', { name: 'پروفایل کاربری' });
    await openTab('تاریخچه اعلان‌ها');
    const emailList = await screen.findByRole('list', { name: 'آخرین ایمیل‌ها' });
    expect(valueOf('ایمیل‌ها')).toBe('۱۲');
    expect(valueOf('پیامک‌ها')).toBe('۲');
    expect(valueOf('مجموع اعلان‌ها')).toBe('۱۴');

    const emailRows = within(emailList).getAllByRole('listitem');
    expect(emailRows).toHaveLength(10);
    expect(emailRows[0]).toHaveTextContent('آماده شدن قیمت‌گذاری');
    expect(emailRows[0]).toHaveTextContent('موضوع ایمیل 1');
    expect(emailRows[0]).toHaveTextContent('ارسال موفق');
    expect(emailRows[0]).toHaveTextContent('سفارش #۱۰۱');
    expect(emailRows[0]).toHaveTextContent(formatJalaliDateTime('2026-11-20T10:30:00Z'));
    expect(emailRows[1]).toHaveTextContent('ثبت سفارش');
    expect(emailRows[1]).toHaveTextContent('ارسال ناموفق');
    expect(screen.queryByText('موضوع ایمیل 11')).not.toBeInTheDocument();

    const smsRows = within(screen.getByRole('list', { name: 'آخرین پیامک‌ها' })).getAllByRole('listitem');
    expect(smsRows).toHaveLength(2);
    expect(smsRows[0]).toHaveTextContent('تکمیل سفارش');
    expect(smsRows[0]).toHaveTextContent('سفارش شما تکمیل شد');
    expect(smsRows[1]).toHaveTextContent('something_new');
    expect(smsRows[1]).toHaveTextContent('ارسال ناموفق');
  });

  test('empty lists, counts from the lists when the server leaves them out', async () => {
    api.on('GET profile/me/', { status: 200, body: customer });
    api.on('GET profile/notifications-history/', {
      status: 200,
      body: { email_notifications: [], sms_notifications: [] },
    });
    renderProfile();
    await screen.findByRole('heading', { name: 'پروفایل کاربری' });
    await openTab('تاریخچه اعلان‌ها');
    expect(await screen.findByText('ایمیلی ارسال نشده است')).toBeInTheDocument();
    expect(screen.getByText('پیامکی ارسال نشده است')).toBeInTheDocument();
    expect(valueOf('مجموع اعلان‌ها')).toBe('۰');
  });
});

describe('security', () => {
  async function openChangePassword() {
    api.on('GET profile/me/', { status: 200, body: customer });
    renderProfile();
    await screen.findByRole('heading', { name: 'پروفایل کاربری' });
    await openTab('امنیت');
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'تغییر رمز عبور' }));
    const dialog = await screen.findByRole('dialog');
    return { user, dialog };
  }

  async function fill(
    user: ReturnType<typeof userEvent.setup>,
    current: string,
    next: string,
    confirm: string,
  ) {
    if (current) await user.type(screen.getByLabelText('رمز عبور فعلی'), current);
    if (next) await user.type(screen.getByLabelText('رمز عبور جدید'), next);
    if (confirm) await user.type(screen.getByLabelText('تکرار رمز عبور جدید'), confirm);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /تغییر رمز عبور$/ }));
  }

  test('shows the last-login note', async () => {
    api.on('GET profile/me/', { status: 200, body: customer });
    renderProfile();
    await screen.findByRole('heading', { name: 'پروفایل کاربری' });
    await openTab('امنیت');
    expect(screen.getByTestId('last-login-note')).toHaveTextContent(
      `آخرین ورود شما: ${formatJalaliDateTime('2026-11-20T10:30:00Z')}`,
    );
  });

  test('the change-password form checks its fields before sending', async () => {
    const { user } = await openChangePassword();
    await fill(user, '', 'short', 'other');
    expect(await screen.findByText(MESSAGES.currentPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordNeedsDigit)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.newPasswordsMismatch)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === 'profile/change-password/')).toHaveLength(0);
  });

  test('success: sends current and new, stores the new tokens, closes and says so', async () => {
    const { user } = await openChangePassword();
    api.on('POST profile/change-password/', {
      status: 200,
      body: { message: 'ok', tokens: { access: 'access-2', refresh: 'refresh-2' } },
    });
    await fill(user, 'oldpass123', 'newpass456', 'newpass456');
    expect(await screen.findByRole('status')).toHaveTextContent('رمز عبور با موفقیت تغییر کرد');
    expect(api.calls.find((c) => c.path === 'profile/change-password/')?.body).toEqual({
      current_password: 'oldpass123',
      new_password: 'newpass456',
    });
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('success without tokens keeps the current ones', async () => {
    const { user } = await openChangePassword();
    api.on('POST profile/change-password/', { status: 200, body: { message: 'ok' } });
    await fill(user, 'oldpass123', 'newpass456', 'newpass456');
    expect(await screen.findByRole('status')).toHaveTextContent('رمز عبور با موفقیت تغییر کرد');
    expect(useAuthStore.getState().accessToken).toBe('access-1');
  });

  test('a wrong current password: the server text and the field message, the modal stays open', async () => {
    const { user } = await openChangePassword();
    api.on('POST profile/change-password/', {
      status: 400,
      body: {
        error: 'رمز عبور فعلی اشتباه است',
        details: { current_password: ['رمز عبور فعلی نادرست است'] },
      },
    });
    await fill(user, 'wrongpass1', 'newpass456', 'newpass456');
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('رمز عبور فعلی اشتباه است')).toBeInTheDocument();
    expect(within(dialog).getByText('رمز عبور فعلی نادرست است')).toBeInTheDocument();
    expect(screen.getByLabelText('رمز عبور فعلی')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a failure without a text says to check the current password', async () => {
    const { user } = await openChangePassword();
    api.on('POST profile/change-password/', { status: 500 });
    await fill(user, 'oldpass123', 'newpass456', 'newpass456');
    expect(
      await within(screen.getByRole('dialog')).findByText(MESSAGES.passwordChangeCheckCurrent),
    ).toBeInTheDocument();
  });

  test('logout from all devices calls the server, signs out here and goes to /', async () => {
    api.on('GET profile/me/', { status: 200, body: customer });
    api.on('POST profile/logout-all/', { status: 200, body: { message: 'ok' } });
    renderProfile();
    await screen.findByRole('heading', { name: 'پروفایل کاربری' });
    await openTab('امنیت');
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'خروج از همه دستگاه‌ها' }));
    expect(api.calls.filter((c) => c.path === 'profile/logout-all/')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'بله، خارج شو' }));

    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/$/);
    expect(api.calls.filter((c) => c.path === 'profile/logout-all/')).toHaveLength(1);
    expect(useAuthStore.getState()).toMatchObject({ user: null, accessToken: null, endedBy: 'logout' });
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  test('when logout from all devices fails, the user stays signed in and is told', async () => {
    api.on('GET profile/me/', { status: 200, body: customer });
    api.on('POST profile/logout-all/', { status: 500 } satisfies ApiReply);
    renderProfile();
    await screen.findByRole('heading', { name: 'پروفایل کاربری' });
    await openTab('امنیت');
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'خروج از همه دستگاه‌ها' }));
    await user.click(await screen.findByRole('button', { name: 'بله، خارج شو' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('خروج از همه دستگاه‌ها انجام نشد');
    expect(useAuthStore.getState().accessToken).toBe('access-1');
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  });
});

describe('statement', () => {
  let clicked: { download: string }[];
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:pdf');
    URL.revokeObjectURL = jest.fn();
    clicked = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  test('the lines with the running balance, the balance and the overdue amount; the PDF is downloaded', async () => {
    api.on('GET profile/me/', { status: 200, body: customer });
    const statement = statementFixture();
    api.on('GET customers/statement/', {
      status: 200,
      body: { ...statement, totals: { ...statement.totals, overdue: '33000000' } },
    });
    api.on('GET customers/statement/?format=pdf', {
      status: 200,
      text: '%PDF-1.7',
      contentType: 'application/pdf',
    });
    const user = userEvent.setup({ delay: null });
    renderProfile();
    await screen.findByRole('heading', { name: 'پروفایل کاربری' });
    await openTab('صورت‌حساب');
    const table = await screen.findByRole('region', { name: 'صورت‌حساب' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('فاکتور');
    expect(rows[1]).toHaveTextContent('۶۶٬۰۰۰٬۰۰۰ ریال');
    expect(rows[2]).toHaveTextContent('۵۵٬۰۰۰٬۰۰۰ ریال'); // the running balance after the receipt
    expect(rows[4]).toHaveTextContent('کسری موجودی');
    expect(screen.getByTestId('statement-balance')).toHaveTextContent('مانده حساب شما۴۵٬۰۰۰٬۰۰۰ ریال');
    expect(screen.getByTestId('statement-overdue')).toHaveTextContent('سررسید گذشته۳۳٬۰۰۰٬۰۰۰ ریال');

    await user.click(screen.getByRole('button', { name: 'دانلود PDF صورت‌حساب' }));
    await waitFor(() => expect(clicked).toEqual([{ download: 'statement.pdf' }]));
    expect(api.calls.filter((c) => c.path === 'customers/statement/?format=pdf')).toHaveLength(1);
  });

  test('a failed load offers a retry; a failed PDF says so', async () => {
    let fail = true;
    api.on('GET profile/me/', { status: 200, body: customer });
    api.on('GET customers/statement/', () =>
      fail ? { status: 500, body: { error: 'خطای سرور' } } : { status: 200, body: statementFixture() },
    );
    api.on('GET customers/statement/?format=pdf', { status: 500, body: { error: 'خطای سرور' } });
    const user = userEvent.setup({ delay: null });
    renderProfile();
    await screen.findByRole('heading', { name: 'پروفایل کاربری' });
    await openTab('صورت‌حساب');
    expect(await screen.findByText('خطا در بارگذاری صورت‌حساب')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('region', { name: 'صورت‌حساب' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'دانلود PDF صورت‌حساب' }));
    expect(await screen.findByText('خطای سرور')).toBeInTheDocument();
  });

  test("a dealer's profile has no statement", async () => {
    api.on('GET profile/me/', { status: 200, body: dealer });
    renderProfile();
    await screen.findByRole('heading', { name: 'پروفایل کاربری' });
    expect(screen.getByRole('tab', { name: 'خلاصه سفارش‌ها' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'صورت‌حساب' })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path.startsWith('customers/statement/'))).toBe(false);
  });
});
