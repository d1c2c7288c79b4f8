import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { googleAuthApi, useAuthStore } from '@sefaresh/shared-api';
import { startTestApi, type ApiReply, type TestApi } from '@sefaresh/shared-api/testing';
import App from './app';

function Where() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

/** As the shell mounts it: the same App element on each of the area's routes. */
function renderAt(path: string, state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Routes>
        <Route path="/login" element={<App />} />
        <Route path="/register" element={<App />} />
        <Route path="/complete-profile" element={<App />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

test('/login shows the sign-in page, right to left', async () => {
  const { container } = renderAt('/login');
  await act(async () => {}); // the lazily loaded Google area settles (nothing shown: no API here)
  expect(screen.getByRole('heading', { name: 'سامانه ثبت سفارش' })).toBeInTheDocument();
  expect(container.querySelector('.ant-btn-rtl')).not.toBeNull();
});

test('/register shows the registration page (loaded on its own visit)', async () => {
  renderAt('/register');
  expect(await screen.findByRole('heading', { name: 'ایجاد حساب کاربری' })).toBeInTheDocument();
  expect(screen.getByLabelText('نام و نام خانوادگی')).toBeInTheDocument();
});

test('/complete-profile without a user in the navigation state goes to /login', async () => {
  renderAt('/complete-profile');
  expect(await screen.findByRole('heading', { name: 'سامانه ثبت سفارش' })).toBeInTheDocument();
});

test('/complete-profile with a user and the social-sign-in flag shows the page (loaded on its own visit)', async () => {
  const user = {
    id: 3,
    email: 'sara@gmail.com',
    name: 'سارا کریمی',
    is_staff: false,
    is_dealer: false,
    company_name: '',
    phone: '',
  };
  renderAt('/complete-profile', { user, missing_fields: ['phone'], isSocialLogin: true });
  expect(await screen.findByRole('heading', { name: 'تکمیل اطلاعات حساب کاربری' })).toBeInTheDocument();
  expect(screen.getByText('سارا کریمی عزیز، خوش آمدید!')).toBeInTheDocument();
});

test("'forgot password' opens the recovery view in the login page, and 'back to login' returns to the form", async () => {
  renderAt('/login');
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('ایمیل'), 'ali@example.com');
  await user.click(screen.getByRole('button', { name: 'رمز عبور را فراموش کرده‌اید؟' }));

  // the login page keeps its title; the form gives way to the recovery steps
  expect(await screen.findByRole('heading', { name: 'بازیابی رمز عبور' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'سامانه ثبت سفارش' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'ورود' })).not.toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'درخواست کد' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'بازگشت به ورود' }));
  await waitFor(() =>
    expect(screen.queryByRole('heading', { name: 'بازیابی رمز عبور' })).not.toBeInTheDocument(),
  );
  expect(screen.getByRole('button', { name: 'ورود' })).toBeInTheDocument();
  expect(screen.getByLabelText('ایمیل')).toHaveValue('ali@example.com');
});

describe('Google sign-in on /login', () => {
  const GIS = 'script[src="https://accounts.google.com/gsi/client"]';
  let api: TestApi;
  beforeEach(async () => {
    localStorage.clear();
    useAuthStore.getState().clear();
    api = await startTestApi();
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    delete window.google;
    document.querySelectorAll(GIS).forEach((s) => s.remove());
    await api.close();
  });

  /** Stands in for Google's script, already on the page: records the credential callback. */
  function fakeGoogle() {
    const initialize = jest.fn();
    const renderButton = jest.fn();
    window.google = { accounts: { id: { initialize, renderButton } } };
    return {
      renderButton,
      signIn: (credential: string) =>
        act(() =>
          (initialize.mock.calls.at(-1)![0] as { callback: (r: { credential: string }) => void }).callback({
            credential,
          }),
        ),
    };
  }

  test('the Google area is shown only when the server has a client id', async () => {
    api.on('GET auth/google/config/', { status: 200, body: { client_id: null } });
    const config = jest.spyOn(googleAuthApi, 'googleConfig');
    const { unmount } = renderAt('/login');
    // the page has had the server's answer and rendered what followed it
    await waitFor(() => expect(config).toHaveBeenCalled());
    await act(async () => {
      await Promise.allSettled(config.mock.results.map((r) => r.value));
    });
    expect(api.calls.map((c) => c.path)).toEqual(['auth/google/config/']);
    expect(screen.queryByRole('group', { name: 'ورود با حساب گوگل' })).not.toBeInTheDocument();
    expect(document.querySelector(GIS)).toBeNull();
    unmount();

    api.on('GET auth/google/config/', { status: 200, body: { client_id: 'client-123' } });
    renderAt('/login');
    expect(await screen.findByRole('group', { name: 'ورود با حساب گوگل' })).toBeInTheDocument();
    expect(screen.getByText('یا')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector(GIS)).not.toBeNull());
    // the password form is still there
    expect(screen.getByRole('button', { name: 'ورود' })).toBeEnabled();
  });

  test("while Google's credential is exchanged the form is disabled; the server's error shows in the page's alert", async () => {
    api.on('GET auth/google/config/', { status: 200, body: { client_id: 'client-123' } });
    let answer: (reply: ApiReply) => void = () => {};
    api.on('POST auth/google/', () => new Promise<ApiReply>((resolve) => (answer = resolve)));
    const google = fakeGoogle();
    renderAt('/login');
    await waitFor(() => expect(google.renderButton).toHaveBeenCalled());

    google.signIn('google-id-token');
    await waitFor(() => expect(screen.getByLabelText('ایمیل')).toBeDisabled());
    expect(screen.getByRole('button', { name: 'ورود' })).toBeDisabled();

    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain('auth/google/'));
    answer({ status: 403, body: { error: 'حساب کاربری شما غیرفعال است' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('حساب کاربری شما غیرفعال است');
    expect(screen.getByLabelText('ایمیل')).toBeEnabled();
    expect(api.calls.at(-1)).toEqual({
      method: 'POST',
      path: 'auth/google/',
      body: { credential: 'google-id-token' },
    });
  });

  test('a Google user missing data is taken to the complete-profile page', async () => {
    const user = {
      id: 3,
      email: 'sara@gmail.com',
      name: 'سارا کریمی',
      is_staff: false,
      is_dealer: false,
      company_name: '',
      phone: '',
    };
    api.on('GET auth/google/config/', { status: 200, body: { client_id: 'client-123' } });
    api.on('POST auth/google/', {
      status: 200,
      body: {
        user,
        tokens: { access: 'a', refresh: 'r' },
        missing_fields: ['phone', 'company_name'],
        needs_profile_completion: true,
      },
    });
    const google = fakeGoogle();
    renderAt('/login');
    await waitFor(() => expect(google.renderButton).toHaveBeenCalled());
    google.signIn('google-id-token');
    expect(await screen.findByRole('heading', { name: 'تکمیل اطلاعات حساب کاربری' })).toBeInTheDocument();
    expect(screen.getByText('سارا کریمی عزیز، خوش آمدید!')).toBeInTheDocument();
  });
});
