import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApi, useAuthStore } from '@sefaresh/shared-api';
import { ThemeProvider } from '@sefaresh/shared-ui';
import { MESSAGES } from '@sefaresh/shared-api/rules';
import { CompleteProfilePage } from './complete-profile-page';
import { startTestApi, unreachableBaseUrl, type ApiReply, type TestApi } from '@sefaresh/shared-api/testing';

let arrivedAt: number | null = null;
function Elsewhere() {
  const location = useLocation();
  arrivedAt ??= performance.now();
  return <p data-testid="elsewhere">{location.pathname}</p>;
}

const googleUser = {
  id: 9,
  email: 'sara@gmail.com',
  name: 'سارا کریمی',
  is_staff: false,
  is_dealer: false,
  company_name: '',
  phone: '',
};
const tokens = { access: 'new-access', refresh: 'new-refresh' };
const handedOver = { user: googleUser, missing_fields: ['phone', 'company_name'], isSocialLogin: true };

function renderPage(state?: unknown) {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[{ pathname: '/complete-profile', state }]}>
        <Routes>
          <Route path="/complete-profile" element={<CompleteProfilePage />} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const phoneInput = () => screen.getByLabelText('شماره موبایل');
const companyInput = () => screen.getByLabelText('نام شرکت (اختیاری)');
// while saving, antd adds its loading icon's label to the name
const submitButton = () => screen.getByRole('button', { name: /تکمیل اطلاعات$/ });
const laterButton = () => screen.getByRole('button', { name: 'بعداً تکمیل می‌کنم' });

let api: TestApi;
beforeEach(async () => {
  localStorage.clear();
  useAuthStore.getState().setSession(googleUser, { access: 'google-access', refresh: 'google-refresh' });
  arrivedAt = null;
  api = await startTestApi();
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
});

test.each([
  ['no state', undefined],
  ['no flag', { user: googleUser, missing_fields: ['phone'] }],
  ['no user', { missing_fields: ['phone'], isSocialLogin: true }],
  ['another flag name', { user: googleUser, social_login: true }],
])(
  'not from a Google sign-in (%s): a visitor goes to /login, a signed-in user to their dashboard',
  (_case, state) => {
    useAuthStore.getState().clear();
    const visitor = renderPage(state);
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/login');
    visitor.unmount();
    useAuthStore.getState().setSession({ ...googleUser, phone: '09121234567' }, tokens);
    renderPage(state);
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/dashboard');
  },
);

test('welcomes the user by name, shows email and name read-only, and the missing fields', () => {
  renderPage(handedOver);
  expect(screen.getByRole('heading', { name: 'تکمیل اطلاعات حساب کاربری' })).toBeInTheDocument();
  expect(screen.getByText('سارا کریمی عزیز، خوش آمدید!')).toBeInTheDocument();
  expect(screen.getByLabelText('ایمیل')).toHaveValue('sara@gmail.com');
  expect(screen.getByLabelText('ایمیل')).toHaveAttribute('readonly');
  expect(screen.getByLabelText('نام و نام خانوادگی')).toHaveValue('سارا کریمی');
  expect(screen.getByLabelText('نام و نام خانوادگی')).toHaveAttribute('readonly');
  expect(phoneInput()).toHaveValue('');
  expect(companyInput()).toHaveValue('');
  expect(submitButton()).toBeDisabled();
  expect(laterButton()).toBeEnabled();
});

test('fields that are not missing are not asked for', () => {
  renderPage({
    ...handedOver,
    user: { ...googleUser, phone: '09121112233', company_name: 'بازرگانی سارا' },
    missing_fields: [],
  });
  expect(screen.queryByLabelText('شماره موبایل')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('نام شرکت (اختیاری)')).not.toBeInTheDocument();
  expect(submitButton()).toBeEnabled();
});

test('the phone is checked: a mobile number, 09 and 11 digits', async () => {
  renderPage(handedOver);
  const user = userEvent.setup();
  await user.type(phoneInput(), '0912abc');
  expect(submitButton()).toBeEnabled();
  await user.click(submitButton());
  expect(await screen.findByText(MESSAGES.mobileInvalid)).toBeInTheDocument();
  await user.clear(phoneInput());
  await user.type(phoneInput(), '02188776655');
  await user.click(submitButton());
  expect(await screen.findByText(MESSAGES.mobileInvalid)).toBeInTheDocument();
  await user.clear(phoneInput());
  await user.type(phoneInput(), '   ');
  expect(submitButton()).toBeDisabled();
  expect(api.calls).toHaveLength(0);
});

test.each([
  ['staff', { is_staff: true, is_dealer: true }, '/admin'],
  ['a dealer', { is_staff: false, is_dealer: true }, '/dealer'],
  ['a customer', { is_staff: false, is_dealer: false }, '/dashboard'],
])('success: %s is stored and lands in their area after 100 ms', async (_who, roles, area) => {
  const completed = { ...googleUser, ...roles, phone: '09121234567', company_name: 'بازرگانی سارا' };
  api.on('POST auth/google/complete-profile/', { status: 200, body: { user: completed, tokens } });
  renderPage({ ...handedOver, user: { ...googleUser, ...roles } });
  const user = userEvent.setup();
  await user.type(phoneInput(), ' ۰۹۱۲۱۲۳۴۵۶۷ ');
  await user.type(companyInput(), '  بازرگانی سارا ');
  await user.click(submitButton());

  expect(await screen.findByTestId('elsewhere')).toHaveTextContent(area);
  // the call as sent (its authorization header is the Google session's, checked elsewhere)
  expect(api.calls.map(({ authorization: _, ...call }) => call)).toEqual([
    {
      method: 'POST',
      path: 'auth/google/complete-profile/',
      body: { email: 'sara@gmail.com', phone: '09121234567', company_name: 'بازرگانی سارا' },
    },
  ]);
  expect(useAuthStore.getState()).toMatchObject({
    accessToken: 'new-access',
    refreshToken: 'new-refresh',
    user: { email: 'sara@gmail.com', phone: '09121234567', company_name: 'بازرگانی سارا' },
  });
  expect(localStorage.getItem('access_token')).toBe('new-access');
});

test('waits 100 ms after storing the session, disabled meanwhile', async () => {
  api.on('POST auth/google/complete-profile/', {
    status: 200,
    body: { user: { ...googleUser, phone: '09121234567' }, tokens },
  });
  let storedAt: number | null = null;
  const unsubscribe = useAuthStore.subscribe((state) => {
    if (state.accessToken === 'new-access') storedAt ??= performance.now();
  });
  renderPage(handedOver);
  const user = userEvent.setup();
  await user.type(phoneInput(), '09121234567');
  await user.click(submitButton());
  await waitFor(() => expect(storedAt).not.toBeNull());
  if (!screen.queryByTestId('elsewhere')) expect(phoneInput()).toBeDisabled();
  expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/dashboard');
  unsubscribe();
  expect(arrivedAt! - storedAt!).toBeGreaterThanOrEqual(95);
});

test('everything is disabled while saving', async () => {
  let answer: (reply: ApiReply) => void = () => {};
  api.on('POST auth/google/complete-profile/', () => new Promise<ApiReply>((resolve) => (answer = resolve)));
  renderPage(handedOver);
  const user = userEvent.setup();
  await user.type(phoneInput(), '09121234567');
  await user.click(submitButton());
  await waitFor(() => expect(api.calls).toHaveLength(1));
  expect(phoneInput()).toBeDisabled();
  expect(submitButton()).toBeDisabled();
  expect(laterButton()).toBeDisabled();
  answer({ status: 500 });
  expect(await screen.findByRole('alert')).toHaveTextContent('خطا در تکمیل اطلاعات، لطفاً دوباره تلاش کنید');
  expect(phoneInput()).toBeEnabled();
});

test.each([
  [
    'the server text',
    { status: 409, body: { error: 'این شماره قبلاً ثبت شده است' } },
    'این شماره قبلاً ثبت شده است',
  ],
  ['400 without a text', { status: 400, body: {} }, 'اطلاعات واردشده نامعتبر است'],
  ['another failure', { status: 503 }, 'خطا در تکمیل اطلاعات، لطفاً دوباره تلاش کنید'],
])('errors: %s', async (_case, reply, text) => {
  api.on('POST auth/google/complete-profile/', reply);
  renderPage(handedOver);
  const user = userEvent.setup();
  await user.type(phoneInput(), '09121234567');
  await user.click(submitButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
  expect(useAuthStore.getState().accessToken).toBe('google-access');
  expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
});

test("the server's field messages are shown under the fields", async () => {
  api.on('POST auth/google/complete-profile/', {
    status: 400,
    body: { error: 'اطلاعات نامعتبر است', details: { phone: ['این شماره تلفن معتبر نیست'] } },
  });
  renderPage(handedOver);
  const user = userEvent.setup();
  await user.type(phoneInput(), '09121234567');
  await user.click(submitButton());
  expect(await screen.findByText('این شماره تلفن معتبر نیست')).toBeInTheDocument();
  expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');
});

test('an unreachable server gives the generic failure', async () => {
  configureApi({ baseUrl: await unreachableBaseUrl() });
  renderPage(handedOver);
  const user = userEvent.setup();
  await user.type(phoneInput(), '09121234567');
  await user.click(submitButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('خطا در تکمیل اطلاعات، لطفاً دوباره تلاش کنید');
});

test.each([
  ['staff', { is_staff: true, is_dealer: false }, '/admin'],
  ['a dealer', { is_staff: false, is_dealer: true }, '/dealer'],
  ['a customer', { is_staff: false, is_dealer: false }, '/dashboard'],
])('"complete later" takes %s to their area without a request', async (_who, roles, area) => {
  renderPage({ ...handedOver, user: { ...googleUser, ...roles } });
  await userEvent.setup().click(laterButton());
  expect(screen.getByTestId('elsewhere')).toHaveTextContent(area);
  expect(api.calls).toHaveLength(0);
});

test("the Google answer's tokens, when handed over, authorise the call", async () => {
  useAuthStore.getState().clear();
  api.on('POST auth/google/complete-profile/', {
    status: 200,
    body: { user: { ...googleUser, phone: '09121234567' }, tokens },
  });
  renderPage({ ...handedOver, tokens: { access: 'google-access-2', refresh: 'google-refresh-2' } });
  const user = userEvent.setup();
  await user.type(phoneInput(), '09121234567');
  await user.click(submitButton());
  expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/dashboard');
  expect(api.authorizations).toEqual(['Bearer google-access-2']);
  expect(useAuthStore.getState().accessToken).toBe('new-access');
});

test('without handed-over tokens the stored session authorises the call', async () => {
  api.on('POST auth/google/complete-profile/', { status: 400, body: {} });
  renderPage(handedOver);
  const user = userEvent.setup();
  await user.type(phoneInput(), '09121234567');
  await user.click(submitButton());
  await screen.findByRole('alert');
  expect(api.authorizations).toEqual(['Bearer google-access']);
});

test('"complete later" keeps the handed-over session', async () => {
  useAuthStore.getState().clear();
  renderPage({ ...handedOver, tokens: { access: 'google-access-2', refresh: 'google-refresh-2' } });
  await userEvent.setup().click(laterButton());
  expect(screen.getByTestId('elsewhere')).toHaveTextContent('/dashboard');
  expect(useAuthStore.getState()).toMatchObject({
    accessToken: 'google-access-2',
    refreshToken: 'google-refresh-2',
    user: { email: 'sara@gmail.com' },
  });
});
