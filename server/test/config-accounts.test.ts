import { ConfigError, loadConfig } from '../src/config';

const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/sefaresh-config-test' };

test('defaults: log transports, worker every 5 s, Google off', () => {
  const c = loadConfig(base);
  expect(c.mail).toMatchObject({ host: null, port: 587, secure: false, user: null });
  expect(c.sms).toEqual({
    provider: 'log',
    apiKey: null,
    sender: null,
    baseUrl: 'https://api.kavenegar.com',
  });
  expect(c.notify).toEqual({
    intervalMs: 5000,
    maxAttempts: 5,
    retryBaseMs: 30_000,
    sendTimeoutMs: 15_000,
    concurrency: 4,
    leaseMs: 20_000,
    dedupWindowMs: 120_000,
    smsHourlyBudget: 1000,
    emailHourlyBudget: 10_000,
  });
  expect(c.google).toEqual({ clientId: null, jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs' });
  expect(c.rateLimit.passwordResetPerIpMax).toBe(10);
});

test('SMTP, Kavenegar, Google and worker settings are read', () => {
  const c = loadConfig({
    ...base,
    SMTP_HOST: 'mail.example.com',
    SMTP_SECURE: 'true',
    SMTP_USER: 'u',
    SMTP_PASSWORD: 'p',
    MAIL_FROM: 'shop@example.com',
    SMS_PROVIDER: 'kavenegar',
    SMS_API_KEY: 'KEY',
    SMS_SENDER: '1000',
    SMS_BASE_URL: 'http://127.0.0.1:9999/',
    NOTIFY_INTERVAL: '0',
    NOTIFY_MAX_ATTEMPTS: '3',
    GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
  });
  expect(c.mail).toEqual({
    host: 'mail.example.com',
    port: 465,
    secure: true,
    user: 'u',
    password: 'p',
    from: 'shop@example.com',
  });
  expect(c.sms).toEqual({
    provider: 'kavenegar',
    apiKey: 'KEY',
    sender: '1000',
    baseUrl: 'http://127.0.0.1:9999',
  });
  expect(c.notify.intervalMs).toBe(0);
  expect(c.notify.maxAttempts).toBe(3);
  expect(c.google.clientId).toBe('id.apps.googleusercontent.com');
});

test('bad values are listed together', () => {
  let error: unknown;
  try {
    loadConfig({
      ...base,
      SMS_PROVIDER: 'kavenegar',
      SMTP_PORT: 'x',
      NOTIFY_INTERVAL: 'soon',
      GOOGLE_JWKS_URL: 'ftp://x',
    });
  } catch (err) {
    error = err;
  }
  expect(error).toBeInstanceOf(ConfigError);
  expect((error as ConfigError).problems).toEqual([
    expect.stringContaining('SMTP_PORT'),
    'SMS_API_KEY is required when SMS_PROVIDER=kavenegar',
    expect.stringContaining('NOTIFY_INTERVAL'),
    'GOOGLE_JWKS_URL must start with http:// or https://',
  ]);
});

test('the wait after an unanswered send stays within the 12 h Kavenegar keeps a localid', () => {
  expect(loadConfig(base).notify.dedupWindowMs).toBe(120_000);
  expect(loadConfig({ ...base, NOTIFY_DEDUP_WINDOW: '11h' }).notify.dedupWindowMs).toBe(11 * 3_600_000);
  expect(() => loadConfig({ ...base, NOTIFY_DEDUP_WINDOW: '12h' })).toThrow(
    /NOTIFY_DEDUP_WINDOW must be shorter/,
  );
});
