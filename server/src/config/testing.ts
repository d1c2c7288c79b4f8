// The configuration tests and tools use instead of the environment.
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../lib/paths';
import { DEFAULT_QUOTES } from './quotes';
import { DEFAULT_RECEIVABLES } from './receivables';
import { DEFAULT_SELLER, type Config } from './types';

/** A complete config for tests and tools: no environment read, in-memory PGlite, cheap argon2. */
/** The notification worker in tests: no polling (a test calls flush() / drain()), the production's other settings. */
export const TEST_NOTIFY: Config['notify'] = {
  intervalMs: 0,
  maxAttempts: 5,
  retryBaseMs: 30_000,
  sendTimeoutMs: 5_000,
  concurrency: 4,
  leaseMs: 20_000,
  dedupWindowMs: 120_000,
  smsHourlyBudget: 0,
  emailHourlyBudget: 0,
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    nodeEnv: 'test',
    isProduction: false,
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(REPO_ROOT, 'data'),
    database: process.env.DATABASE_URL
      ? {
          kind: 'postgres',
          url: process.env.DATABASE_URL,
          ...(process.env.DATABASE_DIRECT_URL ? { directUrl: process.env.DATABASE_DIRECT_URL } : {}),
        }
      : { kind: 'pglite', dir: null },
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlSeconds: 7 * 86400,
    // off: tests change roles straight in the database and act at once; test/user-cache.test.ts turns it on
    userCacheSeconds: 0,
    staticRoot: null,
    seedDemo: false,
    allowDemoPassword: false,
    rateLimit: {
      enabled: true,
      apiMax: 100_000,
      loginPerIpMax: 100_000,
      registerPerIpMax: 100_000,
      ipWindowMs: 60_000,
      loginFailuresPerAccountAndAddress: 1_000,
      loginFailuresPerAccount: 1_000,
      loginFailureWindowMs: 15 * 60_000,
      passwordResetPerIpMax: 100_000,
      ordersPerCustomerPerHour: 100_000,
      smsPerRecipientPerHour: 100_000,
      emailPerRecipientPerHour: 100_000,
      apiKeyPerMinute: 100_000,
    },
    redis: { url: null, prefix: 'sefaresh-test:' },
    // one folder per process: parallel test files never share (or clean up) each other's files
    files: { kind: 'disk', dir: path.join(os.tmpdir(), `sefaresh-test-files-${process.pid}`) },
    argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    logLevel: 'silent',
    trustProxy: false,
    mail: {
      host: null,
      port: 587,
      secure: false,
      user: null,
      password: null,
      from: 'sefaresh-test@example.com',
    },
    sms: { provider: 'log', apiKey: null, sender: null, baseUrl: 'https://api.kavenegar.com' },
    notify: TEST_NOTIFY,
    webhooks: { allowPrivate: false, timeoutMs: 10_000, retryBaseMs: 30_000, retryForMs: 86_400_000 },
    google: { clientId: null, jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs' },
    seller: DEFAULT_SELLER,
    quotes: DEFAULT_QUOTES,
    receivables: DEFAULT_RECEIVABLES,
    // no job runs by itself in tests: a test drives a pass with app.jobs.<name>.runOnce()
    jobs: { intervalMs: 0, orphanGraceMs: 24 * 3_600_000, sweepEveryMs: 3_600_000 },
    metricsToken: null,
    imageConcurrency: 2,
    ...overrides,
  };
}
