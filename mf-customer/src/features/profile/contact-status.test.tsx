import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, useAuthStore } from '@sefaresh/shared-api';
import { ThemeProvider } from '@sefaresh/shared-ui';
import { CONTACT_MESSAGES as T, MESSAGES } from '@sefaresh/shared-api/rules';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { ContactStatus } from './contact-status';

let api: TestApi;
beforeEach(async () => {
  localStorage.clear();
  useAuthStore.getState().setSession(
    {
      id: 7,
      email: 'maryam@example.com',
      name: 'مریم',
      is_staff: false,
      is_dealer: false,
      company_name: '',
      phone: '09121234567',
    },
    { access: 'access-1', refresh: 'refresh-1' },
  );
  api = await startTestApi();
  configureApi({ onSessionExpired: jest.fn() });
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
});
jest.setTimeout(30_000);

const renderStatus = (props: Parameters<typeof ContactStatus>[0]) =>
  render(
    <ThemeProvider>
      <ContactStatus {...props} />
    </ThemeProvider>,
  );

test('a proven contact shows its mark and no action', () => {
  renderStatus({ contact: 'phone', verified: true, onVerified: jest.fn() });
  expect(screen.getByText(T.verified)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: T.verifyAction })).not.toBeInTheDocument();
});

test('«تأیید» sends an SMS code, a wrong code shows why, the right one proves the phone', async () => {
  const onVerified = jest.fn();
  api.on('POST profile/verify-phone/', { status: 200, body: { message: T.phoneCodeSent } });
  renderStatus({ contact: 'phone', verified: false, onVerified });
  expect(screen.getByText(T.notVerified)).toBeInTheDocument();
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: T.verifyAction }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(T.verifyPhoneTitle);
  expect(await within(dialog).findByText(T.phoneCodeSent)).toBeInTheDocument();
  expect(dialog).toHaveTextContent(T.phoneWhy);

  const code = within(dialog).getByLabelText(T.codeLabel);
  const confirm = () => user.click(within(dialog).getByRole('button', { name: T.verifyAction }));
  await confirm();
  expect(await within(dialog).findByText(T.codeRequired)).toBeInTheDocument();

  api.on('POST profile/verify-phone/confirm/', {
    status: 400,
    body: { error: MESSAGES.otpWrongOrExpired, details: { code: [MESSAGES.otpWrongOrExpired] } },
  });
  await user.type(code, '111111');
  await confirm();
  expect(await within(dialog).findByText(MESSAGES.otpWrongOrExpired)).toBeInTheDocument();
  expect(onVerified).not.toHaveBeenCalled();

  api.on('POST profile/verify-phone/confirm/', { status: 200, body: { message: T.phoneVerified, user: {} } });
  await user.clear(code);
  await user.type(code, '۲۲۲۲۲۲');
  await confirm();
  await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
  expect(api.calls.filter((c) => c.path === 'profile/verify-phone/confirm/').map((c) => c.body)).toEqual([
    { code: '111111' },
    { code: '222222' },
  ]);
});

test('the email: a code sent within the minute shows the wait, the code form stays usable', async () => {
  api.on('POST auth/verify-email/resend/', {
    status: 429,
    body: { error: T.waitBeforeResend },
  });
  renderStatus({ contact: 'email', verified: false, onVerified: jest.fn() });
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: T.verifyAction }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(T.verifyEmailTitle);
  expect(await within(dialog).findByText(T.waitBeforeResend)).toBeInTheDocument();
  expect(within(dialog).getByLabelText(T.codeLabel)).toBeEnabled();
});
