// The flattened response serializer (lib/flat-serializer.ts) writes the very bytes the schemas as written would:
// every JSON answer of the demo's order screens (the customers' lists and orders in every status, the dealers'
// assigned orders, the staff's list and every order as staff see it, with receivables, quotes, cheques and
// receipts) is serialized again with fastify's own serializer on the unflattened schema and compared byte for
// byte. The hot answers' serializer schemas carry no union left, and the OpenAPI document keeps them.
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { ORDER_STATUSES, ORDER_TAB_NAMES } from '@sefaresh/shared-api/rules';
import type { FastifyInstance } from 'fastify';
import { flattenUnions } from '../src/lib/flat-serializer';
import { DEMO_PASSWORD } from '../src/seed/seed';
import { createTestApp, login } from './helpers';

const HOT = [
  ['GET', '/api/orders/'],
  ['GET', '/api/orders/:id/'],
  ['GET', '/api/orders/my-assigned-orders/'],
  ['GET', '/api/admin/orders/'],
] as const;

let app: FastifyInstance;
const unflattened = SerializerSelector()({}, {});
const serializers = new WeakMap<object, (doc: unknown) => string>();
/** Per answer: the route, and whether its bytes equal the unflattened serializer's. */
const checked: { url: string; same: boolean; expected: string; actual: string }[] = [];
const payloads = new Map<string, unknown>();
/** The response schema of each route answered, by method and route pattern. */
const routeSchemas = new Map<string, object>();

function responseSchema(schema: unknown, status: number): object | undefined {
  const responses = (schema as { response?: Record<string, object> } | undefined)?.response;
  return responses?.[String(status)] ?? responses?.[`${String(status)[0]}xx`];
}

beforeAll(async () => {
  app = await createTestApp({ seedDemo: true });
  app.addHook('preSerialization', async (request, _reply, payload) => {
    payloads.set(request.id, payload);
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const schema = responseSchema(request.routeOptions.schema, reply.statusCode);
    if (schema && typeof payload === 'string' && payloads.has(request.id)) {
      routeSchemas.set(`${request.method} ${request.routeOptions.url}`, schema);
      let serialize = serializers.get(schema);
      if (!serialize) {
        serialize = unflattened({ schema, method: request.method, url: request.url, httpStatus: '200' });
        serializers.set(schema, serialize);
      }
      const expected = serialize(payloads.get(request.id));
      checked.push({
        url: `${request.method} ${request.url}`,
        same: expected === payload,
        expected,
        actual: payload,
      });
    }
    return payload;
  });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app.close();
});

const get = (token: string, url: string) =>
  app.inject({ method: 'GET', url: `/api/${url}`, headers: { authorization: `Bearer ${token}` } });
const tokenOf = async (email: string) =>
  (await login(app, email, DEMO_PASSWORD)).json().tokens.access as string;

test('every answer of the order screens is byte-identical to the unflattened schemas', async () => {
  const seen = { statuses: new Set<string>(), balance: 0, quote: 0, receipts: 0, cheques: 0, dealer: 0 };
  const details = async (token: string, ids: number[], prefix = 'orders') => {
    for (const id of ids) {
      const res = await get(token, `${prefix}/${id}/`);
      expect(res.statusCode).toBe(200);
      const o = res.json();
      seen.statuses.add(o.status);
      if (o.balance) seen.balance++;
      if (o.quote_version > 1 || o.revision_request) seen.quote++;
      if (o.payment_receipts.length) seen.receipts++;
      if (o.cheques.length) seen.cheques++;
      if (o.commission_status) seen.dealer++;
    }
  };

  // the demo has no order awaiting a revision: customer1 asks for one on a quote waiting for them
  const customer1 = await tokenOf('customer1@sefaresh.ir');
  const waiting = (await get(customer1, 'orders/?tab=active'))
    .json()
    .results.find((o: { status: string }) => o.status === 'waiting_customer_approval');
  const order = (await get(customer1, `orders/${waiting.id}/`)).json();
  const asked = await app.inject({
    method: 'POST',
    url: `/api/orders/${waiting.id}/request-revision/`,
    headers: { authorization: `Bearer ${customer1}` },
    payload: {
      comment: 'لطفاً بازنگری کنید',
      items: [{ item_id: order.items[0].id, comment: 'تخفیف بیشتر' }],
    },
  });
  expect(asked.statusCode).toBe(200);

  for (const email of ['customer1@sefaresh.ir', 'customer2@sefaresh.ir', 'customer3@sefaresh.ir']) {
    const token = await tokenOf(email);
    for (const tab of ORDER_TAB_NAMES) {
      const list = (await get(token, `orders/?tab=${tab}`)).json();
      await details(
        token,
        list.results.map((r: { id: number }) => r.id),
      );
    }
  }
  for (const email of ['dealer1@sefaresh.ir', 'dealer2@sefaresh.ir']) {
    const token = await tokenOf(email);
    for (const tab of ORDER_TAB_NAMES) {
      const list = (await get(token, `orders/my-assigned-orders/?tab=${tab}`)).json();
      const ids = list.orders.map((r: { id: number }) => r.id);
      await details(token, ids);
      await details(token, ids.slice(0, 2), 'dealers/order');
    }
  }
  const staff = await tokenOf('staff@sefaresh.ir');
  await get(staff, 'orders/my-assigned-orders/');
  for (const query of ['', '?page=2', '?status=active', '?sort=amount', '?sort=status', '?page_size=50']) {
    const list = (await get(staff, `admin/orders/${query}`)).json();
    await details(
      staff,
      list.results.map((r: { id: number }) => r.id),
    );
  }

  // the demo covers what the schemas can say: every status, receivables, quotes, receipts, cheques, commissions
  expect([...seen.statuses].sort()).toEqual([...ORDER_STATUSES].sort());
  for (const [what, n] of Object.entries(seen))
    if (typeof n === 'number') expect([what, n > 0]).toEqual([what, true]);
  expect(checked.length).toBeGreaterThan(100);
  const different = checked.filter((c) => !c.same);
  expect(different.map((c) => c.url)).toEqual([]);
}, 120_000);

test("the hot answers' serializer schemas have no union left; the OpenAPI document keeps them", async () => {
  const unions = (s: unknown): number =>
    Array.isArray(s)
      ? s.reduce((n: number, x) => n + unions(x), 0)
      : s && typeof s === 'object'
        ? Object.entries(s).reduce((n, [k, v]) => n + (k === 'anyOf' || k === 'oneOf' ? 1 : 0) + unions(v), 0)
        : 0;
  for (const [method, url] of HOT) {
    const schema = routeSchemas.get(`${method} ${url}`);
    expect([url, unions(schema) > 0]).toEqual([url, true]);
    expect([url, unions(flattenUnions(schema))]).toEqual([url, 0]);
  }
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const list = doc.paths['/api/orders/'].get.responses['200'].content['application/json'].schema;
  expect(JSON.stringify(list)).toContain('"anyOf"');
});
