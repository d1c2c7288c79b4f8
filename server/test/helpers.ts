// Test app on a real database: in-memory PGlite, or PostgreSQL when DATABASE_URL is set (npm run test:pg).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { testConfig, type Config } from '../src/config';
import type { Clock } from '../src/lib/clock';

export async function createTestApp(
  overrides: Partial<Config> = {},
  clock?: Clock,
): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(overrides), clock, logger: false });
  return app;
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
