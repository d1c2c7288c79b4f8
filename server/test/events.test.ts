// GET /api/events/ over a real socket into a real database (issue 15 item 4): each signed-in user hears of the
// orders they may view as they change, whichever call changed them; a dealer hears that an order was taken from
// them; nobody hears of other people's orders; the stream refuses an unsigned caller and ends when the access
// token it was opened with expires.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jest } from '@jest/globals';
import { users } from '../src/db/schema';
import { HEARTBEAT_MS } from '../src/modules/events/routes';
import { addTestProduct, createTestApp, signedInUser } from './helpers';
import { orderScenarios, type Session } from './scenarios';

const TOKEN_TTL_SECONDS = 600;
let app: FastifyInstance;
let base: string;
const tag = randomBytes(4).toString('hex');
let customer: Session;
let otherCustomer: Session;
let staff: Session;
let dealer: Session;
let coffee: { id: number };
let saffron: { id: number };

beforeAll(async () => {
  app = await createTestApp({ accessTokenTtlSeconds: TOKEN_TTL_SECONDS });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  coffee = await addTestProduct(app, `قهوه ${tag}`);
  saffron = await addTestProduct(app, `زعفران ${tag}`);
  [customer, otherCustomer, staff, dealer] = await Promise.all([
    signedInUser(app),
    signedInUser(app),
    signedInUser(app),
    signedInUser(app),
  ]);
  const db = app.database.db;
  await db.update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
  await db
    .update(users)
    .set({ isDealer: true, dealerCode: `EV-${tag}`, dealerCommissionRate: '5.00' })
    .where(eq(users.id, dealer.user.id));
});
afterAll(async () => {
  await app.close();
});

const { call, newOrder, priced } = orderScenarios({
  app: () => app,
  customer: () => customer,
  staff: () => staff,
  coffee: () => coffee,
  saffron: () => saffron,
});

interface Listening {
  events: Array<{ id: number; status?: string }>;
  /** Everything received, comments included. */
  raw: () => string;
  ended: () => boolean;
  /** Resolves once `check` holds, checked after each chunk the stream receives and when it ends. */
  until: (check: () => unknown) => Promise<void>;
  close: () => void;
}

/** Opens the stream as `who` (node:http, so closing it closes its socket) and gathers its `order` events. */
async function listen(who: Session): Promise<Listening> {
  const state = { raw: '', pending: '', ended: false };
  const events: Listening['events'] = [];
  const waiting = new Set<() => void>();
  const changed = () => waiting.forEach((wake) => wake());
  const until = (check: () => unknown) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        if (!check()) return;
        waiting.delete(wake);
        resolve();
      };
      waiting.add(wake);
      wake();
    });
  const request = http.get(`${base}/api/events/`, {
    headers: { authorization: `Bearer ${who.tokens.access}` },
  });
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
  expect(res.headers['x-accel-buffering']).toBe('no');
  res.setEncoding('utf8');
  const read = async () => {
    for await (const text of res as AsyncIterable<string>) {
      state.raw += text;
      const blocks = (state.pending + text).split('\n\n');
      state.pending = blocks.pop()!;
      for (const block of blocks) {
        const data = /^event: order\ndata: (.*)$/m.exec(block);
        if (data) events.push(JSON.parse(data[1]));
      }
      changed();
    }
  };
  // the stream ends when the server ends it, or fails when the test closes it: either way it has ended
  void read()
    .catch(() => undefined)
    .finally(() => {
      state.ended = true;
      changed();
    });
  return { events, raw: () => state.raw, ended: () => state.ended, until, close: () => request.destroy() };
}

const heard = (l: Listening, id: number, status?: string) =>
  l.events.find((e) => e.id === id && (status === undefined || e.status === status));

test('a caller without a token is refused', async () => {
  const res = await fetch(`${base}/api/events/`);
  expect(res.status).toBe(401);
  expect(((await res.json()) as { error: string }).error).toMatch(/[\u0600-\u06FF]/);
});

describe('with the clock in hand', () => {
  // only the server's timers: sockets and the database keep the real event loop
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'Date'] }));
  afterEach(() => jest.useRealTimers());

  test('the stream keeps itself alive, and ends when its access token expires', async () => {
    const stream = await listen(customer);
    expect(stream.raw()).not.toContain(': ping');
    jest.advanceTimersByTime(HEARTBEAT_MS);
    await stream.until(() => stream.raw().includes(': ping'));
    expect(stream.ended()).toBe(false);
    jest.advanceTimersByTime(TOKEN_TTL_SECONDS * 1000);
    await stream.until(() => stream.ended());
  });
});

test('each user hears of the orders they may view, as they change', async () => {
  const [mine, others, staffs, dealers] = await Promise.all(
    [customer, otherCustomer, staff, dealer].map((s) => listen(s)),
  );
  try {
    const order = await newOrder();
    await mine.until(() => heard(mine, order.id, 'pending_pricing'));
    await staffs.until(() => heard(staffs, order.id, 'pending_pricing'));

    const res = await call('POST', `orders/${order.id}/assign-dealer/`, staff, { dealer_id: dealer.user.id });
    expect(res.statusCode).toBe(200);
    await dealers.until(() => heard(dealers, order.id, 'pending_pricing'));

    const removed = await call('POST', `orders/${order.id}/remove-dealer/`, staff);
    expect(removed.statusCode).toBe(200);
    // the dealer learns only that the order left their list
    await dealers.until(() => dealers.events.some((e) => e.id === order.id && !('status' in e)));

    const waiting = await priced();
    await mine.until(() => heard(mine, waiting.id, 'waiting_customer_approval'));
    await staffs.until(() => heard(staffs, waiting.id, 'waiting_customer_approval'));

    // everything the staff stream heard was told; the other customer and the dealer heard none of it
    expect(others.events).toEqual([]);
    expect(heard(dealers, waiting.id)).toBeUndefined();
  } finally {
    for (const l of [mine, others, staffs, dealers]) l.close();
  }
});
