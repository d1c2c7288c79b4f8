import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@sefaresh/shared-ui';
import { MESSAGES } from '@sefaresh/shared-api/rules';
import { PasswordRecovery } from './password-recovery';
import { startTestApi, unreachableBaseUrl, type ApiReply, type TestApi } from '@sefaresh/shared-api/testing';
import { configureApi } from '@sefaresh/shared-api';

const T = {
  codeSent: 'کد بازیابی به ایمیل و شماره موبایل شما ارسال شد',
  codeVerified: 'کد تأیید شد، رمز عبور جدید را وارد کنید',
  changed: 'رمز عبور تغییر کرد، اکنون می‌توانید وارد شوید',
};

let api: TestApi;
let onBack: jest.Mock;
beforeEach(async () => {
  api = await startTestApi();
  onBack = jest.fn();
});
afterEach(async () => {
  jest.useRealTimers();
  await api.close();
});

function renderRecovery() {
  return render(
    <ThemeProvider>
      <PasswordRecovery onBack={onBack} />
    </ThemeProvider>,
  );
}

/** The step the indicator marks as current. */
const currentStep = (container: HTMLElement) =>
  container.querySelector('[aria-current="step"] div')?.textContent;

const isDisabled = (element: HTMLElement) =>
  (element as HTMLButtonElement).disabled === true || element.getAttribute('aria-disabled') === 'true';

function answerHappyPath() {
  api.on('POST auth/password-reset/request/', { status: 200, body: { message: 'ok' } });
  api.on('POST auth/password-reset/verify/', { status: 200, body: { reset_token: 'reset-123' } });
  api.on('POST auth/password-reset/complete/', { status: 200, body: { message: 'ok' } });
}

async function requestCode(user: ReturnType<typeof userEvent.setup>, email = 'ali@example.com') {
  await user.type(screen.getByLabelText('ایمیل'), email);
  await user.click(screen.getByRole('button', { name: 'ارسال کد بازیابی' }));
  await screen.findByRole('form', { name: 'تأیید کد' });
}

async function verifyCode(user: ReturnType<typeof userEvent.setup>, code = '123456') {
  await user.type(screen.getByLabelText('کد بازیابی'), code);
  await user.click(screen.getByRole('button', { name: 'تأیید کد' }));
  await screen.findByRole('form', { name: 'تغییر رمز عبور' });
}

test('shows the three steps, the first form and the way back to login', async () => {
  const { container } = renderRecovery();
  expect(screen.getByRole('heading', { name: 'بازیابی رمز عبور' })).toBeInTheDocument();
  const steps = within(screen.getByRole('list', { name: 'مراحل بازیابی رمز عبور' })).getAllByRole('listitem');
  expect(steps.map((step) => step.textContent)).toEqual(['۱درخواست کد', '۲تأیید کد', '۳تغییر رمز عبور']);
  expect(currentStep(container)).toBe('درخواست کد');
  expect(screen.getByRole('form', { name: 'درخواست کد' })).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'بازگشت به ورود' }));
  expect(onBack).toHaveBeenCalledTimes(1);
  expect(api.calls).toHaveLength(0);
});

test('the email is required before a code is requested', async () => {
  renderRecovery();
  await userEvent.setup().click(screen.getByRole('button', { name: 'ارسال کد بازیابی' }));
  expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});

test('the whole way: request, verify, new password, and back to login after 2 seconds', async () => {
  jest.useFakeTimers({ doNotFake: ['performance', 'queueMicrotask', 'nextTick', 'setImmediate'] });
  answerHappyPath();
  const { container } = renderRecovery();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  await requestCode(user, '  ali@example.com ');
  expect(screen.getByRole('status')).toHaveTextContent(T.codeSent);
  expect(currentStep(container)).toBe('تأیید کد');
  expect(screen.getByText(/ali@example\.com/)).toBeInTheDocument();

  await verifyCode(user, '۱۲۳۴۵۶');
  expect(screen.getByRole('status')).toHaveTextContent(T.codeVerified);
  expect(currentStep(container)).toBe('تغییر رمز عبور');

  await user.type(screen.getByLabelText('رمز عبور جدید'), 'newpass123');
  await user.type(screen.getByLabelText('تکرار رمز عبور جدید'), 'newpass123');
  await user.click(screen.getByRole('button', { name: 'تغییر رمز عبور' }));
  expect(await screen.findByText(T.changed)).toBeInTheDocument();

  expect(api.calls).toEqual([
    { method: 'POST', path: 'auth/password-reset/request/', body: { email: 'ali@example.com' } },
    {
      method: 'POST',
      path: 'auth/password-reset/verify/',
      body: { email: 'ali@example.com', otp: '123456' },
    },
    {
      method: 'POST',
      path: 'auth/password-reset/complete/',
      body: {
        email: 'ali@example.com',
        reset_token: 'reset-123',
        new_password: 'newpass123',
        confirm_password: 'newpass123',
      },
    },
  ]);
  // Nothing can be clicked while the view waits to return.
  expect(isDisabled(screen.getByRole('button', { name: 'بازگشت به ورود' }))).toBe(true);
  expect(onBack).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1900));
  expect(onBack).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(100));
  expect(onBack).toHaveBeenCalledTimes(1);
});

test('the code field keeps at most six digits, Persian digits turned to ASCII', async () => {
  answerHappyPath();
  renderRecovery();
  const user = userEvent.setup();
  await requestCode(user);
  const otp = screen.getByLabelText('کد بازیابی');
  await user.type(otp, '۱2a3-۴5٦78');
  expect(otp).toHaveValue('123456');
  expect(otp).toHaveAttribute('maxlength', '6');
});

test('a short code is refused before any request', async () => {
  answerHappyPath();
  renderRecovery();
  const user = userEvent.setup();
  await requestCode(user);
  await user.click(screen.getByRole('button', { name: 'تأیید کد' }));
  expect(await screen.findByText(MESSAGES.otpRequired)).toBeInTheDocument();
  await user.type(screen.getByLabelText('کد بازیابی'), '123');
  await user.click(screen.getByRole('button', { name: 'تأیید کد' }));
  expect(await screen.findByText(MESSAGES.otpLength)).toBeInTheDocument();
  expect(api.calls.map((c) => c.path)).toEqual(['auth/password-reset/request/']);
});

test('step 1: the server text is shown, else the fallback; the error clears after 5 seconds', async () => {
  api.on('POST auth/password-reset/request/', {
    status: 429,
    body: { error: 'تعداد درخواست‌ها بیش از حد مجاز است' },
  });
  const { container } = renderRecovery();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('ایمیل'), 'ali@example.com');
  await user.click(screen.getByRole('button', { name: 'ارسال کد بازیابی' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('تعداد درخواست‌ها بیش از حد مجاز است');
  expect(currentStep(container)).toBe('درخواست کد');

  api.on('POST auth/password-reset/request/', { status: 500, body: 'oops' });
  await user.click(screen.getByRole('button', { name: 'ارسال کد بازیابی' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.recoverySendFailed);
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 6000 });
}, 10_000);

test('step 1: an unreachable server gives the fallback', async () => {
  configureApi({ baseUrl: await unreachableBaseUrl() });
  renderRecovery();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('ایمیل'), 'ali@example.com');
  await user.click(screen.getByRole('button', { name: 'ارسال کد بازیابی' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.recoverySendFailed);
});

test('step 2: a wrong code shows the server text, else "wrong or expired"', async () => {
  answerHappyPath();
  api.on('POST auth/password-reset/verify/', { status: 400, body: { error: 'کد منقضی شده است' } });
  const { container } = renderRecovery();
  const user = userEvent.setup();
  await requestCode(user);
  await user.type(screen.getByLabelText('کد بازیابی'), '000000');
  await user.click(screen.getByRole('button', { name: 'تأیید کد' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('کد منقضی شده است');
  expect(currentStep(container)).toBe('تأیید کد');

  api.on('POST auth/password-reset/verify/', { status: 400 });
  await user.click(screen.getByRole('button', { name: 'تأیید کد' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.otpWrongOrExpired));

  // an answer without a reset token is no success either
  api.on('POST auth/password-reset/verify/', { status: 200, body: {} });
  await user.click(screen.getByRole('button', { name: 'تأیید کد' }));
  await waitFor(() => expect(api.calls).toHaveLength(4));
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.otpWrongOrExpired);
  expect(currentStep(container)).toBe('تأیید کد');
});

test('step 2: "send again" waits out the minute with a countdown, clears the old error, and starts again', async () => {
  jest.useFakeTimers({ doNotFake: ['performance', 'queueMicrotask', 'nextTick', 'setImmediate'] });
  answerHappyPath();
  api.on('POST auth/password-reset/verify/', { status: 400, body: { error: 'کد منقضی شده است' } });
  const { container } = renderRecovery();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await requestCode(user);
  const resend = () => screen.getByRole('button', { name: /^ارسال دوباره کد/ });
  expect(resend()).toHaveTextContent('ارسال دوباره کد (۱:۰۰)');
  expect(resend()).toBeDisabled();
  act(() => jest.advanceTimersByTime(15_000));
  expect(resend()).toHaveTextContent('ارسال دوباره کد (۰:۴۵)');
  await user.type(screen.getByLabelText('کد بازیابی'), '000000');
  await user.click(screen.getByRole('button', { name: 'تأیید کد' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('کد منقضی شده است');
  act(() => jest.advanceTimersByTime(45_000));
  expect(resend()).toHaveTextContent(/^ارسال دوباره کد$/);
  expect(resend()).toBeEnabled();

  await user.click(resend());
  await waitFor(() => expect(api.calls).toHaveLength(3));
  expect(api.calls[2]).toMatchObject({
    path: 'auth/password-reset/request/',
    body: { email: 'ali@example.com' },
  });
  expect(await screen.findByRole('status')).toHaveTextContent(T.codeSent);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument(); // the old code's error is gone
  expect(screen.getByLabelText('کد بازیابی')).toHaveValue('');
  expect(resend()).toHaveTextContent('ارسال دوباره کد (۱:۰۰)');
  expect(resend()).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'تغییر ایمیل' }));
  expect(currentStep(container)).toBe('درخواست کد');
});

test('step 3: the new password follows the password rule, and the two must match', async () => {
  answerHappyPath();
  renderRecovery();
  const user = userEvent.setup();
  await requestCode(user);
  await verifyCode(user);
  await user.type(screen.getByLabelText('رمز عبور جدید'), 'short');
  await user.type(screen.getByLabelText('تکرار رمز عبور جدید'), 'other');
  await user.click(screen.getByRole('button', { name: 'تغییر رمز عبور' }));
  expect(await screen.findByText(MESSAGES.passwordTooShort)).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.passwordNeedsDigit)).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.passwordsMismatch)).toBeInTheDocument();
  expect(screen.getByLabelText('رمز عبور جدید')).toHaveAttribute('aria-invalid', 'true');
  expect(api.calls.map((c) => c.path)).not.toContain('auth/password-reset/complete/');
});

test('step 3: a failure shows the server text (and its field message), else the fallback', async () => {
  answerHappyPath();
  api.on('POST auth/password-reset/complete/', {
    status: 400,
    body: { error: 'رمز عبور معتبر نیست', details: { new_password: ['رمز عبور باید رقم داشته باشد'] } },
  });
  renderRecovery();
  const user = userEvent.setup();
  await requestCode(user);
  await verifyCode(user);
  await user.type(screen.getByLabelText('رمز عبور جدید'), 'newpass123');
  await user.type(screen.getByLabelText('تکرار رمز عبور جدید'), 'newpass123');
  await user.click(screen.getByRole('button', { name: 'تغییر رمز عبور' }));
  expect(await screen.findByText('رمز عبور معتبر نیست')).toBeInTheDocument();
  expect(screen.getByText('رمز عبور باید رقم داشته باشد')).toBeInTheDocument();

  api.on('POST auth/password-reset/complete/', { status: 500 });
  await user.click(screen.getByRole('button', { name: 'تغییر رمز عبور' }));
  expect(await screen.findByText(MESSAGES.passwordChangeFailed)).toBeInTheDocument();
  expect(onBack).not.toHaveBeenCalled();
});

test('everything is disabled while a request is in flight', async () => {
  let answer: (reply: ApiReply) => void = () => {};
  api.on('POST auth/password-reset/request/', () => new Promise<ApiReply>((resolve) => (answer = resolve)));
  renderRecovery();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('ایمیل'), 'ali@example.com');
  await user.click(screen.getByRole('button', { name: 'ارسال کد بازیابی' }));
  await waitFor(() => expect(api.calls).toHaveLength(1));
  expect(screen.getByLabelText('ایمیل')).toBeDisabled();
  for (const button of screen.getAllByRole('button')) expect(isDisabled(button)).toBe(true);
  answer({ status: 200, body: { message: 'ok' } });
  expect(await screen.findByLabelText('کد بازیابی')).toBeEnabled();
  expect(isDisabled(screen.getByRole('button', { name: 'بازگشت به ورود' }))).toBe(false);
});

test('success messages disappear after 3 seconds', async () => {
  jest.useFakeTimers({ doNotFake: ['performance', 'queueMicrotask', 'nextTick', 'setImmediate'] });
  answerHappyPath();
  renderRecovery();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await requestCode(user);
  expect(screen.getByRole('status')).toHaveTextContent(T.codeSent);
  act(() => jest.advanceTimersByTime(2900));
  expect(screen.getByRole('status')).toHaveTextContent(T.codeSent);
  act(() => jest.advanceTimersByTime(200));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
