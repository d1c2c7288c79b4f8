// The page's one stream of order changes, against a real HTTP server: it opens for a signed-in listener only,
// delivers each change, comes back after the server ends it (telling listeners to reload), backs off while the
// server fails, and closes when the last listener leaves or the user signs out.
import { authStore } from './auth-store';
import {
  isOrderEventsLive as live,
  MAX_RETRY_MS,
  resetOrderEvents,
  subscribeOrderEvents,
  type OrderEvent,
} from './order-events';
import { eventFeed, eventually, fakeTimers, startTestApi, type EventFeed, type TestApi } from '../testing';

const USER = {
  id: 7,
  email: 'a@b.ir',
  name: 'علی',
  is_staff: false,
  is_dealer: false,
  is_superuser: false,
  company_name: null,
  phone: '09120000000',
};

let server: TestApi;
let feed: EventFeed;
let heard: Array<OrderEvent | null>;
const streamCalls = () => server.calls.filter((c) => c.path === 'events/');
/** Every attempt to open the stream, counted when it is made (before the server sees it). */
let fetches: jest.SpiedFunction<typeof fetch>;
const attempts = () => fetches.mock.calls.filter(([url]) => String(url).endsWith('/events/')).length;

beforeEach(async () => {
  server = await startTestApi();
  feed = eventFeed();
  server.on('GET events/', { status: 200, feed });
  heard = [];
  authStore.clear();
  fetches = jest.spyOn(globalThis, 'fetch');
});
afterEach(async () => {
  resetOrderEvents();
  jest.useRealTimers();
  jest.restoreAllMocks();
  await server.close();
});

const signIn = () => authStore.setSession(USER, { access: 'access-1', refresh: 'refresh-1' });
const listen = () => subscribeOrderEvents((event) => heard.push(event));

test('opens only for a signed-in listener, and hands each change to it', async () => {
  const stop = listen();
  expect(streamCalls()).toHaveLength(0);
  signIn();
  await eventually(() => feed.open === 1);
  expect(streamCalls()[0].authorization).toBe('Bearer access-1');

  feed.send('order', { id: 12, status: 'confirmed' });
  feed.send('order', { id: 13 });
  await eventually(() => heard.length === 2);
  expect(heard).toEqual([{ id: 12, status: 'confirmed' }, { id: 13 }]);
  stop();
  await eventually(() => feed.open === 0);
});

test('is live while open; after the server ends it, it opens again and tells listeners to reload', async () => {
  fakeTimers('setTimeout');
  signIn();
  listen();
  await eventually(() => feed.open === 1);
  await eventually(() => live());

  feed.end(); // the access token it was opened with expired
  await eventually(() => !live());
  expect(streamCalls()).toHaveLength(1);
  jest.advanceTimersByTime(3_000);
  await eventually(() => feed.open === 1);
  expect(streamCalls()).toHaveLength(2);
  await eventually(() => heard.length === 1);
  expect(heard).toEqual([null]);
  expect(live()).toBe(true);
});

test('waits twice as long after each failure, up to a minute', async () => {
  fakeTimers('setTimeout');
  server.on('GET events/', { status: 502, text: 'bad gateway', contentType: 'text/html' });
  signIn();
  listen();
  expect(attempts()).toBe(1);
  const waits = [3_000, 6_000, 12_000, 24_000, 48_000, MAX_RETRY_MS, MAX_RETRY_MS];
  for (const [i, wait] of waits.entries()) {
    // the failure is in once the next attempt is scheduled
    await eventually(() => jest.getTimerCount() === 1);
    jest.advanceTimersByTime(wait - 1);
    expect(attempts()).toBe(i + 1);
    if (i === waits.length - 1) server.on('GET events/', { status: 200, feed });
    jest.advanceTimersByTime(1);
    expect(attempts()).toBe(i + 2);
    expect(live()).toBe(false);
  }
  await eventually(() => feed.open === 1);
  expect(streamCalls()).toHaveLength(waits.length + 1);
});

test('signing out closes the stream, and nothing opens it again', async () => {
  fakeTimers('setTimeout');
  signIn();
  listen();
  await eventually(() => feed.open === 1);
  authStore.getState().signOut();
  await eventually(() => feed.open === 0);
  jest.advanceTimersByTime(MAX_RETRY_MS);
  expect(attempts()).toBe(1);
  expect(streamCalls()).toHaveLength(1);
  expect(live()).toBe(false);
});

test('an expired token is renewed once, and the stream opens with the new one', async () => {
  let refreshes = 0;
  server.on('POST auth/token/refresh/', () => {
    refreshes += 1;
    return { status: 200, body: { access: 'access-2', refresh: 'refresh-2' } };
  });
  server.on('GET events/', (call) =>
    call.authorization === 'Bearer access-2'
      ? { status: 200, feed }
      : { status: 401, body: { error: 'توکن منقضی شده است' } },
  );
  signIn();
  listen();
  await eventually(() => feed.open === 1);
  expect(refreshes).toBe(1);
  expect(streamCalls().map((c) => c.authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
});
