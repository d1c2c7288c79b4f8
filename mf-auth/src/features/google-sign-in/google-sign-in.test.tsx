import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { googleAuthApi, useAuthStore } from '@sefaresh/shared-api';
import {
  eventually,
  fakeTimers,
  startTestApi,
  type ApiReply,
  type TestApi,
} from '@sefaresh/shared-api/testing';
import { GoogleSignIn, type GoogleSignInProps } from './google-sign-in';
import { GIS_SCRIPT_SRC, loadGoogleIdentity, type GoogleCredentialResponse } from './gis-loader';

/** Any other route: shows where the app went, and with which state. */
function Elsewhere() {
  const location = useLocation();
  return (
    <>
      <p data-testid="elsewhere">{location.pathname}</p>
      <pre data-testid="state">{JSON.stringify(location.state ?? null)}</pre>
    </>
  );
}

function renderGoogle(props: GoogleSignInProps = {}) {
  return render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<GoogleSignIn {...props} />} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );
}

const gisScripts = () => document.querySelectorAll(`script[src="${GIS_SCRIPT_SRC}"]`);

/** Stands in for Google's script: defines window.google and fires the tag's load event. */
function fakeGoogle() {
  const fake = {
    initialize: jest.fn(),
    renderButton: jest.fn(),
    /** The callback given to initialize(): what Google calls with the credential. */
    signIn: (credential: string) => {
      const { callback } = fake.initialize.mock.calls.at(-1)![0] as {
        callback: (r: GoogleCredentialResponse) => void;
      };
      act(() => callback({ credential, select_by: 'btn' }));
    },
  };
  window.google = { accounts: { id: { initialize: fake.initialize, renderButton: fake.renderButton } } };
  return fake;
}
async function googleLoads() {
  await waitFor(() => expect(gisScripts()).toHaveLength(1));
  const fake = fakeGoogle();
  act(() => {
    gisScripts()[0].dispatchEvent(new Event('load'));
  });
  await waitFor(() => expect(fake.renderButton).toHaveBeenCalled());
  return fake;
}

/**
 * Resolves once the component has had the server's answer to its config call, whatever it was, and React has
 * rendered what followed: from then on, what is absent stays absent.
 */
async function configAnswered(config: jest.SpiedFunction<typeof googleAuthApi.googleConfig>) {
  await waitFor(() => expect(config).toHaveBeenCalled());
  await act(async () => {
    await Promise.allSettled(config.mock.results.map((r) => r.value));
  });
}

const CLIENT_ID = 'client-123.apps.googleusercontent.com';
const customer = {
  id: 7,
  email: 'ali@gmail.com',
  name: 'علی محمدی',
  is_staff: false,
  is_dealer: false,
  company_name: 'شرکت نمونه',
  phone: '09121234567',
};
const tokens = { access: 'access-token', refresh: 'refresh-token' };
const complete = (user = customer): ApiReply => ({
  status: 200,
  body: { user, tokens, missing_fields: [], needs_profile_completion: false },
});

let api: TestApi;
beforeEach(async () => {
  localStorage.clear();
  useAuthStore.getState().clear();
  delete window.google;
  gisScripts().forEach((s) => s.remove());
  api = await startTestApi();
});
afterEach(async () => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  await api.close();
});

test('without a client id nothing is shown and Google’s script is not loaded', async () => {
  api.on('GET auth/google/config/', { status: 200, body: { client_id: null } });
  const config = jest.spyOn(googleAuthApi, 'googleConfig');
  const { container } = renderGoogle();
  await configAnswered(config);
  expect(api.calls).toEqual([{ method: 'GET', path: 'auth/google/config/', body: undefined }]);
  expect(container).toBeEmptyDOMElement();
  expect(gisScripts()).toHaveLength(0);
});

test('a failing config call shows nothing and loads nothing', async () => {
  api.on('GET auth/google/config/', { status: 500, body: { error: 'خطای سرور' } });
  const config = jest.spyOn(googleAuthApi, 'googleConfig');
  const { container } = renderGoogle();
  await configAnswered(config);
  expect(api.calls).toHaveLength(1);
  expect(container).toBeEmptyDOMElement();
  expect(gisScripts()).toHaveLength(0);
});

test('with a client id: Google’s script is injected once, then initialised in popup mode and its button rendered', async () => {
  api.on('GET auth/google/config/', { status: 200, body: { client_id: CLIENT_ID } });
  renderGoogle();
  renderGoogle(); // a second area on the page waits for the same tag
  await waitFor(() => expect(screen.getAllByRole('group', { name: 'ورود با حساب گوگل' })).toHaveLength(2));
  expect(screen.getAllByText('یا')).toHaveLength(2);

  const fake = await googleLoads();
  await waitFor(() => expect(fake.renderButton).toHaveBeenCalledTimes(2));
  expect(gisScripts()).toHaveLength(1);
  expect((gisScripts()[0] as HTMLScriptElement).async).toBe(true);
  expect(fake.initialize).toHaveBeenCalledWith({
    client_id: CLIENT_ID,
    callback: expect.any(Function),
    ux_mode: 'popup',
  });
  const [parent, options] = fake.renderButton.mock.calls[0];
  expect(screen.getAllByTestId('google-button')).toContain(parent);
  expect(options).toEqual({
    theme: 'outline',
    size: 'large',
    text: 'signin_with',
    locale: 'fa',
    width: expect.any(Number),
  });
  expect(options.width).toBeGreaterThanOrEqual(200);
  expect(options.width).toBeLessThanOrEqual(400);
});

test('when Google is already on the page no script is added', async () => {
  api.on('GET auth/google/config/', { status: 200, body: { client_id: CLIENT_ID } });
  const fake = fakeGoogle();
  renderGoogle();
  await waitFor(() => expect(fake.renderButton).toHaveBeenCalledTimes(1));
  expect(gisScripts()).toHaveLength(0);
});

test.each([
  ['staff', { is_staff: true, is_dealer: false }, '/admin'],
  ['a dealer', { is_staff: false, is_dealer: true }, '/dealer'],
  ['a customer', { is_staff: false, is_dealer: false }, '/dashboard'],
])(
  'the credential is posted; %s is signed in and lands in their area after 100 ms',
  async (_who, roles, area) => {
    const user = { ...customer, ...roles };
    api.on('GET auth/google/config/', { status: 200, body: { client_id: CLIENT_ID } });
    let answer: (reply: ApiReply) => void = () => {};
    api.on('POST auth/google/', () => new Promise<ApiReply>((resolve) => (answer = resolve)));
    const onBusy = jest.fn();
    renderGoogle({ onBusy });
    const google = await googleLoads();

    fakeTimers('setTimeout');
    google.signIn('google-id-token');
    await eventually(() => api.calls.some((c) => c.path === 'auth/google/'));
    expect(api.calls.at(-1)).toEqual({
      method: 'POST',
      path: 'auth/google/',
      body: { credential: 'google-id-token' },
    });
    // busy while the credential is exchanged: the button area cannot be clicked
    expect(onBusy).toHaveBeenLastCalledWith(true);
    expect(screen.getByTestId('google-button')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('در حال ورود با گوگل');

    answer(complete(user));
    await eventually(() => useAuthStore.getState().accessToken);
    // the session is stored; the page stays, still busy, until 100 ms have passed
    act(() => jest.advanceTimersByTime(99));
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('در حال ورود با گوگل');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent(area);
    expect(useAuthStore.getState()).toMatchObject({
      user,
      accessToken: 'access-token',
      refreshToken: 'refresh-token',
    });
    expect(localStorage.getItem('access_token')).toBe('access-token');
    expect(onBusy).not.toHaveBeenCalledWith(false);
  },
);

test('a user without a phone goes to /complete-profile with the user, the missing fields, the flag and the tokens', async () => {
  const user = { ...customer, phone: '' };
  api.on('GET auth/google/config/', { status: 200, body: { client_id: CLIENT_ID } });
  api.on('POST auth/google/', {
    status: 200,
    body: { user, tokens, missing_fields: ['phone'], needs_profile_completion: true },
  });
  renderGoogle();
  const google = await googleLoads();
  google.signIn('google-id-token');

  expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/complete-profile$/);
  expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({
    user,
    missing_fields: ['phone'],
    isSocialLogin: true,
    tokens,
  });
  // the complete-profile page stores the session itself
  expect(useAuthStore.getState().accessToken).toBeNull();
});

test("a 401 shows the server's text, clears any stored session and enables the button again", async () => {
  useAuthStore.getState().setSession(customer, tokens);
  api.on('GET auth/google/config/', { status: 200, body: { client_id: CLIENT_ID } });
  api.on('POST auth/google/', { status: 401, body: { error: 'اعتبارنامه گوگل نامعتبر است' } });
  const onBusy = jest.fn();
  renderGoogle({ onBusy });
  const google = await googleLoads();
  google.signIn('bad-token');

  expect(await screen.findByRole('alert')).toHaveTextContent('اعتبارنامه گوگل نامعتبر است');
  expect(onBusy.mock.calls).toEqual([[true], [false]]);
  expect(screen.getByTestId('google-button')).toHaveAttribute('aria-disabled', 'false');
  expect(useAuthStore.getState()).toMatchObject({ user: null, accessToken: null });
  // no token refresh was attempted for the stale session
  expect(api.calls.map((c) => c.path)).toEqual(['auth/google/config/', 'auth/google/']);
  expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
});

test('an error without a text says Google sign-in failed; with onError the page shows it instead', async () => {
  api.on('GET auth/google/config/', { status: 200, body: { client_id: CLIENT_ID } });
  api.on('POST auth/google/', { status: 503, body: 'not json' });
  const onError = jest.fn();
  renderGoogle({ onError });
  const google = await googleLoads();
  google.signIn('token');

  await waitFor(() => expect(onError).toHaveBeenLastCalledWith('ورود با گوگل انجام نشد، دوباره تلاش کنید'));
  expect(onError.mock.calls[0]).toEqual([null]); // the previous error is cleared first
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('disabled: the button area cannot be clicked', async () => {
  api.on('GET auth/google/config/', { status: 200, body: { client_id: CLIENT_ID } });
  fakeGoogle();
  renderGoogle({ disabled: true });
  expect(await screen.findByTestId('google-button')).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByTestId('google-button')).toHaveStyle({ pointerEvents: 'none' });
});

test('a script that never defines google.accounts.id times out with a Persian message, and its tag is removed', async () => {
  api.on('GET auth/google/config/', { status: 200, body: { client_id: CLIENT_ID } });
  fakeTimers('setTimeout', 'setInterval');
  renderGoogle({ loadGoogle: () => loadGoogleIdentity(100) });
  await waitFor(() => expect(gisScripts()).toHaveLength(1));
  act(() => jest.advanceTimersByTime(99));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(gisScripts()).toHaveLength(1);
  await act(async () => jest.advanceTimersByTime(1));
  expect(screen.getByRole('alert')).toHaveTextContent('بارگذاری ورود با گوگل انجام نشد');
  expect(gisScripts()).toHaveLength(0);
});

describe('loadGoogleIdentity', () => {
  test('resolves at once when google.accounts.id is there', async () => {
    const fake = fakeGoogle();
    const id = await loadGoogleIdentity();
    expect(id.initialize).toBe(fake.initialize);
    expect(gisScripts()).toHaveLength(0);
  });

  test('a script that fails to load rejects, and the next call injects a fresh tag', async () => {
    const first = loadGoogleIdentity();
    const again = loadGoogleIdentity();
    expect(gisScripts()).toHaveLength(1);
    gisScripts()[0].dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('بارگذاری ورود با گوگل انجام نشد');
    await expect(again).rejects.toThrow('بارگذاری ورود با گوگل انجام نشد');
    expect(gisScripts()).toHaveLength(0);

    const third = loadGoogleIdentity();
    expect(gisScripts()).toHaveLength(1);
    const fake = fakeGoogle();
    gisScripts()[0].dispatchEvent(new Event('load'));
    await expect(third).resolves.toMatchObject({ initialize: fake.initialize });
  });
});
