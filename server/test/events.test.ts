// GET /api/events/ over a real socket into a real database: each signed-in user hears of the orders they may
// view as they change, whichever call changed them; a dealer hears that an order was taken from them; nobody
// hears of other people's orders; the stream refuses an unsigned caller, ends when the access token it was opened
// with expires and when the account changes in a way that matters, and one user or address cannot hold many.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jest } from '@jest/globals';
import { users } from '../src/db/schema';
import { ORDER_EVENTS_CHANNEL } from '../src/modules/events/order-events';
import { STREAMS_PER_ADDRESS, STREAMS_PER_USER } from '../src/modules/events/open-streams';
import { DISPLACED_RETRY_MS, HEARTBEAT_MS } from '../src/modules/events/routes';
import { addTestProduct, createTestApp, signedInUser } from './helpers';
import { orderScenarios, type Session } from './scenarios';

const TOKEN_TTL_SECONDS = 600;
/** How far the app's clock runs ahead of the real one (a test moves it and puts it back). */
let clockAheadMs = 0;
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
  app = await createTestApp(
    { accessTokenTtlSeconds: TOKEN_TTL_SECONDS },
    () => new Date(Date.now() + clockAheadMs),
  );
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

  test('a stream opened with an older token ends when that token expires, not a whole lifetime later', async () => {
    const halfMs = (TOKEN_TTL_SECONDS * 1000) / 2;
    clockAheadMs = halfMs; // the token was issued half its lifetime ago
    try {
      const stream = await listen(customer);
      jest.advanceTimersByTime(halfMs - 1_000);
      await stream.until(() => stream.raw().includes(': ping'));
      expect(stream.ended()).toBe(false);
      jest.advanceTimersByTime(1_000);
      await stream.until(() => stream.ended());
    } finally {
      clockAheadMs = 0;
    }
  });
});

describe('limits', () => {
  test(`a user's stream beyond ${STREAMS_PER_USER} closes their oldest; the others keep listening`, async () => {
    const person = await signedInUser(app);
    const streams: Listening[] = [];
    for (let i = 0; i < STREAMS_PER_USER; i++) streams.push(await listen(person));
    const newest = await listen(person);
    try {
      await streams[0].until(() => streams[0].ended());
      // its page is told to wait longer before it tries again
      expect(streams[0].raw()).toContain(`retry: ${DISPLACED_RETRY_MS}`);
      expect(streams.slice(1).some((l) => l.ended())).toBe(false);
      expect(newest.ended()).toBe(false);
    } finally {
      for (const l of [...streams, newest]) l.close();
    }
  });

  test(`an address's stream beyond ${STREAMS_PER_ADDRESS} closes the oldest from it`, async () => {
    const people = await Promise.all(
      Array.from({ length: Math.ceil(STREAMS_PER_ADDRESS / STREAMS_PER_USER) + 1 }, () => signedInUser(app)),
    );
    const streams: Listening[] = [];
    // one stream each of many users, all from this test's one address
    for (let i = 0; i < STREAMS_PER_ADDRESS; i++) streams.push(await listen(people[i % people.length]));
    try {
      expect(streams.some((l) => l.ended())).toBe(false);
      streams.push(await listen(people[people.length - 1]));
      await streams[0].until(() => streams[0].ended());
      expect(streams.slice(1).some((l) => l.ended())).toBe(false);
    } finally {
      for (const l of streams) l.close();
    }
  });
});

describe('the account changes', () => {
  const changes: Array<[string, (id: number) => Promise<unknown>]> = [
    ['deactivated', (id) => app.database.db.update(users).set({ isActive: false }).where(eq(users.id, id))],
    ['made staff', (id) => app.database.db.update(users).set({ isStaff: true }).where(eq(users.id, id))],
    ['signed out everywhere', (id) => app.services.tokens.endAllSessions(id)],
  ];
  test.each(changes)('%s: the open stream ends', async (_what, change) => {
    const person = await signedInUser(app);
    const stream = await listen(person);
    try {
      await change(person.user.id);
      await stream.until(() => stream.ended());
    } finally {
      stream.close();
    }
  });

  test('a change that does not matter (the name) leaves the stream open: it still hears the next order', async () => {
    const stream = await listen(customer);
    try {
      await app.database.db
        .update(users)
        .set({ name: `نام ${tag}` })
        .where(eq(users.id, customer.user.id));
      const order = await newOrder();
      await stream.until(() => heard(stream, order.id, 'pending_pricing') || stream.ended());
      expect(stream.ended()).toBe(false);
    } finally {
      stream.close();
    }
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

test('when the database listener comes back (a PostgreSQL restart) every stream is told to reload', async () => {
  const [mine, staffs] = await Promise.all([customer, staff].map((s) => listen(s)));
  try {
    await Promise.all([mine, staffs].map((l) => l.until(() => l.raw().includes(': connected'))));
    // what the listener hands on after (re)connecting (db/listen.ts): the empty payload
    await app.database.db.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, '')`);
    await Promise.all([mine, staffs].map((l) => l.until(() => l.raw().includes('event: resync\ndata: {}'))));
    expect(mine.events).toEqual([]);
  } finally {
    mine.close();
    staffs.close();
  }
});
