// Rule: production never carries demo data, never runs on an embedded database per replica
// and never writes recovery codes to the log, unless each is explicitly allowed; `npm start` keeps its defaults.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { ConfigError, loadConfig, testConfig } from '../../src/config';
import { DEMO_PASSWORD } from '../../src/seed/seed';
import { users } from '../../src/db/schema';
import { DemoPasswordError, accountsWithDemoPassword } from '../../src/lib/demo-password-guard';
import { createPasswordHasher } from '../../src/modules/auth/passwords';
import { createTestApp, register } from '../helpers';

const PROD = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-that-is-long-enough-0123456789',
  DATABASE_URL: 'postgres://app@db.example/sefaresh',
  SMTP_HOST: 'smtp.example',
  SMS_PROVIDER: 'kavenegar',
  SMS_API_KEY: 'key',
};
const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
};

test('a production start as the README describes has the demo seed off', () => {
  expect(loadConfig(PROD).seedDemo).toBe(false);
  expect(problems(PROD)).toEqual([]);
});

test('production refuses every missing setting at once: DATABASE_URL, JWT_SECRET, real email and SMS', () => {
  const found = problems({ NODE_ENV: 'production' });
  for (const name of ['DATABASE_URL', 'JWT_SECRET', 'SMTP_HOST', 'SMS_PROVIDER'])
    expect(found.some((p) => p.startsWith(name))).toBe(true);
  expect(problems({ ...PROD, DATABASE_URL: 'memory://' }).some((p) => p.startsWith('DATABASE_URL'))).toBe(
    true,
  );
});

test('production refuses the log-only transports unless ALLOW_LOG_TRANSPORTS=true', () => {
  const logOnly = { ...PROD, SMTP_HOST: '', SMS_PROVIDER: 'log' };
  expect(problems(logOnly)).toHaveLength(2);
  expect(problems({ ...logOnly, ALLOW_LOG_TRANSPORTS: 'true' })).toEqual([]);
});

test('production refuses SEED_DEMO=true unless ALLOW_DEMO_PASSWORD=true (a test deployment)', () => {
  expect(problems({ ...PROD, SEED_DEMO: 'true' }).some((p) => p.startsWith('SEED_DEMO'))).toBe(true);
  expect(problems({ ...PROD, SEED_DEMO: 'true', ALLOW_DEMO_PASSWORD: 'true' })).toEqual([]);
});

test('npm start (no NODE_ENV) keeps PGlite and the demo data', () => {
  const config = loadConfig({ JWT_SECRET: PROD.JWT_SECRET });
  expect(config.seedDemo).toBe(true);
  expect(config.database.kind).toBe('pglite');
});

describe('an account with the published demo password', () => {
  let app: FastifyInstance;
  let email: string;
  beforeAll(async () => {
    app = await createTestApp();
    const { body } = await register(app);
    email = body.email as string;
    const hash = await createPasswordHasher(app.config.argon2).hash(DEMO_PASSWORD);
    await app.database.db
      .update(users)
      .set({ passwordHash: hash, isStaff: true })
      .where(eq(users.email, email));
  });
  afterAll(async () => {
    await app?.close();
  });

  test('is found by the start-up check', async () => {
    expect(await accountsWithDemoPassword(app.database.db, app.config.argon2)).toContain(email);
  });

  test('leaves dealers to the password rule (the API never sets the demo password), so a start does not verify each one', async () => {
    const { body } = await register(app);
    const hash = await createPasswordHasher(app.config.argon2).hash(DEMO_PASSWORD);
    await app.database.db
      .update(users)
      .set({ passwordHash: hash, isDealer: true, dealerCode: `DLR-G${Date.now() % 100000}` })
      .where(eq(users.email, body.email as string));
    const found = await accountsWithDemoPassword(app.database.db, app.config.argon2);
    expect(found).toContain(email);
    expect(found).not.toContain(body.email);
  });

  test('stops a production start; ALLOW_DEMO_PASSWORD=true lets a test deployment start', async () => {
    const production = testConfig({ ...app.config, isProduction: true, nodeEnv: 'production' });
    await expect(
      buildApp({ config: production, database: app.database, logger: false }),
    ).rejects.toBeInstanceOf(DemoPasswordError);
    const allowed = await buildApp({
      config: { ...production, allowDemoPassword: true },
      database: app.database,
      logger: false,
    });
    await allowed.close();
  });
});
