// Webhooks through HTTP into a real database, to a receiver in this process (WEBHOOKS_ALLOW_PRIVATE=true): only
// super admins manage them; the secret is answered once and rotates; an order priced through the API reaches the
// endpoint signed, once, with the order as staff read it; the deliveries list, a retry and a test event.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { WEBHOOK_EVENTS } from '@sefaresh/shared-api/rules';
import { users, webhookEndpoints } from '../src/db/schema';
import { WEBHOOK_MESSAGES as M } from '../src/modules/webhooks/messages';
import { verifySignature } from '../src/modules/webhooks/signature';
import { addTestProduct, createTestApp, signedInUser } from './helpers';
import { bearer, sessionsByRole, type Session } from './catalogue-fixtures';
import { orderScenarios } from './scenarios';
import { startReceiver } from './webhook-receiver';

let app: FastifyInstance;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let s: Record<'customer' | 'dealer' | 'staff', Session>;
let admin: Session;
let coffee: { id: number };
let saffron: { id: number };
const tag = randomBytes(4).toString('hex');

beforeAll(async () => {
  receiver = await startReceiver();
  app = await createTestApp({
    webhooks: { allowPrivate: true, timeoutMs: 10_000, retryBaseMs: 30_000, retryForMs: 86_400_000 },
  });
  await app.ready();
  coffee = await addTestProduct(app, `قهوه وب‌هوک ${tag}`, { stock: 1000 });
  saffron = await addTestProduct(app, `زعفران وب‌هوک ${tag}`, { stock: 1000 });
  s = await sessionsByRole(app, tag);
  admin = await signedInUser(app);
  await app.database.db
    .update(users)
    .set({ isStaff: true, isSuperuser: true })
    .where(eq(users.id, admin.user.id));
});
afterAll(async () => {
  await app.close();
  await receiver.close();
});

const scenarios = orderScenarios({
  app: () => app,
  customer: () => s.customer,
  staff: () => s.staff,
  coffee: () => coffee,
  saffron: () => saffron,
});

async function createEndpoint(events: string[], path = '/hook') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/webhooks/',
    headers: bearer(admin),
    payload: { url: receiver.url(path), events },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; secret: string; events: string[]; active: boolean };
}

const deliveriesOf = async (id: number) =>
  (
    await app.inject({ method: 'GET', url: `/api/admin/webhooks/${id}/deliveries/`, headers: bearer(admin) })
  ).json();

test('only super admins manage webhooks: anonymous 401, staff, dealers and customers 403', async () => {
  const calls = [
    { method: 'GET', url: '/api/admin/webhooks/' },
    {
      method: 'POST',
      url: '/api/admin/webhooks/',
      payload: { url: 'https://example.com/', events: ['order.priced'] },
    },
    { method: 'PATCH', url: '/api/admin/webhooks/1/', payload: { active: false } },
    { method: 'DELETE', url: '/api/admin/webhooks/1/' },
    { method: 'POST', url: '/api/admin/webhooks/1/rotate-secret/' },
    { method: 'GET', url: '/api/admin/webhooks/1/deliveries/' },
    { method: 'POST', url: '/api/admin/webhooks/1/deliveries/1/retry/' },
    { method: 'POST', url: '/api/admin/webhooks/1/test/' },
  ] as const;
  for (const c of calls) {
    expect((await app.inject({ ...c })).statusCode).toBe(401);
    for (const who of [s.customer, s.dealer, s.staff])
      expect((await app.inject({ ...c, headers: bearer(who) })).statusCode).toBe(403);
  }
});

test('a URL and at least one event are required, in Persian; an unknown event is refused', async () => {
  const bad = await app.inject({
    method: 'POST',
    url: '/api/admin/webhooks/',
    headers: bearer(admin),
    payload: { url: 'ftp://example.com/', events: [] },
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().details).toEqual({ url: [M.urlInvalid], events: [M.eventsRequired] });
  const creds = await app.inject({
    method: 'POST',
    url: '/api/admin/webhooks/',
    headers: bearer(admin),
    payload: { url: 'https://user:pw@example.com/', events: ['order.priced'] },
  });
  expect(creds.json().details).toEqual({ url: [M.urlCredentials] });
  const unknown = await app.inject({
    method: 'POST',
    url: '/api/admin/webhooks/',
    headers: bearer(admin),
    payload: { url: 'https://example.com/', events: ['order.exploded'] },
  });
  expect(unknown.statusCode).toBe(400);
});

test('the secret is answered at creation and on rotation only; the list never shows it', async () => {
  const created = await createEndpoint(['product.changed'], '/secret');
  expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  const list = await app.inject({ method: 'GET', url: '/api/admin/webhooks/', headers: bearer(admin) });
  expect(list.statusCode).toBe(200);
  const row = list.json().find((e: { id: number }) => e.id === created.id);
  expect(row).toMatchObject({ url: receiver.url('/secret'), events: ['product.changed'], active: true });
  expect(JSON.stringify(list.json())).not.toContain(created.secret);
  const rotated = await app.inject({
    method: 'POST',
    url: `/api/admin/webhooks/${created.id}/rotate-secret/`,
    headers: bearer(admin),
  });
  expect(rotated.statusCode).toBe(200);
  expect(rotated.json().secret).not.toBe(created.secret);
  const [stored] = await app.database.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, created.id));
  expect(stored.secret).toBe(rotated.json().secret);
  const gone = await app.inject({
    method: 'DELETE',
    url: `/api/admin/webhooks/${created.id}/`,
    headers: bearer(admin),
  });
  expect(gone.json()).toEqual({ message: M.deleted });
});

test('a priced order reaches the endpoint once, signed, with the order as staff read it; the deliveries list it', async () => {
  const endpoint = await createEndpoint(['order.created', 'order.priced'], '/orders');
  const before = receiver.received.length;
  const order = await scenarios.priced();
  await app.services.webhookWorker.drain();
  const ours = receiver.received.slice(before).filter((r) => r.path === '/orders');
  expect(ours.map((r) => JSON.parse(r.body).type)).toEqual(['order.created', 'order.priced']);
  const priced = ours[1];
  const signature = String(priced.headers['x-sefaresh-signature']);
  expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  expect(verifySignature(endpoint.secret, priced.body, signature, new Date())).toBe(true);
  expect(verifySignature(endpoint.secret, `${priced.body} `, signature, new Date())).toBe(false);
  const body = JSON.parse(priced.body);
  expect(Object.keys(body).sort()).toEqual(['created_at', 'data', 'id', 'type']);
  expect(body.data).toMatchObject({ id: order.id, status: 'waiting_customer_approval' });
  const asStaff = await app.inject({
    method: 'GET',
    url: `/api/orders/${order.id}/`,
    headers: bearer(s.staff),
  });
  expect(body.data.items).toEqual(asStaff.json().items);
  expect(priced.headers['x-sefaresh-event-id']).toBe(body.id);
  // nothing more to send: once per event and endpoint
  await app.services.webhookWorker.drain();
  expect(receiver.received.slice(before).filter((r) => r.path === '/orders')).toHaveLength(2);
  const list = await deliveriesOf(endpoint.id);
  expect(list.count).toBe(2);
  expect(list.results[0]).toMatchObject({
    event_type: 'order.priced',
    state: 'delivered',
    attempts: 1,
    status_code: 200,
    response: 'ok',
  });
});

test('every event the issue names can be chosen', () => {
  expect(WEBHOOK_EVENTS).toEqual([
    'order.created',
    'order.priced',
    'order.revision_requested',
    'order.confirmed',
    'receipt.uploaded',
    'payment.verified',
    'payment.rejected',
    'order.completed',
    'order.cancelled',
    'order.rejected',
    'commission.calculated',
    'commission.paid',
    'product.changed',
  ]);
});

test('a failed delivery shows its status and the start of the answer, and the retry button sends it again', async () => {
  const endpoint = await createEndpoint(
    ['order.confirmed', 'receipt.uploaded', 'payment.verified', 'order.completed'],
    '/money',
  );
  receiver.answer('/money', { status: 500, body: 'خطا'.repeat(400) });
  const order = await scenarios.confirmed();
  await app.services.webhookWorker.drain();
  const failed = (await deliveriesOf(endpoint.id)).results[0];
  expect(failed).toMatchObject({
    event_type: 'order.confirmed',
    state: 'pending',
    attempts: 1,
    status_code: 500,
  });
  expect(Array.from(failed.response as string)).toHaveLength(500);
  const retry = await app.inject({
    method: 'POST',
    url: `/api/admin/webhooks/${endpoint.id}/deliveries/${failed.id}/retry/`,
    headers: bearer(admin),
  });
  expect(retry.statusCode).toBe(202);
  expect(retry.json().message).toBe(M.retryQueued);
  await app.services.webhookWorker.drain();
  const after = (await deliveriesOf(endpoint.id)).results[0];
  expect(after).toMatchObject({ id: failed.id, state: 'delivered', attempts: 2, status_code: 200 });
  const again = await app.inject({
    method: 'POST',
    url: `/api/admin/webhooks/${endpoint.id}/deliveries/${failed.id}/retry/`,
    headers: bearer(admin),
  });
  expect(again.statusCode).toBe(409);
  // staff verify the receipt: receipt.uploaded, then payment.verified and order.completed
  const uploaded = await scenarios.paymentUploaded();
  const verify = await app.inject({
    method: 'POST',
    url: `/api/orders/${uploaded.id}/verify-payment/`,
    headers: bearer(s.staff),
    payload: { payment_verified: true },
  });
  expect(verify.statusCode).toBe(200);
  await app.services.webhookWorker.drain();
  const types = (await deliveriesOf(endpoint.id)).results.map((d: { event_type: string }) => d.event_type);
  expect(types.slice(0, 3)).toEqual(['order.completed', 'payment.verified', 'order.confirmed']);
  expect(order.id).toBeGreaterThan(0);
});

test('the test button sends a webhook.test event to that endpoint alone; a turned-off endpoint is refused', async () => {
  const endpoint = await createEndpoint(['product.changed'], '/test');
  const before = receiver.received.length;
  const sent = await app.inject({
    method: 'POST',
    url: `/api/admin/webhooks/${endpoint.id}/test/`,
    headers: bearer(admin),
  });
  expect(sent.statusCode).toBe(202);
  await app.services.webhookWorker.drain();
  const got = receiver.received.slice(before);
  expect(got).toHaveLength(1);
  expect(got[0].path).toBe('/test');
  expect(JSON.parse(got[0].body)).toMatchObject({ type: 'webhook.test', data: { endpoint_id: endpoint.id } });
  const off = await app.inject({
    method: 'PATCH',
    url: `/api/admin/webhooks/${endpoint.id}/`,
    headers: bearer(admin),
    payload: { active: false },
  });
  expect(off.json()).toMatchObject({ active: false, message: M.updated });
  const refused = await app.inject({
    method: 'POST',
    url: `/api/admin/webhooks/${endpoint.id}/test/`,
    headers: bearer(admin),
  });
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({ error: M.inactive });
});
