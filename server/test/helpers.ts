// Test app on a real database: in-memory PGlite, or PostgreSQL when DATABASE_URL is set (npm run test:pg).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { testConfig, type Config } from '../src/config';
import type { Clock } from '../src/lib/clock';

/**
 * On PostgreSQL (npm run test:pg) every test app gets a database of its own, named after the run's database
 * (scripts/test-pg.mjs drops them all at the end), so files running in parallel never see each other's rows.
 */
async function ownPostgresDatabase(): Promise<Config['database'] | undefined> {
  const base = process.env.DATABASE_URL;
  if (!base) return undefined;
  const url = new URL(base);
  const name = `${url.pathname.slice(1)}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  return { kind: 'postgres', url: url.href };
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  clock?: Clock,
): Promise<FastifyInstance> {
  const database = overrides.database ?? (await ownPostgresDatabase());
  const config = testConfig(database ? { ...overrides, database } : overrides);
  return buildApp({ config, clock, logger: false });
}

/** An email no other test (or parallel test file on the same PostgreSQL database) uses. */
export const uniqueEmail = (prefix = 'user') => `${prefix}.${randomBytes(5).toString('hex')}@example.com`;

export const STRONG_PASSWORD = 'Passw0rd123';

export async function register(app: FastifyInstance, fields: Record<string, unknown> = {}) {
  const body = {
    email: uniqueEmail(),
    name: 'کاربر آزمایشی',
    password: STRONG_PASSWORD,
    phone: '09121234567',
    company_name: '',
    ...fields,
  };
  const res = await app.inject({ method: 'POST', url: '/api/auth/register/', payload: body });
  return { res, body };
}

export async function login(app: FastifyInstance, email: string, password = STRONG_PASSWORD) {
  return app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } });
}

/** A registered and signed-in user. */
export async function signedInUser(app: FastifyInstance, fields: Record<string, unknown> = {}) {
  const { res, body } = await register(app, fields);
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  const loginRes = await login(app, body.email as string, body.password as string);
  if (loginRes.statusCode !== 200) throw new Error(`login failed: ${loginRes.body}`);
  const json = loginRes.json() as { user: { id: number }; tokens: { access: string; refresh: string } };
  return { ...json, email: body.email as string, password: body.password as string };
}
