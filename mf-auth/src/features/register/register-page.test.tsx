import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApi, useAuthStore } from '@sefaresh/shared-api';
import { ThemeProvider } from '@sefaresh/shared-ui';
import { CONTACT_MESSAGES, EMAIL_TAKEN_ERROR, MESSAGES } from '@sefaresh/shared-api/rules';
import { RegisterPage } from './register-page';
import { startTestApi, unreachableBaseUrl, type ApiReply, type TestApi } from '@sefaresh/shared-api/testing';

/** Any other route: shows where the page went and the navigation state it handed over. */
function Elsewhere() {
  const location = useLocation();
  return (
    <>
      <p data-testid="path">{location.pathname}</p>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
    </>
  );
}

function renderRegister() {
  render(
    <ThemeProvider>
      <MemoryRouter initialEntries={['/register']}>
        <Routes>
          <Route path="/register" element={<RegisterPage />} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
  return userEvent.setup({ delay: null });
}

const field = {
  email: () => screen.getByLabelText('ایمیل'),
  name: () => screen.getByLabelText('نام و نام خانوادگی'),
  password: () => screen.getByLabelText('رمز عبور'),
  phone: () => screen.getByLabelText('شماره موبایل'),
  company: () => screen.getByLabelText('نام شرکت (اختیاری)'),
};
const submitButton = () => screen.getByRole('button', { name: 'ثبت‌نام' });

/** Replaces a field's text the way a user does: select all, then type or paste. */
async function enter(user: UserEvent, input: HTMLElement, text: string, paste = text.length > 20) {
  await user.clear(input);
  if (paste && text) {
    await user.click(input);
    await user.paste(text);
  } else if (text) {
    await user.type(input, text);
  }
}

const valid = {
  email: 'ali@example.com',
  name: 'علی محمدی',
  password: 'secret123',
  phone: '09121234567',
  company: 'بازرگانی نمونه',
};

async function fillValid(user: UserEvent, overrides: Partial<typeof valid> = {}) {
  const values = { ...valid, ...overrides };
  await enter(user, field.email(), values.email, true);
  await enter(user, field.name(), values.name, true);
  await enter(user, field.password(), values.password, true);
  await enter(user, field.phone(), values.phone, true);
  await enter(user, field.company(), values.company, true);
}

/** The error or hint shown under a field. */
function helpOf(input: HTMLElement): HTMLElement {
  const item = input.closest('[data-field]');
  if (!item) throw new Error('not inside a form field');
  return item as HTMLElement;
}

// A whole form typed key by key, each key validated: slower than jest's default 5 s on a busy machine.
jest.setTimeout(20_000);
configure({ defaultHidden: true });

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(async () => {
  await api.close();
});

/** The error or hint under a field appears (antd shows a new help text after a short debounce). */
async function shows(input: HTMLElement, text: string) {
  expect(await within(helpOf(input)).findByText(text)).toBeInTheDocument();
}
/** …and is gone. Call it after a `shows` of the same render, so the absence means something. */
async function hides(input: HTMLElement, text: string) {
  await waitFor(() => expect(within(helpOf(input)).queryByText(text)).not.toBeInTheDocument());
}

describe('validation as the user types (spec 000 §5)', () => {
  test('email: a valid format, and required', async () => {
    const user = renderRegister();
    await user.type(field.email(), 'ali');
    await shows(field.email(), MESSAGES.emailInvalid);
    await user.type(field.email(), '@example');
    await shows(field.email(), MESSAGES.emailInvalid);
    await user.type(field.email(), '.com');
    await hides(field.email(), MESSAGES.emailInvalid);
    await user.clear(field.email());
    await shows(field.email(), MESSAGES.emailRequired);
  });

  test('full name: required, at least 2 and at most 50 characters', async () => {
    const user = renderRegister();
    await user.type(field.name(), 'ع');
    await shows(field.name(), MESSAGES.nameTooShort);
    await user.type(field.name(), 'ل');
    await hides(field.name(), MESSAGES.nameTooShort);
    await enter(user, field.name(), 'ن'.repeat(51));
    await shows(field.name(), MESSAGES.nameTooLong);
    await enter(user, field.name(), 'ن'.repeat(50));
    await hides(field.name(), MESSAGES.nameTooLong);
    await user.clear(field.name());
    await shows(field.name(), MESSAGES.nameRequired);
  });

  test('password: required, and every missing part listed until it is valid', async () => {
    const user = renderRegister();
    const password = field.password();
    await user.type(password, 'ab');
    await shows(password, MESSAGES.passwordTooShort);
    await shows(password, MESSAGES.passwordNeedsDigit);
    expect(within(helpOf(password)).queryByText(MESSAGES.passwordNeedsLetter)).not.toBeInTheDocument();

    await enter(user, password, '12345678');
    await shows(password, MESSAGES.passwordNeedsLetter);
    await hides(password, MESSAGES.passwordTooShort);
    await hides(password, MESSAGES.passwordNeedsDigit);

    await enter(user, password, 'abcdefgh');
    await shows(password, MESSAGES.passwordNeedsDigit);
    await hides(password, MESSAGES.passwordNeedsLetter);

    await enter(user, password, 'abcdefg1');
    await shows(password, 'رمز عبور معتبر است');
    await hides(password, MESSAGES.passwordNeedsDigit);

    await user.clear(password);
    await shows(password, MESSAGES.passwordRequired);
    await hides(password, 'رمز عبور معتبر است');
  });

  test.each([
    ['', MESSAGES.phoneRequired],
    ['0912abc4567', MESSAGES.mobileInvalid],
    ['02188776655', MESSAGES.mobileInvalid],
    ['02112345678901', MESSAGES.mobileInvalid],
    ['091212345678', MESSAGES.mobileInvalid],
    ['0912123456', MESSAGES.mobileInvalid],
  ])('phone %p: %s', async (typed, message) => {
    const user = renderRegister();
    await user.type(field.phone(), typed || 'x');
    if (!typed) await user.clear(field.phone());
    await shows(field.phone(), message);
    expect(within(helpOf(field.phone())).queryByText('شماره موبایل معتبر است')).not.toBeInTheDocument();
  });

  test.each(['09121234567', '0912-123-4567', '۰۹۱۲۱۲۳۴۵۶۷', '٠٩١٢١٢٣٤٥٦٧', '+989121234567'])(
    'phone %p gets the success hint',
    async (typed) => {
      const user = renderRegister();
      await user.type(field.phone(), typed);
      await shows(field.phone(), 'شماره موبایل معتبر است');
    },
  );

  test('the phone hint appears at the eleventh digit', async () => {
    const user = renderRegister();
    await user.type(field.phone(), '0912123456');
    await shows(field.phone(), MESSAGES.mobileInvalid);
    await user.type(field.phone(), '7');
    await shows(field.phone(), 'شماره موبایل معتبر است');
  });

  test('company name: optional, at most 100 characters', async () => {
    const user = renderRegister();
    await enter(user, field.company(), 'ش'.repeat(101));
    await shows(field.company(), MESSAGES.companyTooLong);
    await enter(user, field.company(), 'ش'.repeat(100));
    await hides(field.company(), MESSAGES.companyTooLong);
    await user.type(field.company(), 'ش');
    await shows(field.company(), MESSAGES.companyTooLong);
    await user.clear(field.company());
    await hides(field.company(), MESSAGES.companyTooLong);
  });

  test('an error also shows when a field is left empty', async () => {
    const user = renderRegister();
    await user.click(field.name());
    await user.tab();
    await shows(field.name(), MESSAGES.nameRequired);
  });
});

describe('submitting', () => {
  test('with invalid fields: every error, "please fix the form errors", no request', async () => {
    const user = renderRegister();
    await user.click(submitButton());
    expect(await screen.findByText(MESSAGES.fixFormErrors)).toBeInTheDocument();
    await shows(field.email(), MESSAGES.emailRequired);
    await shows(field.name(), MESSAGES.nameRequired);
    await shows(field.password(), MESSAGES.passwordRequired);
    await shows(field.phone(), MESSAGES.phoneRequired);
    expect(submitButton()).toBeDisabled();
    expect(api.calls).toHaveLength(0);
  });

  test('a field error disables the submit until it is fixed', async () => {
    const user = renderRegister();
    await fillValid(user, { phone: '0912' });
    await shows(field.phone(), MESSAGES.mobileInvalid);
    expect(submitButton()).toBeDisabled();
    await user.type(field.phone(), '1234567');
    await shows(field.phone(), 'شماره موبایل معتبر است');
    expect(submitButton()).toBeEnabled();
  });

  test('everything is disabled while the request is in flight', async () => {
    let answer: (reply: ApiReply) => void = () => {};
    api.on('POST auth/register/', () => new Promise<ApiReply>((resolve) => (answer = resolve)));
    const user = renderRegister();
    await fillValid(user);
    const back = screen.getByRole('button', { name: 'بازگشت به صفحه اصلی' });
    await user.click(submitButton());
    await waitFor(() => expect(api.calls).toHaveLength(1));
    for (const input of Object.values(field)) expect(input()).toBeDisabled();
    expect(
      screen
        .getAllByRole('button')
        .filter((b) => b.tagName === 'BUTTON')
        .every((b) => (b as HTMLButtonElement).disabled),
    ).toBe(true);
    expect(back).toBeDisabled();

    answer({ status: 500 });
    expect(await screen.findByText(MESSAGES.serverError)).toBeInTheDocument();
    expect(field.email()).toBeEnabled();
    expect(back).toBeEnabled();
  });

  const sessionUser = (over: Record<string, unknown>) => ({
    id: 12,
    name: 'علی محمدی',
    email: 'ali@example.com',
    phone: '09121234567',
    company_name: 'بازرگانی نمونه',
    is_staff: false,
    is_superuser: false,
    is_dealer: false,
    ...over,
  });
  const TOKENS = { access: 'access-token', refresh: 'refresh-token' };

  test('success: sends the normalised form, signs the user in, greets them by name, then opens the dashboard', async () => {
    useAuthStore.getState().clear();
    api.on('POST auth/register/', {
      status: 201,
      body: { user: sessionUser({}), tokens: TOKENS, message: MESSAGES.registerSuccess },
    });
    const user = renderRegister();
    await fillValid(user, { email: ' ali@example.com ', name: ' علی محمدی ', phone: '۰۹۱۲۱۲۳۴۵۶۷' });
    await user.click(submitButton());

    const greeting = await screen.findByRole('dialog');
    expect(greeting).toHaveTextContent('علی محمدی عزیز، خوش آمدید!');
    expect(greeting).toHaveTextContent(MESSAGES.registerSuccess);
    expect(useAuthStore.getState().accessToken).toBe('access-token');
    expect(useAuthStore.getState().user?.email).toBe('ali@example.com');
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: 'auth/register/',
        body: {
          email: 'ali@example.com',
          name: 'علی محمدی',
          password: 'secret123',
          phone: '09121234567',
          company_name: 'بازرگانی نمونه',
        },
      },
    ]);
    expect(screen.queryByTestId('path')).not.toBeInTheDocument();

    await user.click(within(greeting).getByRole('button', { name: 'رفتن به داشبورد' }));
    expect(await screen.findByTestId('path')).toHaveTextContent('/dashboard');
    useAuthStore.getState().clear();
  });

  test('the greeting asks for the email code: a wrong code shows the server reason, resend and the right code prove the email', async () => {
    useAuthStore.getState().clear();
    api.on('POST auth/register/', {
      status: 201,
      body: { user: sessionUser({}), tokens: TOKENS, message: MESSAGES.registerSuccess },
    });
    const user = renderRegister();
    await fillValid(user);
    await user.click(submitButton());
    const greeting = await screen.findByRole('dialog');
    expect(greeting).toHaveTextContent(CONTACT_MESSAGES.registeredCheckEmail);
    const code = within(greeting).getByLabelText(CONTACT_MESSAGES.codeLabel);
    const confirm = () =>
      user.click(within(greeting).getByRole('button', { name: CONTACT_MESSAGES.verifyAction }));

    // the form's own rule first: six digits
    await user.type(code, '12');
    await confirm();
    expect(await within(greeting).findByText(CONTACT_MESSAGES.codeLength)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === 'auth/verify-email/')).toHaveLength(0);

    api.on('POST auth/verify-email/', {
      status: 400,
      body: { error: MESSAGES.otpWrongOrExpired, details: { code: [MESSAGES.otpWrongOrExpired] } },
    });
    await user.clear(code);
    await user.type(code, '۱۲۳۴۵۶');
    await confirm();
    expect(await within(greeting).findByText(MESSAGES.otpWrongOrExpired)).toBeInTheDocument();

    api.on('POST auth/verify-email/resend/', {
      status: 200,
      body: { message: CONTACT_MESSAGES.emailCodeSent },
    });
    await user.click(within(greeting).getByRole('button', { name: CONTACT_MESSAGES.resend }));
    expect(await within(greeting).findByText(CONTACT_MESSAGES.emailCodeSent)).toBeInTheDocument();

    api.on('POST auth/verify-email/', {
      status: 200,
      body: { message: CONTACT_MESSAGES.emailVerified, user: sessionUser({ email_verified: true }) },
    });
    await user.clear(code);
    await user.type(code, '654321');
    await confirm();
    expect(await within(greeting).findByText(CONTACT_MESSAGES.emailVerified)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === 'auth/verify-email/').map((c) => c.body)).toEqual([
      { code: '123456' },
      { code: '654321' },
    ]);
    await user.click(within(greeting).getByRole('button', { name: 'رفتن به داشبورد' }));
    expect(await screen.findByTestId('path')).toHaveTextContent('/dashboard');
    useAuthStore.getState().clear();
  });

  test('the page links to sign-in', async () => {
    const user = renderRegister();
    await user.click(screen.getByRole('button', { name: 'ورود' }));
    expect(await screen.findByTestId('path')).toHaveTextContent('/login');
  });

  test('without a company name the field is sent empty', async () => {
    api.on('POST auth/register/', {
      status: 201,
      body: {
        user: sessionUser({ id: 3, name: 'سارا', email: 'sara@example.com' }),
        tokens: TOKENS,
        message: '',
      },
    });
    const user = renderRegister();
    await fillValid(user, { email: 'sara@example.com', name: 'سارا', company: '' });
    await user.click(submitButton());
    await screen.findByRole('dialog');
    expect(api.calls[0].body).toMatchObject({ company_name: '' });
  });
});

describe('server errors (spec 000 §8)', () => {
  async function submitWith(reply: ApiReply | null) {
    if (reply) api.on('POST auth/register/', reply);
    const user = renderRegister();
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(document.querySelector('.ant-alert')).not.toBeNull());
    return user;
  }
  const formAlert = async () => document.querySelector<HTMLElement>('.ant-alert')!;

  test('a taken email: one wording on the field and the form, with sign-in and recovery offered', async () => {
    const user = await submitWith({
      status: 400,
      body: { error: EMAIL_TAKEN_ERROR, details: { email: [EMAIL_TAKEN_ERROR] } },
    });
    expect(await formAlert()).toHaveTextContent(EMAIL_TAKEN_ERROR);
    await shows(field.email(), EMAIL_TAKEN_ERROR);
    expect(submitButton()).toBeDisabled();
    expect(within(await formAlert()).getByRole('button', { name: 'بازیابی رمز عبور' })).toBeVisible();

    await enter(user, field.email(), 'other@example.com');
    await hides(field.email(), EMAIL_TAKEN_ERROR);
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  test('a taken email: recovery opens the sign-in page on its recovery view with the email', async () => {
    const user = await submitWith({
      status: 400,
      body: { error: EMAIL_TAKEN_ERROR, details: { email: [EMAIL_TAKEN_ERROR] } },
    });
    await user.click(within(await formAlert()).getByRole('button', { name: 'بازیابی رمز عبور' }));
    expect(await screen.findByTestId('path')).toHaveTextContent('/login');
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({
      email: 'ali@example.com',
      recover: true,
    });
  });

  test("details are shown under their fields, with the server's text above the form", async () => {
    await submitWith({
      status: 400,
      body: {
        error: 'اطلاعات ارسالی معتبر نیست',
        details: { phone: ['این شماره تلفن قبلاً استفاده شده است'], name: 'نام مجاز نیست' },
      },
    });
    expect(await formAlert()).toHaveTextContent('اطلاعات ارسالی معتبر نیست');
    await shows(field.phone(), 'این شماره تلفن قبلاً استفاده شده است');
    await shows(field.name(), 'نام مجاز نیست');
    expect(within(helpOf(field.phone())).queryByText('شماره موبایل معتبر است')).not.toBeInTheDocument();
  });

  test('details without a text are joined as validation errors', async () => {
    await submitWith({
      status: 400,
      body: { details: { password: ['رمز عبور بسیار ساده است'], company_name: ['نام شرکت نامعتبر است'] } },
    });
    expect(await formAlert()).toHaveTextContent(
      `${MESSAGES.validationErrorsPrefix}رمز عبور بسیار ساده است، نام شرکت نامعتبر است`,
    );
    await shows(field.password(), 'رمز عبور بسیار ساده است');
    await shows(field.company(), 'نام شرکت نامعتبر است');
  });

  test('any other error text is shown as is', async () => {
    await submitWith({ status: 429, body: { error: 'تعداد درخواست‌ها بیش از حد مجاز است' } });
    expect(await formAlert()).toHaveTextContent('تعداد درخواست‌ها بیش از حد مجاز است');
  });

  test.each([
    [400, MESSAGES.badInput],
    [500, MESSAGES.serverError],
    [502, MESSAGES.serverError],
    [409, MESSAGES.registerFailed],
  ])('%i without a text', async (status, message) => {
    await submitWith({ status });
    expect(await formAlert()).toHaveTextContent(message);
    expect(submitButton()).toBeEnabled();
  });

  test('no connection', async () => {
    configureApi({ baseUrl: await unreachableBaseUrl() });
    await submitWith(null);
    expect(await formAlert()).toHaveTextContent(MESSAGES.connectionError);
  });
});

test('the back button opens the main page', async () => {
  const user = renderRegister();
  await user.click(screen.getByRole('button', { name: 'بازگشت به صفحه اصلی' }));
  expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
});
