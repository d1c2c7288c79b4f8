// Rule: bad input is a 4xx with a Persian message, never a 500. For every route of the
// OpenAPI document the app serves, out-of-range integers go into every integer path/query parameter and body
// field, and text with control characters into every string parameter and body field (JSON bodies and the text
// fields of multipart forms, JSON-valued fields included), signed in as a super admin and as a customer.
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../src/db/schema';
import { createTestApp, signedInUser } from '../helpers';
import { multipart } from '../image-fixtures';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  minLength?: number;
  pattern?: string;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: Schema }> };
};

const BAD_INTEGERS = ['2147483648', '-1', '1e20', 'abc', '99999999999999999999', '-2147483649'];
const CONTROLS = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085'];
// A few generated strings, each with at least one control character among ordinary (Persian and Latin) text.
const BAD_STRINGS = [
  'a\u0000b',
  ...fc.sample(
    fc
      .tuple(
        fc.string({ unit: fc.constantFrom('a', 'ی', '۱', ' ', '@', '.'), maxLength: 8 }),
        fc.constantFrom(...CONTROLS),
        fc.string({ unit: fc.constantFrom('b', 'ک', '2'), maxLength: 8 }),
      )
      .map(([a, c, b]) => `${a}${c}${b}`),
    { numRuns: 4, seed: 1404 },
  ),
];
const BAD_NUMBERS = [2147483648, -1, 1e20, 'abc'];

const typeOf = (s: Schema) => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);
const variants = (s: Schema) => s.anyOf ?? s.oneOf ?? [s];

/** A plausible value for a schema, so that one bad field at a time is what the route sees. */
function sample(s: Schema | undefined): unknown {
  if (!s) return null;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.anyOf || s.oneOf) return sample(variants(s).find((v) => typeOf(v) !== 'null') ?? variants(s)[0]);
  switch (typeOf(s)) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v)]));
    case 'array':
      return [sample(s.items)];
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'email') return 'someone@example.com';
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
    default:
      return null;
  }
}

/** Paths (key lists) of every integer and string field of a body schema. */
function fields(s: Schema | undefined, at: string[] = [], out: { path: string[]; kind: string }[] = []) {
  if (!s) return out;
  for (const v of variants(s)) {
    const t = typeOf(v);
    if ((t === 'integer' || t === 'number') && at.length) out.push({ path: at, kind: 'integer' });
    else if (t === 'string' && at.length && v.const === undefined && !v.enum && v.format !== 'binary')
      out.push({ path: at, kind: 'string' });
    else if (t === 'object')
      for (const [k, p] of Object.entries(v.properties ?? {})) fields(p, [...at, k], out);
    else if (t === 'array') fields(v.items, [...at, '0'], out);
  }
  return out;
}

function withValue(body: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = /^\d+$/.test(key) ? [] : {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]] = value;
  return copy;
}

let app: FastifyInstance;
let admin: { tokens: { access: string } };
let customer: { tokens: { access: string } };
beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInUser(app);
  customer = await signedInUser(app);
  await app.database.db
    .update(users)
    .set({ isStaff: true, isSuperuser: true })
    .where(eq(users.id, (admin as unknown as { user: { id: number } }).user.id));
});
afterAll(async () => {
  await app?.close();
});

interface Probe {
  method: string;
  url: string;
  payload?: unknown;
  /** A multipart form's text fields instead of a JSON payload. */
  form?: Record<string, string>;
  what: string;
}

/** A sampled body as the text fields of a form: lists and objects as JSON, files left out. */
function formFields(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (v === null || v === undefined || k === 'images') continue;
    out[k] = typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
  return out;
}

function probes(): Probe[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const out: Probe[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (method === 'head' || method === 'options') continue;
      const params = op.parameters ?? [];
      const pathParams = params.filter((p) => p.in === 'path');
      const queryParams = params.filter((p) => p.in === 'query');
      const fill = (overrides: Record<string, string> = {}) =>
        path.replace(/\{(\w+)\}/g, (_m, name: string) =>
          encodeURIComponent(
            overrides[name] ??
              (typeOf(pathParams.find((p) => p.name === name)?.schema ?? {}) === 'integer' ? '999999' : 'x'),
          ),
        );
      const jsonSchema = op.requestBody?.content?.['application/json']?.schema;
      const body = jsonSchema ? sample(jsonSchema) : undefined;
      const M = method.toUpperCase();

      for (const p of [...pathParams, ...queryParams]) {
        const t = typeOf(
          variants(p.schema).find((v) => typeOf(v) === 'integer' || typeOf(v) === 'string') ?? p.schema,
        );
        const bad = t === 'integer' ? BAD_INTEGERS : t === 'string' ? BAD_STRINGS : [];
        for (const value of bad) {
          const url =
            p.in === 'path'
              ? fill({ [p.name]: value })
              : `${fill()}?${new URLSearchParams({ [p.name]: value }).toString()}`;
          out.push({
            method: M,
            url,
            payload: body,
            what: `${M} ${path} ${p.in} ${p.name}=${JSON.stringify(value)}`,
          });
        }
      }
      const formSchema = op.requestBody?.content?.['multipart/form-data']?.schema;
      const formBody = formSchema ? sample(formSchema) : undefined;
      for (const f of fields(formSchema)) {
        const bad = f.kind === 'integer' ? BAD_NUMBERS : BAD_STRINGS;
        for (const value of bad)
          out.push({
            method: M,
            url: fill(),
            form: formFields(withValue(formBody, f.path, value)),
            what: `${M} ${path} form ${f.path.join('.')}=${JSON.stringify(value)}`,
          });
      }
      for (const f of fields(jsonSchema)) {
        const bad = f.kind === 'integer' ? BAD_NUMBERS : BAD_STRINGS;
        for (const value of bad)
          out.push({
            method: M,
            url: fill(),
            payload: withValue(body, f.path, value),
            what: `${M} ${path} body ${f.path.join('.')}=${JSON.stringify(value)}`,
          });
      }
    }
  }
  return out;
}

test('the OpenAPI document has routes with integer and string inputs to try', () => {
  const all = probes();
  expect(all.some((p) => p.what.includes('/api/orders/{id}/ path id'))).toBe(true);
  expect(all.some((p) => p.what.includes('/api/admin/orders/ query customer'))).toBe(true);
  expect(all.some((p) => p.what.includes('/api/auth/login/ body email'))).toBe(true);
  // the multipart forms: their text fields, and the JSON lists inside them
  expect(all.some((p) => p.what.includes('PATCH /api/admin/products/{id}/ form name'))).toBe(true);
  expect(all.some((p) => p.what.includes('POST /api/admin/announcements/ form title'))).toBe(true);
  expect(
    all.some((p) => p.what.includes('PATCH /api/admin/announcements/{id}/ form related_products.0')),
  ).toBe(true);
  expect(all.length).toBeGreaterThan(300);
});

for (const who of ['super admin', 'customer'] as const) {
  test(`no route answers 5xx to out-of-range integers or control characters (${who})`, async () => {
    const token = (who === 'super admin' ? admin : customer).tokens.access;
    const failures: string[] = [];
    for (const p of probes()) {
      let res;
      try {
        const form = p.form ? multipart([], p.form) : undefined;
        res = await app.inject({
          method: p.method as 'GET',
          url: p.url,
          headers: {
            authorization: `Bearer ${token}`,
            ...(form ? { 'content-type': form.contentType } : {}),
          },
          ...(form
            ? { payload: form.payload }
            : p.payload !== undefined
              ? { payload: p.payload as object }
              : {}),
        });
      } catch (err) {
        // a streamed answer (the Excel export) that broke off half-way is a server error too
        failures.push(`${p.what} → ${String(err)}`);
        continue;
      }
      if (res.statusCode >= 500) failures.push(`${p.what} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      else if (res.statusCode === 400) {
        // the envelope with a Persian message
        const json = res.json() as { error?: string };
        if (!/[\u0600-\u06FF]/.test(json.error ?? ''))
          failures.push(`${p.what} → 400 without a Persian message`);
      }
    }
    expect(failures).toEqual([]);
  });
}

test('an id beyond the integer range is a 400 naming the field, in Persian', async () => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/orders/2147483648/',
    headers: { authorization: `Bearer ${customer.tokens.access}` },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    error: expect.any(String),
    details: { id: ['مقدار نباید بیش از 2147483647 باشد'] },
  });
});

test('a NUL byte in a text field is a 400 naming the field, in Persian', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email: 'a\u0000@example.com', password: 'x' },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().details).toEqual({ email: ['این فیلد نباید نویسه‌های کنترلی داشته باشد'] });
});
