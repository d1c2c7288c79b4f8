import { api, configureApi } from './client';
import { authStore, useAuthStore } from './auth-store';
import { ApiError, isEmailTakenError } from './errors';
import { authApi, login } from '../endpoints/auth';
import { systemApi } from '../endpoints/system';
import { EMAIL_TAKEN_ERROR, MESSAGES } from '../rules';
import { startTestApi, type ApiCall, type ApiReply, type TestApi } from '../testing/test-api';
import { eventually, fakeTimers } from '../testing/timers';

const USER = {
  id: 7,
  email: 'a@b.ir',
  name: 'علی',
  is_staff: false,
  is_dealer: false,
  is_superuser: false,
  company_name: null,
  phone: '09120000000',
};

let server: TestApi;
let expired: jest.Mock;

/** A server that accepts only `validToken` and hands out `next-N` tokens on refresh. */
function tokenServer(state: {
  valid: string;
  refreshes: number;
  /** The refresh is answered only once this settles (so that other requests meet it in flight). */
  refreshHeld?: Promise<unknown>;
  refreshFails?: boolean;
}) {
  return async (req: ApiCall) => {
    if (req.path === 'auth/token/refresh/') {
      state.refreshes += 1;
      await state.refreshHeld;
      if (state.refreshFails) return { status: 401, body: { error: 'توکن نامعتبر است' } };
      const { refresh } = req.body as { refresh: string };
      if (refresh !== 'refresh-1') return { status: 401, body: { error: 'توکن نامعتبر است' } };
      state.valid = `next-${state.refreshes}`;
      return { status: 200, body: { access: state.valid, refresh: `refresh-${state.refreshes + 1}` } };
    }
    if (req.authorization !== `Bearer ${state.valid}`)
      return { status: 401, body: { error: 'نشست نامعتبر است' } };
    return { status: 200, body: { ok: true, path: req.path } };
  };
}

/** A refresh held until the server has had all three requests sent with the old token. */
function heldUntilThreeOldTokens() {
  let release: () => void = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  const released = eventually(
    () => server.calls.filter((c) => c.authorization === 'Bearer old').length === 3,
  ).then(release);
  return { promise, released };
}

beforeEach(async () => {
  localStorage.clear();
  useAuthStore.getState().clear();
  server = await startTestApi();
  server.otherwise({ status: 200, body: {} });
  expired = jest.fn();
  configureApi({ onSessionExpired: expired, timeout: 2000 });
});

afterEach(async () => {
  await server.close();
});

describe('bearer token', () => {
  it('sends the access token of the store', async () => {
    authStore.setSession(USER, { access: 'acc-1', refresh: 'refresh-1' });
    server.otherwise(() => ({ status: 200, body: { hello: 'سلام' } }));
    await expect(api.get('orders/').json()).resolves.toEqual({ hello: 'سلام' });
    expect(server.calls[0].authorization).toBe('Bearer acc-1');
    expect(server.calls[0].path).toBe('orders/');
  });

  it('sends no authorization header when signed out', async () => {
    await api.get('health/').json();
    expect(server.calls[0].authorization).toBeUndefined();
  });
});

describe('refresh on 401', () => {
  it('refreshes once and retries the request with the new token', async () => {
    authStore.setSession(USER, { access: 'old', refresh: 'refresh-1' });
    const state = { valid: 'unknown', refreshes: 0 };
    server.otherwise(tokenServer(state));
    await expect(api.post('orders/', { json: { a: 1 } }).json()).resolves.toEqual({
      ok: true,
      path: 'orders/',
    });
    expect(state.refreshes).toBe(1);
    expect(server.calls.map((r) => `${r.method} ${r.path} ${r.authorization ?? '-'}`)).toEqual([
      'POST orders/ Bearer old',
      'POST auth/token/refresh/ -',
      'POST orders/ Bearer next-1',
    ]);
    // The retried request carries the original body.
    expect(server.calls[2].body).toEqual({ a: 1 });
    expect(useAuthStore.getState().accessToken).toBe('next-1');
    expect(useAuthStore.getState().refreshToken).toBe('refresh-2');
    expect(localStorage.getItem('access_token')).toBe('next-1');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-2');
    expect(expired).not.toHaveBeenCalled();
  });

  it('three concurrent 401s share exactly one refresh and all succeed', async () => {
    authStore.setSession(USER, { access: 'old', refresh: 'refresh-1' });
    const held = heldUntilThreeOldTokens();
    const state = { valid: 'unknown', refreshes: 0, refreshHeld: held.promise };
    server.otherwise(tokenServer(state));
    const results = await Promise.all([
      api.get('a/').json(),
      api.get('b/').json(),
      api.get('c/').json(),
      held.released,
    ]);
    results.pop();
    expect(results).toEqual([
      { ok: true, path: 'a/' },
      { ok: true, path: 'b/' },
      { ok: true, path: 'c/' },
    ]);
    expect(state.refreshes).toBe(1);
    expect(server.calls.filter((r) => r.path === 'auth/token/refresh/')).toHaveLength(1);
    expect(server.calls.filter((r) => r.authorization === 'Bearer next-1')).toHaveLength(3);
  });

  it('a failed refresh clears the store and localStorage and calls onSessionExpired', async () => {
    authStore.setSession(USER, { access: 'old', refresh: 'refresh-1' });
    expect(localStorage.getItem('userData')).not.toBeNull();
    const state = { valid: 'unknown', refreshes: 0, refreshFails: true };
    server.otherwise(tokenServer(state));
    const error = await api
      .get('orders/')
      .json()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe(MESSAGES.sessionExpired);
    expect(state.refreshes).toBe(1);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState()).toMatchObject({ accessToken: null, refreshToken: null, user: null });
    for (const key of ['access_token', 'refresh_token', 'userData'])
      expect(localStorage.getItem(key)).toBeNull();
  });

  it('concurrent requests with a failing refresh expire the session once', async () => {
    authStore.setSession(USER, { access: 'old', refresh: 'refresh-1' });
    const held = heldUntilThreeOldTokens();
    const state = { valid: 'unknown', refreshes: 0, refreshFails: true, refreshHeld: held.promise };
    server.otherwise(tokenServer(state));
    const [results] = await Promise.all([
      Promise.allSettled([api.get('a/'), api.get('b/'), api.get('c/')]),
      held.released,
    ]);
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).status === 401)).toBe(true);
    expect(state.refreshes).toBe(1);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('retries only once: a second 401 is returned as an ApiError', async () => {
    authStore.setSession(USER, { access: 'old', refresh: 'refresh-1' });
    let refreshes = 0;
    server.otherwise((req) => {
      if (req.path === 'auth/token/refresh/') {
        refreshes += 1;
        return { status: 200, body: { access: 'new', refresh: 'r2' } };
      }
      return { status: 401, body: { error: 'دسترسی ندارید' } };
    });
    const error = (await api.get('orders/').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.message).toBe('دسترسی ندارید');
    expect(refreshes).toBe(1);
    expect(server.calls).toHaveLength(3);
  });

  it('does not refresh for the auth endpoints themselves', async () => {
    authStore.setSession(USER, { access: 'old', refresh: 'refresh-1' });
    server.otherwise(() => ({ status: 401, body: { error: 'ایمیل یا رمز عبور اشتباه است' } }));
    const error = (await login({ email: 'a@b.ir', password: 'x' }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(error.message).toBe('ایمیل یا رمز عبور اشتباه است');
    expect(server.calls.map((r) => r.path)).toEqual(['auth/login/']);
    expect(expired).not.toHaveBeenCalled();
    // a failed login clears the stored session (spec 000 §4)
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('does not try to refresh when nobody is signed in', async () => {
    server.otherwise(() => ({ status: 401, body: { error: 'ابتدا وارد شوید' } }));
    const error = (await api.get('profile/me/').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(server.calls).toHaveLength(1);
    expect(expired).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh call cannot reach a working server', async () => {
    authStore.setSession(USER, { access: 'old', refresh: 'refresh-1' });
    server.otherwise((req) => {
      if (req.path === 'auth/token/refresh/') return { status: 503, body: { error: 'سرویس در دسترس نیست' } };
      return { status: 401, body: { error: 'منقضی' } };
    });
    const error = (await api.get('orders/').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(503);
    expect(expired).not.toHaveBeenCalled();
    expect(useAuthStore.getState().refreshToken).toBe('refresh-1');
  });
});

describe('ApiError mapping', () => {
  it('maps {error, details} of a 400 with string and list details', async () => {
    server.otherwise(() => ({
      status: 400,
      body: {
        error: 'اطلاعات نامعتبر است',
        details: { email: EMAIL_TAKEN_ERROR, phone: ['شماره تلفن فقط باید شامل رقم باشد', 'کوتاه است'] },
      },
    }));
    const error = (await authApi
      .register({ email: 'a@b.ir', name: 'علی', password: 'abc12345', phone: '0912', company_name: '' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(400);
    expect(error.message).toBe('اطلاعات نامعتبر است');
    expect(error.fieldErrors).toEqual({
      email: [EMAIL_TAKEN_ERROR],
      phone: ['شماره تلفن فقط باید شامل رقم باشد', 'کوتاه است'],
    });
    expect(error.fieldError('phone')).toBe('شماره تلفن فقط باید شامل رقم باشد');
    expect(isEmailTakenError(error)).toBe(true);
  });

  it('maps a non-JSON 500 to a Persian server error', async () => {
    server.otherwise({ status: 500, contentType: 'text/html', text: '<html>Internal Server Error</html>' });
    const error = (await api
      .get('orders/')
      .json()
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(500);
    expect(error.message).toBe(MESSAGES.serverError);
    expect(error.fieldErrors).toEqual({});
  });

  it('uses the server error text for 404 and a Persian default when missing', async () => {
    server.otherwise((req) =>
      req.path.endsWith('/1/')
        ? { status: 404, body: { error: 'سفارش پیدا نشد' } }
        : { status: 403, body: {} },
    );
    await expect(api.get('orders/1/').json()).rejects.toMatchObject({
      status: 404,
      message: 'سفارش پیدا نشد',
    });
    await expect(api.get('orders/2/').json()).rejects.toMatchObject({
      status: 403,
      message: MESSAGES.forbidden,
    });
  });

  it('maps a network failure (server closed) to status 0', async () => {
    await server.close();
    const error = (await systemApi.health().catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.kind).toBe('network');
    expect(error.message).toBe(MESSAGES.connectionError);
    server = await startTestApi(); // for afterEach
  });

  it('maps a time-out to 408 with a Persian message', async () => {
    let answer: (reply: ApiReply) => void = () => {};
    server.otherwise(() => new Promise<ApiReply>((resolve) => (answer = resolve)));
    fakeTimers('setTimeout');
    const pending = api
      .get('orders/9/', { timeout: 100 })
      .json()
      .catch((e: unknown) => e);
    await eventually(() => server.calls.length === 1);
    jest.advanceTimersByTime(100);
    const error = (await pending) as ApiError;
    jest.useRealTimers();
    answer({ status: 200, body: {} });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(408);
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('زمان درخواست به پایان رسید');
  });

  it('rejects awaited responses (not only body shortcuts) with ApiError', async () => {
    server.otherwise(() => ({ status: 409, body: { error: 'امکان‌پذیر نیست' } }));
    await expect(api.post('orders/1/cancel/')).rejects.toBeInstanceOf(ApiError);
    await expect(api.post('orders/1/cancel/').text()).rejects.toMatchObject({
      status: 409,
      message: 'امکان‌پذیر نیست',
    });
  });
});

describe('endpoints', () => {
  it('login stores the session and the three localStorage keys', async () => {
    server.otherwise((req) => {
      expect(req.body).toEqual({ email: 'a@b.ir', password: 'abc12345' });
      return { status: 200, body: { user: USER, tokens: { access: 'A', refresh: 'R' } } };
    });
    const result = await login({ email: 'a@b.ir', password: 'abc12345' });
    expect(result.user.name).toBe('علی');
    expect(localStorage.getItem('access_token')).toBe('A');
    expect(localStorage.getItem('refresh_token')).toBe('R');
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual(USER);
  });

  it('hits the contract paths', async () => {
    server.otherwise((req) => {
      const answers: Record<string, unknown> = {
        'auth/register/': { user: { id: 1, name: 'علی', email: 'a@b.ir' } },
        'auth/token/refresh/': { access: 'a2', refresh: 'r2' },
        'auth/token/verify/': {},
        'csrf/': { csrfToken: 'c' },
        'health/': { status: 'ok', database: 'up' },
      };
      return { status: req.path === 'auth/register/' ? 201 : 200, body: answers[req.path] ?? {} };
    });
    await expect(
      authApi.register({
        email: 'a@b.ir',
        name: 'علی',
        password: 'abc12345',
        phone: '09120000000',
        company_name: '',
      }),
    ).resolves.toEqual({
      user: { id: 1, name: 'علی', email: 'a@b.ir' },
    });
    await expect(authApi.refresh({ refresh: 'r' })).resolves.toEqual({ access: 'a2', refresh: 'r2' });
    await expect(authApi.verify({ token: 't' })).resolves.toEqual({});
    await expect(authApi.csrf()).resolves.toEqual({ csrfToken: 'c' });
    await expect(systemApi.health()).resolves.toEqual({ status: 'ok', database: 'up' });
    expect(server.calls.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST auth/register/',
      'POST auth/token/refresh/',
      'POST auth/token/verify/',
      'GET csrf/',
      'GET health/',
    ]);
  });

  it('health resolves with the body of a 503 (database down) and rejects other failures', async () => {
    server.otherwise(() => ({ status: 503, body: { status: 'error', database: 'down' } }));
    await expect(systemApi.health()).resolves.toEqual({ status: 'error', database: 'down' });
    server.otherwise(() => ({ status: 500, body: { error: 'خطای داخلی' } }));
    await expect(systemApi.health()).rejects.toMatchObject({ status: 500, message: 'خطای داخلی' });
  });
});
