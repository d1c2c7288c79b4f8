// The start-up session check against a real HTTP server on loopback, through the real shared-api client.
import { STORAGE_KEYS, useAuthStore, type AuthUser } from '@sefaresh/shared-api';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { fetchCsrf, startUp, useSessionCheck, verifyStoredSession } from './startup';
import { deferred } from './test/deferred';

let server: TestApi;

/** What the server received, without the headers. */
const calls = () => server.calls.map(({ method, path, body }) => ({ method, path, body }));

const user: AuthUser = {
  id: 5,
  email: 'm@example.com',
  name: 'مریم',
  is_staff: false,
  is_dealer: false,
  company_name: null,
  phone: '09120000000',
};

beforeEach(async () => {
  server = await startTestApi();
  useAuthStore.getState().setSession(user, { access: 'old-access', refresh: 'old-refresh' });
});
afterEach(async () => {
  await server.close();
  useAuthStore.getState().clear();
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('verifyStoredSession', () => {
  it('keeps a session the server accepts', async () => {
    server.on('POST auth/token/verify/', { status: 200, body: {} });
    await expect(verifyStoredSession()).resolves.toBe(true);
    expect(calls()).toEqual([{ method: 'POST', path: 'auth/token/verify/', body: { token: 'old-access' } }]);
    expect(useAuthStore.getState().user?.name).toBe('مریم');
  });

  it('clears the stored tokens and user when verification fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.on('POST auth/token/verify/', { status: 401, body: { error: 'توکن نامعتبر است' } });
    server.on('POST auth/token/refresh/', { status: 401, body: { error: 'توکن نامعتبر است' } });
    await expect(verifyStoredSession()).resolves.toBe(false);
    expect(useAuthStore.getState()).toMatchObject({ accessToken: null, refreshToken: null, user: null });
    for (const key of Object.values(STORAGE_KEYS)) expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('clears the session when the check fails for another reason', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.on('POST auth/token/verify/', { status: 400, body: { error: 'درخواست نامعتبر است' } });
    await expect(verifyStoredSession()).resolves.toBe(false);
    expect(useAuthStore.getState().accessToken).toBeNull();
    expect(calls().map((c) => c.path)).toEqual(['auth/token/verify/']);
  });

  it('keeps the user signed in when only the access token expired and the refresh token still works', async () => {
    server.on('POST auth/token/verify/', { status: 401, body: { error: 'توکن منقضی شده است' } });
    server.on('POST auth/token/refresh/', {
      status: 200,
      body: { access: 'new-access', refresh: 'new-refresh' },
    });
    await expect(verifyStoredSession()).resolves.toBe(true);
    expect(calls()[1]).toEqual({
      method: 'POST',
      path: 'auth/token/refresh/',
      body: { refresh: 'old-refresh' },
    });
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'new-access', refreshToken: 'new-refresh' });
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('new-access');
  });

  it('asks nothing when no session is stored, and drops a partial one', async () => {
    useAuthStore.setState({ accessToken: 'lonely', refreshToken: null, user: null });
    await expect(verifyStoredSession()).resolves.toBe(false);
    expect(calls()).toEqual([]);
    expect(useAuthStore.getState().accessToken).toBeNull();
  });
});

describe('fetchCsrf', () => {
  it('only logs a failure', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(fetchCsrf(() => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });

  it('calls the API', async () => {
    server.on('GET csrf/', { status: 200, body: { csrfToken: 't' } });
    await fetchCsrf();
    expect(calls().map((c) => `${c.method} ${c.path}`)).toEqual(['GET csrf/']);
  });
});

describe('startUp', () => {
  afterEach(() => useSessionCheck.setState({ checked: true }));

  function pendingCalls() {
    const remotes = deferred<void>();
    const csrf = deferred<unknown>();
    const verify = deferred<unknown>();
    const calls = {
      initRemotes: jest.fn(() => remotes.promise),
      csrf: jest.fn(() => csrf.promise),
      sessionApi: { verify: jest.fn(() => verify.promise), refresh: jest.fn() },
    };
    return { remotes, csrf, verify, calls };
  }

  it('sends the registry, CSRF and session calls at once, none waiting for another', async () => {
    const { remotes, csrf, verify, calls } = pendingCalls();
    const started = startUp(calls);
    // all three are out while none has answered
    expect(calls.initRemotes).toHaveBeenCalledTimes(1);
    expect(calls.csrf).toHaveBeenCalledTimes(1);
    expect(calls.sessionApi.verify).toHaveBeenCalledWith({ token: 'old-access' });
    expect(useSessionCheck.getState().checked).toBe(false);

    verify.resolve({});
    await expect(started.session).resolves.toBe(true);
    expect(useSessionCheck.getState().checked).toBe(true);
    // the registry and the CSRF cookie are still on their way: the session check did not wait for them
    let remotesDone = false;
    void started.remotes.then(() => (remotesDone = true));
    await Promise.resolve();
    expect(remotesDone).toBe(false);
    remotes.resolve();
    csrf.resolve({});
    await started.remotes;
    await started.csrf;
  });

  it('keeps nobody waiting when no session is stored', async () => {
    useAuthStore.getState().clear();
    const { calls } = pendingCalls();
    const started = startUp(calls);
    expect(useSessionCheck.getState().checked).toBe(true);
    await expect(started.session).resolves.toBe(false);
    expect(calls.sessionApi.verify).not.toHaveBeenCalled();
  });

  it('a session begun on the sign-in page while the old one was being checked survives its rejection', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { verify, calls } = pendingCalls();
    const started = startUp(calls);
    useAuthStore.getState().setSession(user, { access: 'new-access', refresh: 'new-refresh' });
    verify.reject(new Error('rejected'));
    await expect(started.session).resolves.toBe(true);
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'new-access', refreshToken: 'new-refresh' });
  });
});
