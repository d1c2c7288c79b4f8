// The upload through jsdom's XMLHttpRequest against a loopback server: progress, the client's refresh on 401, and
// the one error shape.
import { authStore, useAuthStore } from './auth-store';
import { configureApi, resetApiClientState } from './client';
import { ApiError } from './errors';
import { apiUpload } from './upload';
import { MESSAGES } from '../rules';
import { startTestApi, unreachableBaseUrl, type ApiCall, type TestApi } from '../testing/test-api';

const USER = {
  id: 7,
  email: 'a@b.ir',
  name: 'علی',
  is_staff: true,
  is_dealer: false,
  company_name: null,
  phone: null,
};

let server: TestApi;
let expired: jest.Mock;

beforeEach(async () => {
  localStorage.clear();
  useAuthStore.getState().clear();
  resetApiClientState();
  server = await startTestApi();
  expired = jest.fn();
  configureApi({ onSessionExpired: expired, timeout: 2000 });
});
afterEach(async () => {
  await server.close();
});

function form(): FormData {
  const body = new FormData();
  body.set('name', 'قهوه ترک');
  body.append('images', new File([new Uint8Array(2048)], 'a.png', { type: 'image/png' }), 'a.png');
  return body;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e as ApiError,
  );

it('sends the multipart form with the method asked and the Bearer token', async () => {
  authStore.setSession(USER, { access: 'acc-1', refresh: 'refresh-1' });
  server.on('PATCH admin/products/5/', { status: 200, body: { id: 5 } });
  await expect(apiUpload('admin/products/5/', form(), { method: 'patch' })).resolves.toEqual({ id: 5 });
  const [call] = server.calls;
  expect(call.authorization).toBe('Bearer acc-1');
  expect(String(call.body)).toContain('name="name"\r\n\r\nقهوه ترک');
  expect(String(call.body)).toContain('filename="a.png"');
});

describe('progress', () => {
  /** An XMLHttpRequest whose upload reports a quarter, a half and all of its bytes, then answers 201. */
  class SteppedXhr extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    responseText = '';
    timeout = 0;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    send(body: ArrayBuffer) {
      const total = body.byteLength;
      queueMicrotask(() => {
        for (const share of [0.25, 0.5, 1]) {
          const event = Object.assign(new Event('progress'), {
            lengthComputable: true,
            loaded: total * share,
            total,
          });
          this.upload.dispatchEvent(event);
        }
        this.status = 201;
        this.responseText = '{"id":3}';
        this.onload?.();
      });
    }
  }

  it('reports the share of the bytes sent as they go out', async () => {
    const real = window.XMLHttpRequest;
    window.XMLHttpRequest = SteppedXhr as unknown as typeof XMLHttpRequest;
    const progress: number[] = [];
    try {
      await expect(
        apiUpload('admin/products/', form(), { onProgress: (f) => progress.push(f) }),
      ).resolves.toEqual({
        id: 3,
      });
    } finally {
      window.XMLHttpRequest = real;
    }
    expect(progress).toEqual([0.25, 0.5, 1]);
  });
});

it('on a 401 refreshes the session once and sends the same form again with the new token', async () => {
  authStore.setSession(USER, { access: 'old', refresh: 'refresh-1' });
  server.on('POST auth/token/refresh/', { status: 200, body: { access: 'new', refresh: 'refresh-2' } });
  server.on('POST admin/products/', (call: ApiCall) =>
    call.authorization === 'Bearer new'
      ? { status: 201, body: { id: 9 } }
      : { status: 401, body: { error: 'نشست نامعتبر است' } },
  );
  await expect(apiUpload('admin/products/', form())).resolves.toEqual({ id: 9 });
  expect(server.calls.map((c) => `${c.method} ${c.path} ${c.authorization ?? '-'}`)).toEqual([
    'POST admin/products/ Bearer old',
    'POST auth/token/refresh/ -',
    'POST admin/products/ Bearer new',
  ]);
  expect(String(server.calls[2].body)).toContain('قهوه ترک');
  expect(useAuthStore.getState()).toMatchObject({ accessToken: 'new', refreshToken: 'refresh-2' });
  expect(expired).not.toHaveBeenCalled();
});

it('a failed refresh ends the session as every other call does', async () => {
  authStore.setSession(USER, { access: 'old', refresh: 'refresh-1' });
  server.on('POST auth/token/refresh/', { status: 401, body: { error: 'توکن نامعتبر است' } });
  server.on('POST admin/products/', { status: 401, body: { error: 'نشست نامعتبر است' } });
  const error = await failure(apiUpload('admin/products/', form()));
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 401, message: MESSAGES.sessionExpired, kind: 'http' });
  expect(expired).toHaveBeenCalledTimes(1);
  expect(useAuthStore.getState()).toMatchObject({ accessToken: null, refreshToken: null, user: null });
});

it("a refusal is the client's ApiError: the server's text and its field messages", async () => {
  authStore.setSession(USER, { access: 'acc-1', refresh: 'refresh-1' });
  server.on('POST admin/products/', {
    status: 400,
    body: {
      error: 'اطلاعات نامعتبر است',
      details: { name: ['نام محصول الزامی است'], images: 'حداکثر ۵ تصویر' },
    },
  });
  const error = await failure(apiUpload('admin/products/', form()));
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({
    status: 400,
    message: 'اطلاعات نامعتبر است',
    kind: 'http',
    fieldErrors: { name: ['نام محصول الزامی است'], images: ['حداکثر ۵ تصویر'] },
  });
});

it('an answer without a JSON error gets the Persian text of its status', async () => {
  server.on('POST admin/products/', {
    status: 502,
    text: '<html>Bad Gateway</html>',
    contentType: 'text/html',
  });
  const error = await failure(apiUpload('admin/products/', form()));
  expect(error).toMatchObject({ status: 502, message: MESSAGES.serverError, kind: 'http' });
});

it('a server that cannot be reached is a network ApiError', async () => {
  configureApi({ baseUrl: await unreachableBaseUrl() });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const error = await failure(apiUpload('admin/products/', form()));
  jest.restoreAllMocks();
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 0, kind: 'network', message: MESSAGES.connectionError });
});
