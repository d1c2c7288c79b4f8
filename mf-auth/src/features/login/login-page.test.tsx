import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApi, useAuthStore } from '@sefaresh/shared-api';
import { ThemeProvider } from '@sefaresh/shared-ui';
import { MESSAGES } from '@sefaresh/shared-api/rules';
import { LoginPage } from './login-page';
import { startTestApi, unreachableBaseUrl, type ApiReply, type TestApi } from '@sefaresh/shared-api/testing';

/** Any other route: shows where the app went, and when. */
let arrivedAt: number | null = null;
function Elsewhere() {
  const location = useLocation();
  arrivedAt ??= performance.now();
  return <p data-testid="elsewhere">{location.pathname}</p>;
}

function renderLogin(state?: unknown) {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/** A <button> is disabled; antd's show-password toggle (a span) says so with aria-disabled. */
const isDisabled = (element: HTMLElement) =>
  (element as HTMLButtonElement).disabled === true || element.getAttribute('aria-disabled') === 'true';

const emailInput = () => screen.getByLabelText('ایمیل');
const passwordInput = () => screen.getByLabelText('رمز عبور');
const loginButton = () => screen.getByRole('button', { name: 'ورود' });

const customer = {
  id: 7,
  email: 'ali@example.com',
  name: 'علی محمدی',
  is_staff: false,
  is_dealer: false,
  company_name: null,
  phone: '09121234567',
};
const tokens = { access: 'access-token', refresh: 'refresh-token' };

let api: TestApi;
beforeEach(async () => {
  localStorage.clear();
  useAuthStore.getState().clear();
  arrivedAt = null;
  api = await startTestApi();
});
afterEach(async () => {
  await api.close();
});

async function signIn(email = 'ali@example.com', password = 'secret123') {
  const user = userEvent.setup();
  await user.type(emailInput(), email);
  await user.type(passwordInput(), password);
  await user.click(loginButton());
  return user;
}

test('shows the title, the fields and every control', () => {
  renderLogin();
  expect(screen.getByRole('heading', { name: 'سامانه ثبت سفارش' })).toBeInTheDocument();
  expect(emailInput()).toHaveValue('');
  expect(passwordInput()).toHaveAttribute('type', 'password');
  expect(screen.getByRole('button', { name: 'رمز عبور را فراموش کرده‌اید؟' })).toBeEnabled();
  expect(loginButton()).toBeEnabled();
  expect(screen.getByRole('button', { name: 'ثبت‌نام' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'بازگشت به صفحه اصلی' })).toBeEnabled();
});

test('an empty form shows the required errors and sends nothing', async () => {
  renderLogin();
  await userEvent.setup().click(loginButton());
  expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
  expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
  expect(api.calls).toHaveLength(0);
});

test('a malformed email is reported when the field is left, and blocks the request', async () => {
  renderLogin();
  const user = userEvent.setup();
  await user.type(emailInput(), 'ali@example');
  await user.tab();
  expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
  await user.type(passwordInput(), 'secret123');
  await user.click(loginButton());
  expect(screen.getByText(MESSAGES.emailInvalid)).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});

test('every field and button is disabled while the request is in flight', async () => {
  let answer: (reply: ApiReply) => void = () => {};
  api.on('POST auth/login/', () => new Promise<ApiReply>((resolve) => (answer = resolve)));
  renderLogin();
  const buttons = screen.getAllByRole('button');
  expect(buttons.length).toBeGreaterThanOrEqual(4);
  await signIn();

  await waitFor(() => expect(api.calls).toHaveLength(1));
  expect(emailInput()).toBeDisabled();
  expect(passwordInput()).toBeDisabled();
  for (const button of buttons) expect(isDisabled(button)).toBe(true);

  answer({ status: 401, body: { error: MESSAGES.loginWrongCredentials } });
  expect(await screen.findByText(MESSAGES.loginWrongCredentials)).toBeInTheDocument();
  expect(emailInput()).toBeEnabled();
  for (const button of buttons) expect(isDisabled(button)).toBe(false);
});

test('sends the trimmed email and the password as typed', async () => {
  api.on('POST auth/login/', { status: 401, body: { error: MESSAGES.loginWrongCredentials } });
  renderLogin();
  await signIn('  ali@example.com ', ' pass word1 ');
  await screen.findByText(MESSAGES.loginWrongCredentials);
  expect(api.calls).toEqual([
    { method: 'POST', path: 'auth/login/', body: { email: 'ali@example.com', password: ' pass word1 ' } },
  ]);
});

test("the server's error text is shown as is, and the stored session is cleared", async () => {
  useAuthStore.getState().setSession(customer, tokens);
  api.on('POST auth/login/', { status: 403, body: { error: 'حساب کاربری شما غیرفعال است' } });
  renderLogin();
  await signIn();
  expect(await screen.findByRole('alert')).toHaveTextContent('حساب کاربری شما غیرفعال است');
  expect(useAuthStore.getState()).toMatchObject({ user: null, accessToken: null, refreshToken: null });
  expect(localStorage.getItem('access_token')).toBeNull();
  expect(localStorage.getItem('userData')).toBeNull();
});

test('a 401 without a text says the email or password is wrong', async () => {
  api.on('POST auth/login/', { status: 401 });
  renderLogin();
  await signIn();
  expect(await screen.findByText('ایمیل یا رمز عبور اشتباه است')).toBeInTheDocument();
  expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
});

test('any other failure without a text says the login failed', async () => {
  api.on('POST auth/login/', { status: 500, body: 'not json' });
  renderLogin();
  await signIn();
  expect(await screen.findByText(MESSAGES.loginFailed)).toBeInTheDocument();
});

test('an unreachable server says the login failed', async () => {
  configureApi({ baseUrl: await unreachableBaseUrl() });
  renderLogin();
  await signIn();
  expect(await screen.findByText(MESSAGES.loginFailed)).toBeInTheDocument();
  expect(emailInput()).toBeEnabled();
});

test.each([
  ['staff', { is_staff: true, is_dealer: true }, '/admin'],
  ['a super admin without is_staff', { is_staff: false, is_superuser: true, is_dealer: false }, '/admin'],
  ['a dealer', { is_staff: false, is_dealer: true }, '/dealer'],
  ['a customer', { is_staff: false, is_dealer: false }, '/dashboard'],
])('%s lands in their area 100 ms after the session is stored', async (_who, roles, area) => {
  const user = { ...customer, ...roles };
  api.on('POST auth/login/', { status: 200, body: { user, tokens } });
  let storedAt: number | null = null;
  const unsubscribe = useAuthStore.subscribe((state) => {
    if (state.accessToken) storedAt ??= performance.now();
  });
  renderLogin();
  await signIn();

  expect(await screen.findByTestId('elsewhere')).toHaveTextContent(area);
  unsubscribe();
  expect(storedAt).not.toBeNull();
  expect(arrivedAt! - storedAt!).toBeGreaterThanOrEqual(95);
  expect(useAuthStore.getState()).toMatchObject({
    user,
    accessToken: 'access-token',
    refreshToken: 'refresh-token',
  });
  expect(localStorage.getItem('access_token')).toBe('access-token');
  expect(JSON.parse(localStorage.getItem('userData')!)).toMatchObject({
    email: 'ali@example.com',
    is_staff: roles.is_staff,
  });
});

test('after the shell sent an expired session here, signing in goes back where the user was', async () => {
  api.on('POST auth/login/', { status: 200, body: { user: customer, tokens } });
  renderLogin({ from: '/orders/12', reason: 'session-expired' });
  await signIn();
  expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/orders/12');
});

test('a from path without the expired-session reason is not followed', async () => {
  api.on('POST auth/login/', { status: 200, body: { user: customer, tokens } });
  renderLogin({ from: '/orders/12' });
  await signIn();
  expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/dashboard');
});

test('stays disabled between the stored session and the redirect', async () => {
  api.on('POST auth/login/', { status: 200, body: { user: customer, tokens } });
  renderLogin();
  await signIn();
  await waitFor(() => expect(useAuthStore.getState().accessToken).toBe('access-token'));
  if (!screen.queryByTestId('elsewhere')) expect(emailInput()).toBeDisabled();
  expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/dashboard');
});

test('after registration: the email is filled in and the success message shown', async () => {
  api.on('POST auth/login/', { status: 200, body: { user: customer, tokens } });
  renderLogin({ email: 'ali@example.com', message: MESSAGES.registerSuccess });
  expect(emailInput()).toHaveValue('ali@example.com');
  expect(screen.getByText(MESSAGES.registerSuccess)).toBeInTheDocument();

  const user = userEvent.setup();
  await user.type(passwordInput(), 'secret123');
  await user.click(loginButton());
  expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/dashboard');
  expect(api.calls[0].body).toEqual({ email: 'ali@example.com', password: 'secret123' });
});

test('navigation state of another shape is ignored', () => {
  renderLogin({ email: 42, message: { text: 'x' } });
  expect(emailInput()).toHaveValue('');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('the register button opens /register and the back button the main page', async () => {
  const { unmount } = renderLogin();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'ثبت‌نام' }));
  expect(screen.getByTestId('elsewhere')).toHaveTextContent('/register');
  unmount();

  arrivedAt = null;
  renderLogin();
  await user.click(screen.getByRole('button', { name: 'بازگشت به صفحه اصلی' }));
  expect(screen.getByTestId('elsewhere')).toHaveTextContent(/^\/$/);
});
